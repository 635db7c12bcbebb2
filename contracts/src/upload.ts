import { z } from 'zod';
import { defineRoute } from './route';
import { DRIVE_LIMITS } from './drive-rules';
import { userFile } from './drive';
import { envelope } from './envelope';
import { UPLOAD_LIMITS } from './upload-rules';

/**
 * Resumable uploads (spec file space §3 Upload, §4 Upload item, §7; ARCHITECTURE §5).
 *
 * 1. The browser hashes the file (MD5, 1 MiB pieces) and asks `getUploadAuth` for a plan. Quota
 *    is reserved here; the same user, folder, name, size and MD5 resume the same upload.
 * 2. Every plan of a non-empty file carries `proof`: a byte range and a fresh nonce. The browser
 *    sends HMAC-SHA256(nonce, those bytes) to `createfile`; when the server holds the same
 *    content (and the caller may be checked against it) the entry is made without sending the
 *    file (instant upload). The plan is the same whether or not anyone holds the content.
 * 3. Otherwise (`uploadIncomplete` after the proof) parts go to `uploadpiecess` (local store,
 *    multipart POST) or straight to the bucket with URLs from `signUploadParts` (S3).
 *    `GET uploadpiecess` lists the parts already held.
 * 4. `createfile` assembles and verifies (size, MD5) and creates the entry; `cancelUpload` aborts
 *    and gives the reservation back.
 *
 * Details both sides rely on: an empty file needs no part (`createfile` may follow the plan at
 * once). Completing without the proof or the parts answers `uploadIncomplete`; so does a proof
 * that proves nothing (wrong, or no such content held, alike), and the upload carries on with
 * parts. Each plan's proof may be tried once. A file that is not the one declared (size, MD5)
 * ends the upload (`uploadVerifyFailed`: ask for a new plan). `uploadBusy`: another `createfile` of the same upload is running; ask again after
 * `UPLOAD_LIMITS.createRetryMs`. A name taken by the time the upload completes becomes "name(1)";
 * the entry answered has the final name.
 *
 * Small files (`fitsOneRequest`: at most `UPLOAD_LIMITS.oneRequestBytes`) may skip all of that:
 * `uploadfile` takes the declaration in its query and the bytes as its body, and answers the
 * entry (see `uploadFile` below).
 */
const fileSpace = { fileSpace: true, tags: ['upload'] } as const;

const uploadId = z.uuid('uploadNotFound');
const folderPath = z.string().min(1).max(DRIVE_LIMITS.pathMaxLength);
const md5 = z
  .string()
  .regex(/^[0-9a-f]{32}$/i, 'md5Invalid')
  .transform((value) => value.toLowerCase());
const fileSize = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const uploadedPart = z.object({
  partNumber: z.number().int(),
  size: z.number().int(),
  /** The store's tag for the part (S3 ETag); completion names parts by it. */
  etag: z.string(),
});
export type UploadedPart = z.output<typeof uploadedPart>;

export const uploadPlan = z.object({
  uploadId: z.string(),
  /** The object key the bytes will be stored under. */
  objectName: z.string(),
  /** The bucket on S3; empty for the local store. */
  bucketName: z.string(),
  /** The name the file will have (spec: the authorization returns FileName). */
  FileName: z.string(),
  store: z.enum(['local', 's3']),
  partSize: z.number().int(),
  partCount: z.number().int(),
  /** Parts already held: a resumed upload sends only the others. */
  uploadedParts: z.array(uploadedPart),
  /**
   * What an instant upload must prove (null for an empty file): HMAC-SHA256 keyed with the bytes
   * of `nonce` (hex) over bytes `start` to `end`, both inclusive as in HTTP ranges, i.e. over
   * `file.slice(start, end + 1)` (the whole file when it is small).
   */
  proof: z.object({ start: z.number().int(), end: z.number().int(), nonce: z.string() }).nullable(),
});
export type UploadPlan = z.output<typeof uploadPlan>;

export const getUploadAuth = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/getUploadAuth',
  summary:
    'Plan an upload into filePath: reserves quota, resumes an unfinished upload of the same file, ' +
    'asks for a proof of possession that may complete it instantly',
  body: z.object({
    fileName: z.string().max(1000),
    filePath: folderPath,
    fileSize,
    identifier: md5,
  }),
  data: uploadPlan,
});

export const testUploadParts = defineRoute({
  ...fileSpace,
  method: 'GET',
  path: '/api/resources/uploadpiecess',
  summary: 'The chunk test: which parts of an upload the server already holds',
  query: z.object({ uploadId }),
  data: z.object({ uploadedParts: z.array(uploadedPart) }),
});

/**
 * `POST /api/resources/uploadpiecess`, multipart/form-data: fields `uploadId` and `partNumber`,
 * then the part as the file field `file`. Local store only; answers an `UploadedPart`.
 */
