import type { UserFile } from '@qiao/contracts/drive';
import { toSpecCode } from '@qiao/contracts/languages';
import { UPLOAD_FILE_BODY_TYPE, uploadFile } from '@qiao/contracts/upload';
import { fitsOneRequest } from '@qiao/contracts/upload-rules';
import { LANGUAGE_HEADER } from '../../../api/build-request';
import type { HashFile } from '../hash/hash-in-worker';
import { sendPart, type PartRequest, type PartResponse } from './part-request';
import { apiHost, dataOfAnswer, uploadLanguage } from './sent-answer';
import { runUpload, type UploadDeps, type UploadJob } from './upload-run';

/** The entry an `uploadfile` answer carries, or the failure it means, translated. */
function entryOf(response: PartResponse): UserFile {
  return dataOfAnswer(response) as UserFile;
}

export type SendRequest = (request: PartRequest) => Promise<PartResponse>;

/**
 * A file that fits one request, start to end: hash it, then send its bytes with their size and
 * MD5 to `uploadfile`, which checks them and answers the entry (no plan, parts or completion).
 * Run again after a pause or failure, it sends the file again; aborting the signal stops it.
 */
export async function runOneRequestUpload(
  job: UploadJob,
  deps: Pick<UploadDeps, 'hash'>,
  send: SendRequest = sendPart,
): Promise<void> {
  const { blob, signal, update } = job;
  let md5 = job.md5;
  if (!md5) {
    update({ phase: 'hashing', hashed: null });
    md5 = await deps.hash(blob, { signal });
    update({ md5 });
  }
  update({ phase: 'uploading', transferred: 0 });
  const query = new URLSearchParams({
    fileName: job.fileName,
    filePath: job.folder,
    fileSize: String(blob.size),
    identifier: md5,
  });
  let counted = 0;
  const response = await send({
    url: `${apiHost}${uploadFile.path}?${query}`,
    method: 'POST',
    body: blob,
    headers: {
      accept: 'application/json',
      'content-type': UPLOAD_FILE_BODY_TYPE,
      [LANGUAGE_HEADER]: toSpecCode(uploadLanguage()),
    },
    withCredentials: true,
    onProgress: (loaded) => {
      const now = Math.min(loaded, blob.size);
      job.onBytes(now - counted);
      counted = now;
      update({ transferred: blob.size ? now / blob.size : 1 });
    },
    signal,
  });
  const userFile = entryOf(response);
  job.onBytes(blob.size - counted);
  update({ phase: 'success', userFile, transferred: 1, speed: 0 });
}

/** What the uploader sends with: the part protocol's needs, and the one-request sender. */
export interface UploaderDeps extends UploadDeps {
  /**
   * Sends files that fit one request in one, several small ones together (decision 073); without
   * it every file goes by parts.
   */
  sendOneRequest?: SendRequest;
  /** Hashes the small files sent together; `hash` when absent. */
  hashInPage?: HashFile;
}

/**
 * How a file is sent: in one request when it fits one (plan, bytes and entry in one call), else
 * by the resumable part protocol.
 */
export function uploadRunFor(
  size: number,
  deps: UploaderDeps,
): (job: UploadJob, deps: UploaderDeps) => Promise<void> {
  const { sendOneRequest } = deps;
  if (sendOneRequest && fitsOneRequest(size)) {
    return (job, { hash }) => runOneRequestUpload(job, { hash }, sendOneRequest);
  }
  return runUpload;
}
