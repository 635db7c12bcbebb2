import { z } from 'zod';
import { pageFields, paged, paginationQuery } from './pagination';
import { defineRoute } from './route';
import { DRIVE_LIMITS } from './drive-rules';

/**
 * The file-space calls (spec file space §7). POST bodies arrive form-encoded, so numbers are
 * coerced and lists of files travel as JSON text in `files`.
 */
const fileSpace = { fileSpace: true, tags: ['drive'] } as const;

const id = z.uuid('fileNotFound');
const folderPath = z.string().min(1).max(DRIVE_LIMITS.pathMaxLength);
/** `files` as the spec sends it: JSON text of `[{ userFileId }]`. */
const fileList = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'files must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.object({ userFileId: id }))
      .min(1, 'nothingSelected')
      .max(1000),
  );

export const userFile = z.object({
  userFileId: z.string(),
  fileId: z.string().nullable(),
  fileName: z.string(),
  extendName: z.string(),
  isDir: z.union([z.literal(0), z.literal(1)]),
  fileSize: z.number(),
  filePath: z.string(),
  file_type: z.number().int(),
  uploadTime: z.string(),
  updateTime: z.string(),
  deleteFlag: z.number().int(),
  deleteTime: z.string().nullable(),
  deleteBatchNum: z.string().nullable(),
});
export type UserFile = z.output<typeof userFile>;

export const SORT_FIELDS = ['name', 'size', 'time'] as const;

export const getFileList = defineRoute({
  ...fileSpace,
  method: 'GET',
  path: '/api/file/getfilelist',
  summary: 'One folder (fileType 0, filePath) or one category across the account (fileType 1–5)',
  query: z.object({
    filePath: folderPath.default('/'),
    fileType: z.coerce.number().int().min(0).max(5).default(0),
    orderBy: z.enum(SORT_FIELDS).default('name'),
    order: z.enum(['asc', 'desc']).default('asc'),
    ...pageFields,
  }),
  data: paged(userFile),
});

export const selectFileByFileType = defineRoute({
  ...fileSpace,
  method: 'GET',
  path: '/api/file/selectfilebyfiletype',
  summary: 'Files of one category (1 image, 2 document, 3 video, 4 audio, 5 other)',
  query: z.object({ fileType: z.coerce.number().int().min(1).max(5), ...pageFields }),
  data: paged(userFile),
});

export interface FolderNode {
  id: string;
  label: string;
  filePath: string;
  children: FolderNode[];
}
export const folderNode: z.ZodType<FolderNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    label: z.string(),
    filePath: z.string(),
    children: z.array(folderNode),
  }),
);

export const getFileTree = defineRoute({
  ...fileSpace,
  method: 'GET',
  path: '/api/file/getfiletree',
  summary: 'Every folder of the account as one tree under the root "/"',
  data: folderNode,
});

export const createFolder = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/createFold',
  summary: 'New folder named fileName in filePath',
  body: z.object({ fileName: z.string().max(1000), filePath: folderPath }),
  data: userFile,
});

export const renameFile = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/renamefile',
  summary: 'Rename a file (name with its extension) or a folder',
  body: z.object({ userFileId: id, fileName: z.string().max(1000) }),
  data: userFile,
});

export const moveFile = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/movefile',
  summary: 'Move a file or folder into filePath',
  body: z.object({ userFileId: id, filePath: folderPath }),
  data: userFile,
});

export const batchMoveFile = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/batchmovefile',
  summary: 'Move several files and folders into filePath',
  body: z.object({ files: fileList, filePath: folderPath }),
  data: z.object({ moved: z.number().int() }),
});

export const copyFile = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/copyfile',
  summary: 'Copy a file or a whole folder into filePath (adds references, counts against quota)',
  body: z.object({ userFileId: id, filePath: folderPath }),
  data: userFile,
});

export const deleteFile = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/deletefile',
  summary: 'Move a file or folder, with everything under it, to the recycle bin',
  body: z.object({ userFileId: id }),
  data: z.object({ deleteBatchNum: z.string() }),
});

export const batchDeleteFile = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/batchdeletefile',
  summary: 'Move several items to the recycle bin, one batch each',
  body: z.object({ files: fileList }),
  data: z.object({ deleted: z.number().int() }),
});

export const fileDetail = defineRoute({
  ...fileSpace,
  method: 'GET',
  path: '/api/file/detail',
  summary: 'One file or folder',
  query: z.object({ userFileId: id }),
  data: userFile,
});

export const searchFiles = defineRoute({
  ...fileSpace,
  method: 'GET',
  path: '/api/file/search',
  summary: 'Files and folders whose name contains fileName (any script, case-insensitive)',
  query: z.object({
    fileName: z.string().trim().min(1, 'fileNameRequired').max(255),
    ...pageFields,
  }),
  data: paged(userFile.extend({ highlightFields: z.string() })),
});

export const getStorage = defineRoute({
  ...fileSpace,
  method: 'GET',
  path: '/api/filetransfer/getstorage',
  summary: 'Bytes used and allowed',
  data: z.object({ storageSize: z.number(), totalStorageSize: z.number() }),
});

const recoveryIds = z.object({ recoveryFileIds: fileList });

export const listRecycleBin = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/recoveryfile/list',
  summary: 'The top item of every deleted batch, newest first',
  body: paginationQuery,
  data: paged(userFile),
});

export const restoreRecycled = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/recoveryfile/restorerecoveryfile',
  summary:
    'Restore batches into their folders (missing parents recreated, clashes renamed "name(1)")',
  body: recoveryIds,
  data: z.object({ restored: z.number().int() }),
});

export const deleteRecycled = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/recoveryfile/deleterecoveryfile',
  summary: 'Erase batches for good',
  body: recoveryIds,
  data: z.object({ erased: z.number().int() }),
});

export const batchDeleteRecycled = defineRoute({
  ...deleteRecycled,
  path: '/api/recoveryfile/batchdelete',
  summary: 'Erase several batches for good (deletion mode 2)',
});

export const emptyTrash = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/emptyTrash',
  summary: 'Erase everything in the recycle bin',
  data: z.object({ erased: z.number().int() }),
});

export const getDownloadAuth = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/getDownloadAuth',
  summary:
    'A short-lived download address: the file itself, or for folders and several files a zip ' +
    'streamed as it is made (names in UTF-8, ZIP64 past 4 GB)',
  body: z.union([z.object({ ossFileId: id }), z.object({ fileIds: fileList })]),
  data: z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() }),
});

/**
 * `GET /api/filetransfer/preview?userFileId=…&isMin=1` answers bytes, not JSON: the file for the
 * previewers (ranges for audio and video), or with `isMin` a small JPEG thumbnail of an image.
 * HTML, SVG and unknown types are always attachments, never rendered from Qiao's origin.
 */
export const PREVIEW_PATH = '/api/filetransfer/preview';
/** Signed downloads of the local store and zips: `GET` with the token getDownloadAuth gave. */
export const DOWNLOAD_PATH = '/api/filetransfer/download';

export const setUserQuota = defineRoute({
  method: 'POST',
  path: '/api/admin/setUserQuota',
  summary: "Change a user's storage allowance in bytes (admins only)",
  tags: ['admin'],
  permission: ['manage', 'User'],
  body: z.object({ uid: z.uuid('fileNotFound'), totalStorageSize: z.coerce.number().int().min(0) }),
  data: z.object({ storageSize: z.number(), totalStorageSize: z.number() }),
});
