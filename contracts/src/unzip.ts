import { z } from 'zod';
import { defineRoute } from './route';
import { DRIVE_LIMITS, splitFileName } from './drive-rules';

/**
 * Unzip (spec file space §2 unzip dialog, §3 unzip request, §4 Unzip, §7 /file/unzipfile;
 * ARCHITECTURE §5). `unzipfile` only queues the work and answers a task id; the browser then asks
 * `unziptask` for the state until it is `done` or `failed`. The task lives in the database, so any
 * instance answers and a restart loses nothing; the extraction runs on the jobs worker.
 *
 * Modes: 0 unpacks into the archive's own folder, 1 into a new folder named after the archive
 * ("name(1)" when that name is taken), 2 into `filePath`, which the user picked in a folder tree.
 * Names already taken inside the target get free names "name(1)" as uploads do; folders merge.
 */
const fileSpace = { fileSpace: true, tags: ['unzip'] } as const;

export const UNZIP_MODES = { here: 0, newFolder: 1, chosen: 2 } as const;
export type UnzipMode = (typeof UNZIP_MODES)[keyof typeof UNZIP_MODES];

/** Extensions the context menu offers unzip for (spec §2: zip, rar, 7z, tar, gz; and tgz). */
export const UNZIP_EXTENSIONS = ['zip', 'rar', '7z', 'tar', 'gz', 'tgz'] as const;

export type ArchiveKind = 'zip' | 'rar' | '7z' | 'tar' | 'tgz' | 'gz';

const MIB = 1024 * 1024;

/** What one unzip may unpack. Each is checked on declared sizes first, then on real bytes. */
export const UNZIP_LIMITS = {
  /** Files and folders in one archive. */
  maxEntries: 10_000,
  /** Unpacked bytes of one archive, whatever the quota left (it is never passed either). */
  maxTotalBytes: 4 * 1024 * MIB,
  /** 7z and rar are unpacked in memory (7-Zip in WebAssembly), so they get a smaller cap. */
  maxInMemoryBytes: 512 * MIB,
  /** Unpacked ÷ packed, per entry and for the whole archive; beyond it is taken for a zip bomb. */
  maxCompressionRatio: 100,
  /** Ratios are only judged past this many unpacked bytes: tiny files compress wildly and harmlessly. */
  ratioFloorBytes: 1 * MIB,
  /** How often the dialog asks for progress. */
  pollMs: 500,
} as const;

/** The archive kind of a file by its name and extension, or undefined when unzip is not offered. */
export function archiveKindOf(fileName: string, extension: string): ArchiveKind | undefined {
  const ext = extension.toLowerCase();
  if (ext === 'gz') return fileName.toLowerCase().endsWith('.tar') ? 'tgz' : 'gz';
  return (UNZIP_EXTENSIONS as readonly string[]).includes(ext)
    ? ext === 'tgz'
      ? 'tgz'
      : (ext as ArchiveKind)
    : undefined;
}

/** The folder name mode 1 makes: "课文.tar.gz" → "课文", "notes.zip" → "notes". */
export function unzipFolderName(fileName: string, extension: string): string {
  const kind = archiveKindOf(fileName, extension);
  if (kind === 'tgz' && extension.toLowerCase() === 'gz') return splitFileName(fileName).name;
  return fileName;
}

export const UNZIP_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type UnzipState = (typeof UNZIP_STATES)[number];

const folderPath = z.string().min(1).max(DRIVE_LIMITS.pathMaxLength);

export const unzipFile = defineRoute({
  ...fileSpace,
  method: 'POST',
  path: '/api/file/unzipfile',
  summary:
    'Queue unpacking an archive (zip, rar, 7z, tar, gz, tgz): mode 0 next to it, 1 into a new ' +
    'folder named after it, 2 into filePath; answers the task to follow',
  body: z
    .object({
      unzipMode: z.coerce
        .number()
        .int()
        .refine((mode) => mode === 0 || mode === 1 || mode === 2, 'unzipMode')
        .transform((mode) => mode as UnzipMode),
      userFileId: z.uuid('fileNotFound'),
      filePath: folderPath.optional(),
    })
    .refine((body) => body.unzipMode !== 2 || body.filePath !== undefined, {
      message: 'filePath',
      path: ['filePath'],
    }),
  data: z.object({ taskId: z.string() }),
});

export const unzipTask = z.object({
  taskId: z.string(),
  state: z.enum(UNZIP_STATES),
  /** Entries unpacked so far, of `entriesTotal` (null while a tar stream is still being read). */
  entriesDone: z.number().int(),
  entriesTotal: z.number().int().nullable(),
  /** The folder the files went into (mode 1: the new folder's path). */
  targetPath: z.string(),
  /** On failure: the catalogue code and its message in the caller's language. */
  errorCode: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type UnzipTask = z.output<typeof unzipTask>;

export const getUnzipTask = defineRoute({
  ...fileSpace,
  method: 'GET',
  path: '/api/file/unziptask',
  summary: 'State and progress of an unzip task of the caller',
  query: z.object({ taskId: z.uuid('unzipTaskNotFound') }),
  data: unzipTask,
});
