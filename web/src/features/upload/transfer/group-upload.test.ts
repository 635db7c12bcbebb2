import { describe, expect, it, vi } from 'vitest';
import type { UserFile } from '@qiao/contracts/drive';
import { ERRORS } from '@qiao/contracts/errors';
import { UPLOAD_FILES_FIELDS, uploadFiles } from '@qiao/contracts/upload';
import { ApiError } from '../../../api/api-error';
import { UnreadableFileError } from '../hash/hash-in-worker';
import type { UploadTrack } from '../rules/upload-track';
import { runGroupUpload, type GroupMember } from './group-upload';
import type { SendRequest } from './one-request-upload';
import type { PartRequest } from './part-request';

function memberOf(name: string, text: string, folder = '/课程') {
  const patches: Partial<UploadTrack>[] = [];
  let bytes = 0;
  const member: GroupMember = {
    blob: new Blob([text]),
    fileName: name,
    folder,
    update: (patch) => patches.push(patch),
    onBytes: (sent) => (bytes += sent),
  };
  return { member, patches, bytes: () => bytes };
}

const entry = (name: string) => ({ userFileId: name, fileName: name }) as UserFile;
const ok = (name: string) => ({ success: true, code: 0, message: '', data: entry(name) });

function answering(data: unknown, sent: PartRequest[] = [], status = 200): SendRequest {
  return async (request) => {
    sent.push(request);
    request.onProgress?.(4);
    request.onProgress?.(100);
    return {
      status,
      text: JSON.stringify({ success: true, code: 0, message: '', data }),
      etag: null,
    };
  };
}

const md5Of = async (blob: Blob) => (await blob.text()).padEnd(32, '0').slice(0, 32);
const hex = (text: string) => text.padEnd(32, '0');
const signal = () => new AbortController().signal;

describe('small files sent together', () => {
  it('hashes each file and sends all in one request, declared in order, each with its entry', async () => {
    const a = memberOf('a.txt', 'aaaa');
    const b = memberOf('b.txt', 'bbbbbb', '/课程/第一周');
    const sent: PartRequest[] = [];
    const send = answering([ok('a.txt'), ok('b.txt')], sent);
    const outcomes = await runGroupUpload([a.member, b.member], signal(), md5Of, send);

    expect(outcomes).toEqual([{ ok: true }, { ok: true }]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(uploadFiles.path);
    const body = sent[0]!.body as FormData;
    expect(JSON.parse(body.get(UPLOAD_FILES_FIELDS.declarations) as string)).toEqual([
      { fileName: 'a.txt', filePath: '/课程', fileSize: 4, identifier: hex('aaaa') },
      { fileName: 'b.txt', filePath: '/课程/第一周', fileSize: 6, identifier: hex('bbbbbb') },
    ]);
    const parts = body.getAll(UPLOAD_FILES_FIELDS.file) as File[];
    expect(await Promise.all(parts.map((part) => part.text()))).toEqual(['aaaa', 'bbbbbb']);
    expect(a.patches.at(-1)).toMatchObject({ phase: 'success', userFile: entry('a.txt') });
    expect(b.patches.at(-1)).toMatchObject({ phase: 'success', userFile: entry('b.txt') });
    expect([a.bytes(), b.bytes()]).toEqual([4, 6]);
  });

  it('shares the bytes sent out in the order of the body', async () => {
    const a = memberOf('a.txt', 'aaaa');
    const b = memberOf('b.txt', 'bbbbbb');
    const send: SendRequest = async (request) => {
      request.onProgress?.(4);
      expect(a.patches.at(-1)).toEqual({ transferred: 1 });
      expect(b.patches.at(-1)).toEqual({ phase: 'uploading', transferred: 0 });
      request.onProgress?.(7);
      expect(b.patches.at(-1)).toEqual({ transferred: 0.5 });
      return {
        status: 200,
        text: JSON.stringify({ success: true, code: 0, message: '', data: [ok('a'), ok('b')] }),
        etag: null,
      };
    };
    await runGroupUpload([a.member, b.member], signal(), md5Of, send);
    expect(b.bytes()).toBe(6);
  });

  it("a file the server refuses fails alone, with the server's own words", async () => {
    const a = memberOf('a.txt', 'aaaa');
    const b = memberOf('b.txt', 'bbbb');
    const refusal = {
      success: false,
      code: ERRORS.uploadVerifyFailed.code,
      message: ERRORS.uploadVerifyFailed.message.ar,
      data: null,
    };
    const outcomes = await runGroupUpload(
      [a.member, b.member],
      signal(),
      md5Of,
      answering([refusal, ok('b.txt')]),
    );
    expect(outcomes[1]).toEqual({ ok: true });
    const failed = outcomes[0] as { ok: false; error: ApiError };
    expect(failed.ok).toBe(false);
    expect(failed.error).toBeInstanceOf(ApiError);
    expect(failed.error.code).toBe(ERRORS.uploadVerifyFailed.code);
    expect(failed.error.message).toBe(ERRORS.uploadVerifyFailed.message.ar);
    expect(a.patches.some((patch) => patch.phase === 'success')).toBe(false);
  });

  it('leaves out a file that cannot be read; the others are sent', async () => {
    const a = memberOf('moved.txt', 'aaaa');
    const b = memberOf('b.txt', 'bbbb');
    const unreadable = new UnreadableFileError('NotReadableError');
    const hash = vi.fn(async (blob: Blob) => {
      if (blob === a.member.blob) throw unreadable;
      return md5Of(blob);
    });
    const sent: PartRequest[] = [];
    const outcomes = await runGroupUpload(
      [a.member, b.member],
      signal(),
      hash,
      answering([ok('b.txt')], sent),
    );
    expect(outcomes).toEqual([{ ok: false, error: unreadable }, { ok: true }]);
    const declared = JSON.parse((sent[0]!.body as FormData).get('files') as string) as unknown[];
    expect(declared).toHaveLength(1);
  });

  it('a file with its MD5 known is not hashed again', async () => {
    const a = memberOf('a.txt', 'aaaa');
    a.member.md5 = 'c'.repeat(32);
    const hash = vi.fn(md5Of);
    const sent: PartRequest[] = [];
    await runGroupUpload([a.member], signal(), hash, answering([ok('a.txt')], sent));
    expect(hash).not.toHaveBeenCalled();
    expect((sent[0]!.body as FormData).get('files')).toContain('c'.repeat(32));
  });

  it("a refusal of the whole request is every file's", async () => {
    const a = memberOf('a.txt', 'aaaa');
    const b = memberOf('b.txt', 'bbbb');
    const send: SendRequest = async () => ({
      status: 200,
      text: JSON.stringify({
        success: false,
        code: ERRORS.parameterError.code,
        message: 'مرفوض',
        data: null,
      }),
      etag: null,
    });
    const outcomes = await runGroupUpload([a.member, b.member], signal(), md5Of, send);
    for (const outcome of outcomes) {
      expect(outcome.ok).toBe(false);
      expect((outcome as { error: ApiError }).error.message).toBe('مرفوض');
    }
  });

  it('stops when aborted, throwing the reason', async () => {
    const a = memberOf('a.txt', 'aaaa');
    const controller = new AbortController();
    const send: SendRequest = (request) =>
      new Promise((_, reject) => {
        request.signal?.addEventListener('abort', () => reject(request.signal?.reason));
        controller.abort(new Error('paused'));
      });
    await expect(runGroupUpload([a.member], controller.signal, md5Of, send)).rejects.toThrow(
      'paused',
    );
  });
});
