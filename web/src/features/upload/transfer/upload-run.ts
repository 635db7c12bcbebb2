import type { UserFile } from '@qiao/contracts/drive';
import { ERRORS } from '@qiao/contracts/errors';
import type { UploadPlan } from '@qiao/contracts/upload';
import { expectedPartSize, UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';
import type { HashFile } from '../hash/hash-in-worker';
import { ApiError } from '../../../api/api-error';
import { wait, type oneAtATime, type Wait } from '../rules/one-at-a-time';
import type { UploadTrack } from '../rules/upload-track';
import { localPartSender, s3PartSender, type SendOnePart } from './part-senders';
import type { UploadCalls } from './upload-calls';

export interface UploadDeps {
  hash: HashFile;
  calls: UploadCalls;
  /** Only one file record is created at a time (spec §4). */
  createGate: ReturnType<typeof oneAtATime>;
  /** Which sender a plan's parts go through; the real ones by default. */
  partSender?: (plan: UploadPlan, missing: readonly number[]) => SendOnePart;
  /** How to wait before asking again; tests pass a quicker one. */
  wait?: Wait;
}

export interface UploadJob {
  blob: Blob;
  fileName: string;
  /** The folder the file goes into. */
  folder: string;
  /** What an earlier run left: the MD5, so a resume does not hash again. */
  md5?: string;
  update: (patch: Partial<UploadTrack>) => void;
  /** Bytes that reached the server since the last call, for the speed. */
  onBytes: (bytes: number) => void;
  /** The plan is in: the upload can be remembered and resumed from here. */
  onPlan: (plan: UploadPlan) => void;
  signal: AbortSignal;
}

function defaultSender(calls: UploadCalls) {
  return (plan: UploadPlan, missing: readonly number[]) =>
    plan.store === 's3' ? s3PartSender(plan, missing, calls) : localPartSender(plan.uploadId);
}

/** Runs `work` on every item, at most `limit` at a time; the first failure stops the rest. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * One file, start to end (spec §4, contract `upload.ts`): hash, ask for the plan, then either
 * prove possession (instant upload) or send the parts the server does not hold, then create the
 * entry. Run again after a pause or failure, it asks for the plan again and sends only what is
 * missing. Aborting the signal stops it wherever it is.
 */
export async function runUpload(job: UploadJob, deps: UploadDeps): Promise<void> {
  const { blob, signal, update } = job;
  let md5 = job.md5;
  if (!md5) {
    update({ phase: 'hashing', hashed: null });
    let shownPercent = -1;
    md5 = await deps.hash(blob, {
      signal,
      onProgress: (share) => {
        // One state change per whole percent, not per MiB of a 2 GB file.
        const percent = Math.floor(share * 100);
        if (percent === shownPercent) return;
        shownPercent = percent;
        update({ hashed: share });
      },
    });
    update({ md5 });
  }

  update({ phase: 'planning' });
  const plan = await deps.calls.plan(
    { fileName: job.fileName, filePath: job.folder, fileSize: blob.size, identifier: md5 },
    signal,
  );
  job.onPlan(plan);
  const size = blob.size;
  const held = plan.uploadedParts.reduce((total, part) => total + part.size, 0);
  update({ phase: 'uploading', uploadId: plan.uploadId, transferred: size ? held / size : 0 });

  const complete = async (proof?: string): Promise<UserFile> => {
    const input = {
      fileSize: size,
      fileId: plan.uploadId,
      fileName: plan.FileName,
      isDir: 0,
      filePath: job.folder,
      fileUrl: plan.objectName,
      proof,
    };
    for (;;) {
      try {
        return await deps.createGate(() => deps.calls.complete(input, signal), signal);
      } catch (error) {
        // Another tab or instance is finishing this very upload: ask again shortly (contract).
        const busy = error instanceof ApiError && error.code === ERRORS.uploadBusy.code;
        if (!busy) throw error;
        await (deps.wait ?? wait)(UPLOAD_LIMITS.createRetryMs, signal);
      }
    }
  };

  if (plan.proof) {
    // Proving possession costs one range read: when the server holds the same bytes (and may
    // check them), the entry is made at once; otherwise it asks for the parts, as for any file.
    const { start, end, nonce } = plan.proof;
    const proof = await deps.hash(blob, { range: { start, end }, hmacKey: nonce, signal });
    try {
      const userFile = await complete(proof);
      update({ phase: 'success', userFile, instant: true, transferred: 1, speed: 0 });
      return;
    } catch (error) {
      const sendParts = error instanceof ApiError && error.code === ERRORS.uploadIncomplete.code;
      if (!sendParts) throw error;
    }
  }

  const heldNumbers = new Set(plan.uploadedParts.map((part) => part.partNumber));
  const missing: number[] = [];
  // An empty file needs no part: it is completed straight after the plan.
  for (let number = 1; size > 0 && number <= plan.partCount; number += 1) {
    if (!heldNumbers.has(number)) missing.push(number);
  }
  const send = (deps.partSender ?? defaultSender(deps.calls))(plan, missing);
  let done = held;
  const inFlight = new Map<number, number>();
  const report = () => {
    const moving = [...inFlight.values()].reduce((total, loaded) => total + loaded, 0);
    update({ transferred: size ? Math.min(1, (done + moving) / size) : 1 });
  };

  await inParallel(missing, UPLOAD_LIMITS.partsInFlight, async (partNumber) => {
    signal.throwIfAborted();
    const start = (partNumber - 1) * plan.partSize;
    const body = blob.slice(start, start + expectedPartSize(size, plan.partSize, partNumber));
    inFlight.set(partNumber, 0);
    try {
      await send({
        partNumber,
        body,
        signal,
        onProgress: (loaded) => {
          // The form around a local part adds a few bytes; never count more than the part.
          const counted = Math.min(loaded, body.size);
          job.onBytes(counted - (inFlight.get(partNumber) ?? 0));
          inFlight.set(partNumber, counted);
          report();
        },
      });
      job.onBytes(body.size - (inFlight.get(partNumber) ?? 0));
      done += body.size;
    } finally {
      inFlight.delete(partNumber);
      report();
    }
  });

  update({ phase: 'completing', transferred: 1 });
  const userFile = await complete();
  update({ phase: 'success', userFile, speed: 0 });
}
