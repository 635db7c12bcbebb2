import { describe, expect, it, vi } from 'vitest';
import type { UserFile } from '@qiao/contracts/drive';
import { ERRORS } from '@qiao/contracts/errors';
import type { UploadPlan } from '@qiao/contracts/upload';
import { ApiError } from '../../../api/api-error';
import { oneAtATime } from '../rules/one-at-a-time';
import type { UploadTrack } from '../rules/upload-track';
import type { SendOnePart } from './part-senders';
import type { UploadCalls } from './upload-calls';
import { runUpload, type UploadDeps, type UploadJob } from './upload-run';

const MiB = 1024 * 1024;
const created = { userFileId: 'f1', fileName: 'lesson' } as UserFile;

function planOf(overrides: Partial<UploadPlan> = {}): UploadPlan {
  return {
    uploadId: '7d0c2b56-7f1e-4a35-9d0e-3b8d2f0a9c11',
    objectName: 'objects/abc',
    bucketName: '',
    FileName: 'lesson.mp4',
    store: 'local',
    partSize: MiB,
    partCount: 3,
    uploadedParts: [],
    proof: null,
    ...overrides,
  };
}

function setUp(plan: UploadPlan) {
  const sent: number[] = [];
  const calls: UploadCalls = {
    plan: vi.fn(async () => plan),
    sign: vi.fn(),
    complete: vi.fn(async () => created),
    cancel: vi.fn(),
  };
  const hash = vi.fn(async (_blob: Blob, options?: { range?: unknown }) =>
    options?.range ? 'b'.repeat(32) : 'a'.repeat(32),
  );
  const send: SendOnePart = async ({ partNumber, body, onProgress }) => {
    onProgress(body.size);
    sent.push(partNumber);
  };
  const deps: UploadDeps = {
    hash,
    calls,
    createGate: oneAtATime(1000),
    partSender: () => send,
  };
  const patches: Partial<UploadTrack>[] = [];
  const job: UploadJob = {
    blob: new Blob([new Uint8Array(2.5 * MiB)]),
    fileName: 'lesson.mp4',
    folder: '/课程',
    update: (patch) => patches.push(patch),
    onBytes: () => {},
    onPlan: () => {},
    signal: new AbortController().signal,
  };
  return { sent, calls, hash, deps, job, patches };
}

describe('one file upload', () => {
  it('hashes, sends every part and creates the entry with the upload as fileId', async () => {
    const { sent, calls, deps, job, patches } = setUp(planOf());
    await runUpload(job, deps);
    expect(sent.sort()).toEqual([1, 2, 3]);
    expect(calls.plan).toHaveBeenCalledWith(
      {
        fileName: 'lesson.mp4',
        filePath: '/课程',
        fileSize: 2.5 * MiB,
        identifier: 'a'.repeat(32),
      },
      job.signal,
    );
    expect(calls.complete).toHaveBeenCalledWith(
      expect.objectContaining({
        fileId: planOf().uploadId,
        fileSize: 2.5 * MiB,
        fileName: 'lesson.mp4',
        filePath: '/课程',
        isDir: 0,
        fileUrl: 'objects/abc',
        proof: undefined,
      }),
      job.signal,
    );
    expect(patches.map((patch) => patch.phase).filter(Boolean)).toEqual([
      'hashing',
      'planning',
      'uploading',
      'completing',
      'success',
    ]);
  });

  it('sends only the parts the server does not hold when resuming, without hashing again', async () => {
    const held = [{ partNumber: 1, size: MiB, etag: 'x' }];
    const { sent, hash, deps, job, patches } = setUp(planOf({ uploadedParts: held }));
    await runUpload({ ...job, md5: 'c'.repeat(32) }, deps);
    expect(hash).not.toHaveBeenCalled();
    expect(sent.sort()).toEqual([2, 3]);
    expect(patches).toContainEqual(
      expect.objectContaining({ phase: 'uploading', transferred: 0.4 }),
    );
  });

  it('uploads instantly with a proof of the byte range the server chose, sending no part', async () => {
    const { sent, hash, calls, deps, job, patches } = setUp(
      planOf({ proof: { start: 100, end: 65_635, nonce: 'c0'.repeat(32) } }),
    );
    await runUpload(job, deps);
    expect(sent).toEqual([]);
    expect(hash).toHaveBeenLastCalledWith(
      job.blob,
      expect.objectContaining({
        range: { start: 100, end: 65_635 },
        hmacKey: 'c0'.repeat(32),
      }),
    );
    expect(calls.complete).toHaveBeenCalledWith(
      expect.objectContaining({ proof: 'b'.repeat(32) }),
      job.signal,
    );
    expect(patches.at(-1)).toMatchObject({ phase: 'success', instant: true });
  });

  it('sends the parts when the proof proves nothing, then completes without it', async () => {
    const { sent, calls, deps, job, patches } = setUp(
      planOf({ proof: { start: 0, end: 99, nonce: 'c0'.repeat(32) } }),
    );
    vi.mocked(calls.complete).mockRejectedValueOnce(
      new ApiError('business', ERRORS.uploadIncomplete.code, 'send the parts'),
    );
    await runUpload(job, deps);
    expect(sent.sort()).toEqual([1, 2, 3]);
    expect(calls.complete).toHaveBeenCalledTimes(2);
    expect(calls.complete).toHaveBeenLastCalledWith(
      expect.objectContaining({ proof: undefined }),
      job.signal,
    );
    expect(patches.at(-1)).toMatchObject({ phase: 'success' });
    expect(patches.at(-1)?.instant).toBeUndefined();
  });

  it('stops sending when the signal is aborted (pause) and creates nothing', async () => {
    const controller = new AbortController();
    const { calls, deps, job } = setUp(planOf());
    deps.partSender = () => async () => {
      controller.abort(new DOMException('paused', 'AbortError'));
      throw new DOMException('paused', 'AbortError');
    };
    await expect(runUpload({ ...job, signal: controller.signal }, deps)).rejects.toThrow('paused');
    expect(calls.complete).not.toHaveBeenCalled();
  });
});

describe('completion', () => {
  it('sends no part for an empty file', async () => {
    const { sent, calls, deps, job } = setUp(planOf({ partCount: 1 }));
    await runUpload({ ...job, blob: new Blob([]) }, deps);
    expect(sent).toEqual([]);
    expect(calls.complete).toHaveBeenCalledWith(
      expect.objectContaining({ fileSize: 0 }),
      job.signal,
    );
  });

  it('asks again while the server says the same upload is still being finished', async () => {
    const { calls, deps, job } = setUp(planOf());
    const busy = new ApiError('business', ERRORS.uploadBusy.code, 'busy');
    vi.mocked(calls.complete).mockRejectedValueOnce(busy).mockRejectedValueOnce(busy);
    const waits: number[] = [];
    deps.wait = async (ms) => {
      waits.push(ms);
    };
    await runUpload(job, deps);
    expect(calls.complete).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('gives up on other failures, such as a full storage', async () => {
    const { calls, deps, job } = setUp(planOf());
    const full = new ApiError('business', ERRORS.quotaExceeded.code, 'Not enough storage space');
    vi.mocked(calls.complete).mockRejectedValueOnce(full);
    await expect(runUpload(job, deps)).rejects.toBe(full);
  });
});
