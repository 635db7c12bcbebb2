import type { UserFile } from '@qiao/contracts/drive';
import type { Envelope } from '@qiao/contracts/envelope';
import { toSpecCode } from '@qiao/contracts/languages';
import { UPLOAD_FILES_FIELDS, uploadFiles, type GroupedFile } from '@qiao/contracts/upload';
import { ApiError } from '../../../api/api-error';
import { LANGUAGE_HEADER } from '../../../api/build-request';
import type { HashFile } from '../hash/hash-in-worker';
import type { SendRequest } from './one-request-upload';
import { apiHost, dataOfAnswer, uploadLanguage } from './sent-answer';
import type { UploadJob } from './upload-run';

/** One file of a group: what a file sent alone is given, but for the plan only parts have. */
export type GroupMember = Omit<UploadJob, 'onPlan' | 'signal'>;

/** How each member ended: its entry is in its track, or `error` says why not. */
export type GroupOutcome = { ok: true } | { ok: false; error: unknown };

interface Sent {
  member: GroupMember;
  index: number;
  /** Where the member's bytes start in the request's body (its parts' order). */
  offset: number;
  counted: number;
}

/** Each member's share of the bytes sent so far, told as its progress and speed. */
function shareProgress(sent: readonly Sent[], loaded: number): void {
  for (const file of sent) {
    const size = file.member.blob.size;
    const now = Math.min(Math.max(loaded - file.offset, 0), size);
    if (now === file.counted) continue;
    file.member.onBytes(now - file.counted);
    file.counted = now;
    file.member.update({ transferred: size ? now / size : 1 });
  }
}

/**
 * Small files sent together in one `uploadfiles` request (decision 073). Each is hashed, then
 * all their bytes go in one multipart body with their declarations; each file then stands on its
 * own answer: its entry, or its own translated refusal. A file that cannot be read is left out
 * and fails alone. A failure of the whole request (the network, the login, a refused group) is
 * every sent member's. Aborting `signal` stops the run and throws its reason.
 */
export async function runGroupUpload(
  members: readonly GroupMember[],
  signal: AbortSignal,
  hash: HashFile,
  send: SendRequest,
): Promise<GroupOutcome[]> {
  const outcomes: GroupOutcome[] = members.map(() => ({ ok: true }));
  const sent: Sent[] = [];
  const declarations: GroupedFile[] = [];
  let offset = 0;
  for (const [index, member] of members.entries()) {
    let md5 = member.md5;
    if (!md5) {
      member.update({ phase: 'hashing', hashed: null });
      try {
        md5 = await hash(member.blob, { signal });
      } catch (error) {
        signal.throwIfAborted();
        outcomes[index] = { ok: false, error };
        continue;
      }
      member.update({ md5 });
    }
    declarations.push({
      fileName: member.fileName,
      filePath: member.folder,
      fileSize: member.blob.size,
      identifier: md5,
    });
    sent.push({ member, index, offset, counted: 0 });
    offset += member.blob.size;
  }
  if (sent.length === 0) return outcomes;

  const body = new FormData();
  body.append(UPLOAD_FILES_FIELDS.declarations, JSON.stringify(declarations));
  for (const file of sent) {
    body.append(UPLOAD_FILES_FIELDS.file, file.member.blob, String(file.index));
    file.member.update({ phase: 'uploading', transferred: 0 });
  }
  let answers: Envelope<UserFile | null>[];
  try {
    const response = await send({
      url: `${apiHost}${uploadFiles.path}`,
      method: 'POST',
      body,
      headers: { accept: 'application/json', [LANGUAGE_HEADER]: toSpecCode(uploadLanguage()) },
      withCredentials: true,
      onProgress: (loaded) => shareProgress(sent, loaded),
      signal,
    });
    answers = dataOfAnswer(response) as Envelope<UserFile | null>[];
  } catch (error) {
    signal.throwIfAborted();
    for (const file of sent) outcomes[file.index] = { ok: false, error };
    return outcomes;
  }
  for (const [i, file] of sent.entries()) {
    const answer = answers[i];
    if (answer?.success && answer.data) {
      shareProgress([file], file.offset + file.member.blob.size);
      file.member.update({ phase: 'success', userFile: answer.data, transferred: 1, speed: 0 });
    } else {
      const error = answer
        ? new ApiError('business', answer.code, answer.message)
        : new ApiError('service', 0, '');
      outcomes[file.index] = { ok: false, error };
    }
  }
  return outcomes;
}
