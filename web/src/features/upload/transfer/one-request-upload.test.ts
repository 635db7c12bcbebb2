import { describe, expect, it, vi } from 'vitest';
import type { UserFile } from '@qiao/contracts/drive';
import { ERRORS } from '@qiao/contracts/errors';
import { UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import { ApiError } from '../../../api/api-error';
import type { UploadTrack } from '../rules/upload-track';
import { oneAtATime } from '../rules/one-at-a-time';
import {
  runOneRequestUpload,
  uploadRunFor,
  type SendRequest,
  type UploaderDeps,
} from './one-request-upload';
import type { PartRequest } from './part-request';
import type { UploadCalls } from './upload-calls';
import { runUpload, type UploadJob } from './upload-run';

const created = { userFileId: 'f1', fileName: 'notes', extendName: 'txt' } as UserFile;

function jobOf(blob: Blob) {
  const patches: Partial<UploadTrack>[] = [];
  let bytes = 0;
  const job: UploadJob = {
    blob,
    fileName: 'notes.txt',
    folder: '/课程/第一周',
    update: (patch) => patches.push(patch),
    onBytes: (sent) => (bytes += sent),
    onPlan: () => {},
    signal: new AbortController().signal,
  };
  return { job, patches, bytes: () => bytes };
}

const answering =
  (status: number, body: unknown, sent: PartRequest[] = []): SendRequest =>
  async (request) => {
    sent.push(request);
    request.onProgress?.(1000);
    return { status, text: JSON.stringify(body), etag: null };
  };

describe('choosing how a file is sent', () => {
  const deps: UploaderDeps = {
    hash: async () => 'a'.repeat(32),
    calls: {} as UploadCalls,
    createGate: oneAtATime(1000),
    sendOneRequest: answering(200, { success: true, code: 0, message: '', data: created }),
  };

  it('sends files up to one request in one request, and larger ones in parts', () => {
    for (const size of [0, 4096, UPLOAD_LIMITS.oneRequestBytes]) {
      expect(uploadRunFor(size, deps)).not.toBe(runUpload);
    }
    expect(uploadRunFor(UPLOAD_LIMITS.oneRequestBytes + 1, deps)).toBe(runUpload);
  });

  it('sends every file in parts when no one-request sender is given', () => {
    const { sendOneRequest: _none, ...partsOnly } = deps;
    expect(uploadRunFor(4096, partsOnly)).toBe(runUpload);
  });

  it('the one-request run reaches the sender it was given', async () => {
    const sent: PartRequest[] = [];
    const withSender = {
      ...deps,
      sendOneRequest: answering(200, { success: true, code: 0, message: '', data: created }, sent),
    };
    const { job, patches } = jobOf(new Blob(['hello']));
    await uploadRunFor(5, withSender)(job, withSender);
    expect(sent).toHaveLength(1);
    expect(patches.at(-1)).toMatchObject({ phase: 'success', userFile: created });
  });
});

describe('a small file in one request', () => {
  it('hashes the file, sends its bytes with their size and MD5, and shows the entry', async () => {
    const blob = new Blob([new Uint8Array(4096)]);
    const { job, patches, bytes } = jobOf(blob);
    const hash = vi.fn(async () => 'a'.repeat(32));
    const sent: PartRequest[] = [];
    const ok = { success: true, code: 0, message: '', data: created };
    await runOneRequestUpload(job, { hash }, answering(200, ok, sent));

    expect(hash).toHaveBeenCalledTimes(1);
    const request = sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.body).toBe(blob);
    expect(request.withCredentials).toBe(true);
    const url = new URL(request.url, 'http://qiao.test');
    expect(url.pathname).toBe('/api/file/uploadfile');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      fileName: 'notes.txt',
      filePath: '/课程/第一周',
      fileSize: '4096',
      identifier: 'a'.repeat(32),
    });
    expect(request.headers?.['content-type']).toBe('application/octet-stream');
    expect(patches.map((patch) => patch.phase).filter(Boolean)).toEqual([
      'hashing',
      'uploading',
      'success',
    ]);
    expect(patches.at(-1)).toMatchObject({ userFile: created, transferred: 1 });
    expect(bytes()).toBe(4096);
  });

  it('does not hash again when the MD5 is known from an earlier run', async () => {
    const { job } = jobOf(new Blob(['hello']));
    const hash = vi.fn(async () => 'b'.repeat(32));
    const ok = { success: true, code: 0, message: '', data: created };
    await runOneRequestUpload({ ...job, md5: 'c'.repeat(32) }, { hash }, answering(200, ok));
    expect(hash).not.toHaveBeenCalled();
  });

  it("fails with the server's translated message, and the row shows no success", async () => {
    const { job, patches } = jobOf(new Blob(['hello']));
    const refused = {
      success: false,
      code: ERRORS.uploadVerifyFailed.code,
      message: ERRORS.uploadVerifyFailed.message.zh,
      data: null,
    };
    const run = runOneRequestUpload(
      job,
      { hash: async () => 'a'.repeat(32) },
      answering(200, refused),
    );
    await expect(run).rejects.toEqual(
      expect.objectContaining({
        kind: 'business',
        code: ERRORS.uploadVerifyFailed.code,
        message: ERRORS.uploadVerifyFailed.message.zh,
      }),
    );
    await run.catch((error: unknown) => expect(error).toBeInstanceOf(ApiError));
    expect(patches.some((patch) => patch.phase === 'success')).toBe(false);
  });
});
