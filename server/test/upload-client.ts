import { createHash, createHmac } from 'node:crypto';
import type { UserFile } from '@qiao/contracts/drive';
import { UPLOAD_PART_PATH, type UploadedPart, type UploadPlan } from '@qiao/contracts/upload';
import { expectedPartSize } from '@qiao/contracts/upload-rules';
import { driveClient, type Answer } from './drive-client';
import type { TestServer } from './test-server';

export const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** Bytes that differ everywhere (a counter mixed in), so a misplaced part changes the MD5. */
export function testBytes(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + seed * 7 + (i >> 10)) & 0xff;
  return bytes;
}

export interface LocalFile {
  fileName: string;
  filePath: string;
  bytes: Buffer;
}

/** The bytes part `partNumber` of `bytes` has under `plan`. */
export function partOf(plan: UploadPlan, bytes: Buffer, partNumber: number): Buffer {
  const start = (partNumber - 1) * plan.partSize;
  return bytes.subarray(start, start + expectedPartSize(bytes.length, plan.partSize, partNumber));
}

/**
 * The upload panel's calls, as the browser makes them: plan, parts (multipart POST through Qiao,
 * or PUT to signed S3 URLs), chunk test, completion, cancel.
 */
export function uploadClient(server: TestServer, cookie: string) {
  const drive = driveClient(server, cookie);
  const client = {
    drive,
    auth(file: LocalFile, declared: { fileSize?: number; md5?: string } = {}) {
      return drive.post<UploadPlan>('/api/file/getUploadAuth', {
        fileName: file.fileName,
        filePath: file.filePath,
        fileSize: declared.fileSize ?? file.bytes.length,
        identifier: declared.md5 ?? md5Of(file.bytes),
      });
    },
    held(uploadId: string) {
      return drive.get<{ uploadedParts: UploadedPart[] }>(UPLOAD_PART_PATH, { uploadId });
    },
    /** Through Qiao's part endpoint: multipart/form-data, fields first, then the part. */
    async postPart(uploadId: string, partNumber: number, bytes: Buffer, headers = {}) {
      const form = new FormData();
      form.append('uploadId', uploadId);
      form.append('partNumber', String(partNumber));
      form.append('file', new Blob([new Uint8Array(bytes)]), 'blob');
      const response = await fetch(server.baseUrl + UPLOAD_PART_PATH, {
        method: 'POST',
        headers: { cookie, origin: server.baseUrl, ...headers },
        body: form,
      });
      return { status: response.status, ...((await response.json()) as Answer<UploadedPart>) };
    },
    sign(uploadId: string, partNumbers: number[]) {
      return drive.post<{ parts: { partNumber: number; url: string }[]; expiresAt: string }>(
        '/api/file/signUploadParts',
        { uploadId, partNumbers: partNumbers.join(',') },
      );
    },
    /** One part by the plan's way: Qiao's endpoint on disk, a signed PUT on S3. */
    async sendPart(plan: UploadPlan, partNumber: number, bytes: Buffer) {
      if (plan.store === 'local') {
        const answer = await client.postPart(plan.uploadId, partNumber, bytes);
        if (!answer.success) throw new Error(`part ${partNumber}: ${answer.message}`);
        return;
      }
      const signed = await client.sign(plan.uploadId, [partNumber]);
      if (!signed.success) throw new Error(`sign ${partNumber}: ${signed.message}`);
      const response = await fetch(signed.data.parts[0]!.url, {
        method: 'PUT',
        body: new Uint8Array(bytes),
      });
      if (!response.ok) throw new Error(`PUT part ${partNumber}: ${response.status}`);
    },
    /** Sends the given parts of `bytes` (all by default), in the given order. */
    async sendParts(plan: UploadPlan, bytes: Buffer, order?: number[]) {
      const numbers = order ?? Array.from({ length: plan.partCount }, (_, i) => i + 1);
      for (const n of numbers) await client.sendPart(plan, n, partOf(plan, bytes, n));
    },
    complete(plan: UploadPlan, file: LocalFile, extra: Record<string, string | number> = {}) {
      return drive.post<UserFile>('/api/file/createfile', {
        fileId: plan.uploadId,
        fileName: file.fileName,
        filePath: file.filePath,
        fileSize: file.bytes.length,
        isDir: 0,
        fileUrl: plan.objectName,
        ...extra,
      });
    },
    makeFolder(filePath: string, fileName: string) {
      return drive.post<UserFile>('/api/file/createfile', { filePath, fileName, isDir: 1 });
    },
    cancel(uploadId: string) {
      return drive.post<null>('/api/file/cancelUpload', { uploadId });
    },
    storage() {
      return drive.get<{ storageSize: number; totalStorageSize: number }>(
        '/api/filetransfer/getstorage',
      );
    },
    /** Plan, all parts, completion: the whole journey of one file. */
    async upload(file: LocalFile) {
      const plan = await client.auth(file);
      if (!plan.success) throw new Error(`auth: ${plan.message}`);
      await client.sendParts(plan.data, file.bytes);
      return client.complete(plan.data, file);
    },
  };
  return client;
}

/**
 * What a browser holding `bytes` sends for the plan's proof: HMAC-SHA256 of the named range under
 * the plan's fresh nonce (a plan without a nonce, as older servers made, takes the range's MD5).
 */
export function proofFor(plan: UploadPlan, bytes: Buffer): string {
  if (!plan.proof) throw new Error('the plan offers no instant upload');
  const range = bytes.subarray(plan.proof.start, plan.proof.end + 1);
  const { nonce } = plan.proof as { nonce?: string };
  return nonce
    ? createHmac('sha256', Buffer.from(nonce, 'hex')).update(range).digest('hex')
    : md5Of(range);
}
