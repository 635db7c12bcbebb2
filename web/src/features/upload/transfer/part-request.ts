/**
 * One part on the wire. XMLHttpRequest rather than fetch because only it reports upload progress,
 * which the speed and progress bar need while a part is in flight.
 */
export interface PartRequest {
  url: string;
  method: 'POST' | 'PUT';
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  /** Cookies go to Qiao's own part endpoint, never to the bucket. */
  withCredentials: boolean;
  /** Bytes of this request's body sent so far. */
  onProgress?: (loaded: number) => void;
  signal?: AbortSignal;
}

export interface PartResponse {
  status: number;
  text: string;
  etag: string | null;
}

/** The connection failed or stalled: the upload resumes from its checkpoint once back online. */
export class PartNetworkError extends Error {
  override readonly name = 'PartNetworkError';
  readonly timedOut: boolean;
  constructor(timedOut: boolean) {
    super(timedOut ? 'part upload stalled' : 'part upload failed');
    this.timedOut = timedOut;
  }
}

/** Spec §9: network timeouts 60 s. A part that sends nothing for this long counts as cut off. */
export const PART_STALL_MS = 60_000;

export function sendPart(request: PartRequest): Promise<PartResponse> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const watchStall = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        cleanUp();
        xhr.abort();
        reject(new PartNetworkError(true));
      }, PART_STALL_MS);
    };
    const onAbort = () => {
      cleanUp();
      xhr.abort();
      reject(signal?.reason);
    };
    const cleanUp = () => {
      clearTimeout(stallTimer);
      signal?.removeEventListener('abort', onAbort);
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    xhr.open(request.method, request.url);
    xhr.withCredentials = request.withCredentials;
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      watchStall();
      request.onProgress?.(event.loaded);
    };
    xhr.onload = () => {
      cleanUp();
      resolve({ status: xhr.status, text: xhr.responseText, etag: xhr.getResponseHeader('ETag') });
    };
    xhr.onerror = () => {
      cleanUp();
      reject(new PartNetworkError(false));
    };
    watchStall();
    xhr.send(request.body);
  });
}
