import { ERRORS } from '@qiao/contracts/errors';
import { toSpecCode } from '@qiao/contracts/languages';
import { UPLOAD_PART_PATH, type UploadPlan } from '@qiao/contracts/upload';
import { ApiError } from '../../../api/api-error';
import { LANGUAGE_HEADER } from '../../../api/build-request';
import type { UploadCalls } from './upload-calls';
import { sendPart } from './part-request';
import { apiHost, dataOfAnswer, uploadLanguage } from './sent-answer';

export interface PartToSend {
  partNumber: number;
  body: Blob;
  onProgress: (loaded: number) => void;
  signal: AbortSignal;
}

export type SendOnePart = (part: PartToSend) => Promise<void>;

/**
 * Local store: each part is a multipart POST to Qiao's part endpoint (fields uploadId and
 * partNumber, then the part as `file`), answered in the usual envelope.
 */
export function localPartSender(uploadId: string): SendOnePart {
  return async ({ partNumber, body, onProgress, signal }) => {
    const form = new FormData();
    form.append('uploadId', uploadId);
    form.append('partNumber', String(partNumber));
    form.append('file', body, `part-${partNumber}`);
    const response = await sendPart({
      url: `${apiHost}${UPLOAD_PART_PATH}`,
      method: 'POST',
      body: form,
      headers: { accept: 'application/json', [LANGUAGE_HEADER]: toSpecCode(uploadLanguage()) },
      withCredentials: true,
      onProgress,
      signal,
    });
    dataOfAnswer(response);
  };
}

/** A presigned URL is asked for again when it has less than this left. */
const URL_MARGIN_MS = 60_000;
/** The contract signs at most this many parts per call. */
const SIGN_BATCH = 100;

/**
 * S3: parts go straight to the bucket with presigned PUT URLs, asked for in batches of up to 100
 * of the parts still missing, and again for a batch whose URLs are about to expire.
 */
export function s3PartSender(
  plan: Pick<UploadPlan, 'uploadId'>,
  missing: readonly number[],
  calls: Pick<UploadCalls, 'sign'>,
): SendOnePart {
  const batches: number[][] = [];
  for (let index = 0; index < missing.length; index += SIGN_BATCH) {
    batches.push(missing.slice(index, index + SIGN_BATCH));
  }
  const signed = new Map<number, Promise<{ urls: Map<number, string>; expiresAt: number }>>();
  const sign = (batch: number, signal: AbortSignal) => {
    const fresh = (async () => {
      const answer = await calls.sign(plan.uploadId, batches[batch] ?? [], signal);
      return {
        urls: new Map(answer.parts.map((part) => [part.partNumber, part.url])),
        expiresAt: Date.parse(answer.expiresAt),
      };
    })();
    // A failed signing is forgotten, so the next part asks again.
    fresh.catch(() => signed.delete(batch));
    signed.set(batch, fresh);
    return fresh;
  };
  const urlFor = async (partNumber: number, signal: AbortSignal) => {
    const batch = batches.findIndex((numbers) => numbers.includes(partNumber));
    let urls = await (signed.get(batch) ?? sign(batch, signal));
    if (urls.expiresAt - Date.now() < URL_MARGIN_MS) urls = await sign(batch, signal);
    const url = urls.urls.get(partNumber);
    if (!url) throw new ApiError('unreadable', 0, ERRORS.uploadFailed.message[uploadLanguage()]);
    return url;
  };

  return async ({ partNumber, body, onProgress, signal }) => {
    const url = await urlFor(partNumber, signal);
    const response = await sendPart({
      url,
      method: 'PUT',
      body,
      withCredentials: false,
      onProgress,
      signal,
    });
    if (response.status >= 200 && response.status < 300) return;
    throw new ApiError('service', response.status, ERRORS.uploadFailed.message[uploadLanguage()]);
  };
}
