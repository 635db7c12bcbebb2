import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_PART_PATH, type UploadPlan } from '@qiao/contracts/upload';
import { expectedPartSize, UPLOAD_LIMITS } from '@qiao/contracts/upload-rules';

/** A file on disk and what the upload panel knows of it after hashing. */
export interface BenchFile {
  path: string;
  size: number;
  md5: string;
  name: string;
}

interface Envelope<T> {
  success: boolean;
  code: number;
  message: string;
  data: T;
}

/**
 * Bodies go through node:http, which streams a gigabyte at about 1 GB/s here; fetch sending a Blob
 * managed a quarter of that, and the client would have been what the figures measured.
 */
const agent = new http.Agent({ keepAlive: true });

function send(
  url: string,
  method: string,
  headers: http.OutgoingHttpHeaders,
  body: Readable,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    pipeline(body, request).catch(reject);
  });
}

/** The upload panel's calls to Qiao, made as the browser makes them (same origin, signed in). */
export function uploadCalls(baseUrl: string, cookie: string) {
  const headers = { cookie, origin: baseUrl, accept: 'application/json' };
  const answerOf = <T>(path: string, text: string): T => {
    const answer = JSON.parse(text) as Envelope<T>;
    if (!answer.success) throw new Error(`${path}: ${answer.code} ${answer.message}`);
    return answer.data;
  };
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(baseUrl + path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return answerOf<T>(path, await response.text());
  };
  return {
    plan: (file: BenchFile) =>
      post<UploadPlan>('/api/file/getUploadAuth', {
        fileName: file.name,
        filePath: '/',
        fileSize: file.size,
        identifier: file.md5,
      }),
    /**
     * Local store: multipart/form-data, the fields uploadId and partNumber, then the part as
     * `file`, framed byte for byte as a browser frames a FormData.
     */
    async part(plan: UploadPlan, partNumber: number, bytes: Buffer) {
      const boundary = `----QiaoBench${randomUUID()}`;
      const field = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const head = Buffer.from(
        field('uploadId', plan.uploadId) +
          field('partNumber', String(partNumber)) +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="part-${partNumber}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const { status, text } = await send(
        baseUrl + UPLOAD_PART_PATH,
        'POST',
        {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + bytes.length + tail.length,
        },
        Readable.from([head, bytes, tail]),
      );
      if (status !== 200) throw new Error(`part ${partNumber}: ${status} ${text}`);
      return answerOf(UPLOAD_PART_PATH, text);
    },
    complete: (plan: UploadPlan, file: BenchFile, proof?: string) =>
      post<{ fileSize: number }>('/api/file/createfile', {
        fileSize: file.size,
        fileId: plan.uploadId,
        fileName: plan.FileName,
        isDir: 0,
        filePath: '/',
        fileUrl: plan.objectName,
        proof,
      }),
  };
}

/**
 * The whole file through the part protocol, as the panel's runUpload sends it: the plan, then
 * every part read as a slice of the file, UPLOAD_LIMITS.partsInFlight at a time (each sender
 * takes the next part when its last one is answered), then the completion. Answers the time spent
 * sending parts and completing, in milliseconds.
 */
export async function uploadThroughParts(calls: ReturnType<typeof uploadCalls>, file: BenchFile) {
  const plan = await calls.plan(file);
  // Every plan offers a proof for instant upload; a fresh file skips it and sends its parts.
  if (plan.store !== 'local') throw new Error('expected an upload to the local disk');
  const handle = await fs.promises.open(file.path);
  const partsStart = performance.now();
  try {
    let next = 1;
    const sender = async () => {
      while (next <= plan.partCount) {
        const partNumber = next++;
        const length = expectedPartSize(file.size, plan.partSize, partNumber);
        const bytes = Buffer.alloc(length);
        await handle.read(bytes, 0, length, (partNumber - 1) * plan.partSize);
        await calls.part(plan, partNumber, bytes);
      }
    };
    await Promise.all(Array.from({ length: UPLOAD_LIMITS.partsInFlight }, sender));
  } finally {
    await handle.close();
  }
  const completeStart = performance.now();
  const entry = await calls.complete(plan, file);
  if (entry.fileSize !== file.size) throw new Error(`stored ${entry.fileSize} bytes`);
  return { partsMs: completeStart - partsStart, completeMs: performance.now() - completeStart };
}

/**
 * An upload of content the server holds: the plan, the proof of possession (HMAC-SHA256 of the
 * range it names under its nonce, as the panel's worker makes it), completion.
 */
export async function uploadInstantly(calls: ReturnType<typeof uploadCalls>, file: BenchFile) {
  const plan = await calls.plan(file);
  if (!plan.proof) throw new Error('the server offered no instant upload');
  const length = plan.proof.end - plan.proof.start + 1;
  const handle = await fs.promises.open(file.path);
  try {
    const { buffer } = await handle.read(Buffer.alloc(length), 0, length, plan.proof.start);
    const proof = createHmac('sha256', Buffer.from(plan.proof.nonce, 'hex')).update(buffer);
    await calls.complete(plan, file, proof.digest('hex'));
  } finally {
    await handle.close();
  }
}

/** The same bytes as one plain request: a PUT whose body is the whole file, streamed. */
export async function putWhole(url: string, file: BenchFile) {
  const body = fs.createReadStream(file.path, { highWaterMark: UPLOAD_LIMITS.localPartBytes });
  const { status } = await send(url, 'PUT', { 'content-length': file.size }, body);
  if (status < 200 || status >= 300) throw new Error(`PUT ${url}: ${status}`);
}