export const UPLOAD_PART_PATH = '/api/resources/uploadpiecess';

export const signUploadParts = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/signUploadParts',
  summary: 'S3 only: presigned URLs that PUT the given parts straight to the bucket',
  body: z.object({
    uploadId,
    partNumbers: z
      .string()
      .transform((text) => text.split(',').map((value) => Number(value.trim())))
      .pipe(z.array(z.number().int().min(1).max(10_000)).min(1).max(100)),
  }),
  data: z.object({
    parts: z.array(z.object({ partNumber: z.number().int(), url: z.string() })),
    expiresAt: z.string(),
  }),
});

export const createFile = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/createfile',
  summary:
    'Finish an upload (fileId is the uploadId): parts assembled, size and MD5 verified, the entry ' +
    'created, missing folders of filePath made. With isDir 1, makes the folder filePath/fileName.',
  body: z.object({
    /** Checked against the plan when sent: a different size ends the upload (uploadVerifyFailed). */
    fileSize: fileSize.optional(),
    fileId: uploadId.optional(),
    fileName: z.string().max(1000),
    isDir: z.coerce.number().int().min(0).max(1).default(0),
    filePath: folderPath,
    /** The objectName of the plan; checked when sent. */
    fileUrl: z.string().max(1000).optional(),
    /** Instant upload: HMAC-SHA256 (hex) of the plan's `proof` range under its nonce. */
    proof: z
      .string()
      .regex(/^[0-9a-f]{64}$/i)
      .transform((value) => value.toLowerCase())
      .optional(),
  }),
  data: userFile,
});

/**
 * One request for a file that fits one part: the plan, the bytes, the check of size and MD5 and
 * the entry at once. The body is the file's bytes, `Content-Type: application/octet-stream`, with
 * the declaration (as `getUploadAuth` takes it) in the query. Quota is counted as at a plan, and
 * the name rules, free-name variants ("name(1)") and missing folders are those of `createfile`.
 * The bytes are always sent, so nothing about content others hold is looked at or told. Refused:
 * a declared size over the limit (`uploadTooLargeForOneRequest`), a body whose size or MD5 is not
 * the declared one (`uploadVerifyFailed`; nothing is kept), a quota it would pass.
 */
export const uploadFile = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/uploadfile',
  summary:
    'Upload a small file in one request (body: its bytes): size and MD5 verified, the entry ' +
    'created in filePath under its name or a free variant, missing folders made',
  query: z.object({
    fileName: z.string().max(1000),
    filePath: folderPath,
    fileSize,
    identifier: md5,
  }),
  data: userFile,
});

/** The body type `uploadfile` reads: the file's bytes, as they are. */
export const UPLOAD_FILE_BODY_TYPE = 'application/octet-stream';

/** One file of an `uploadfiles` request, declared as `uploadfile` takes it in its query. */
export const groupedFile = z.object({
  fileName: z.string().max(1000),
  filePath: folderPath,
  fileSize,
  identifier: md5,
});
export type GroupedFile = z.output<typeof groupedFile>;

/** The `files` field of an `uploadfiles` request: its files' declarations, in the parts' order. */
export const groupedFiles = z
  .array(groupedFile)
  .min(1)
  .max(UPLOAD_LIMITS.groupFiles)
  .refine(
    (files) => files.reduce((bytes, file) => bytes + file.fileSize, 0) <= UPLOAD_LIMITS.groupBytes,
  );

/** The multipart field names of `uploadfiles`: the declarations first, then a `file` per file. */
export const UPLOAD_FILES_FIELDS = { declarations: 'files', file: 'file' } as const;

/**
 * Several small files in one request (decision 073): `multipart/form-data` with the field
 * `files` (JSON, `groupedFiles`), then each file's bytes as a part named `file`, in the same
 * order. Each file is checked and recorded as `uploadfile` would, and answers for itself: the
 * data is one envelope per declared file, in order, with its entry or its own translated refusal,
 * so one file refused (a wrong MD5, a quota passed) does not fail the others. Files are recorded
 * only once the whole body has arrived: a request cut off keeps nothing, and sending it again
 * makes no copies. The group is refused as a whole (`parameterError`) when the declarations are
 * missing or invalid, declare more than `UPLOAD_LIMITS.groupBytes`, or are followed by more parts
 * than they declare; a declared file whose part never came is refused alone.
 */
export const uploadFiles = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/uploadfiles',
  summary:
    'Upload several small files in one request (multipart: `files` declarations, then a `file` ' +
    'part each): each verified and recorded as by uploadfile, each answered on its own',
  data: z.array(envelope(userFile.nullable())),
});

export const cancelUpload = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/cancelUpload',
  summary: 'Abort an unfinished upload: parts erased, reserved quota given back',
  body: z.object({ uploadId }),
  data: z.null(),
});
