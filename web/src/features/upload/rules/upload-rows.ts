import type { UserFile } from '@qiao/contracts/drive';
import { folderProgress } from './upload-progress';
import { combinedStatus, statusOf, type UploadStatus } from './upload-status';
import type { UploadTrack } from './upload-track';

/** One file as the panel sees it. */
export interface UploadEntry {
  id: string;
  name: string;
  size: number;
  /** ISO time the file was added. */
  addedAt: string;
  /** Files picked or dropped inside one folder share the batch, and one row. */
  batchId: string;
  /** The folder's name for a folder batch; undefined for a loose file. */
  folderName?: string;
  track: UploadTrack;
}

export interface UploadRow {
  key: string;
  fileIds: string[];
  name: string;
  isFolder: boolean;
  size: number;
  addedAt: string;
  status: UploadStatus;
  progress: number;
  speed: number;
  /** Share hashed, for "checking MD5 n%". */
  hashed: number;
  instant: boolean;
  error?: string;
  /** The created entry of a single file, which "delete" sends to the recycle bin. */
  userFile?: UserFile;
}

function rowOf(key: string, entries: UploadEntry[]): UploadRow {
  const [first] = entries as [UploadEntry, ...UploadEntry[]];
  const isFolder = first.folderName !== undefined;
  const statuses = entries.map((entry) => statusOf(entry.track));
  const status = combinedStatus(statuses);
  const hashing = entries.find((entry) => entry.track.phase === 'hashing');
  return {
    key,
    fileIds: entries.map((entry) => entry.id),
    name: first.folderName ?? first.name,
    isFolder,
    size: entries.reduce((total, entry) => total + entry.size, 0),
    addedAt: first.addedAt,
    status,
    progress: folderProgress(entries.map((entry) => entry.track.progress)),
    speed: entries.reduce((total, entry) => total + entry.track.speed, 0),
    hashed: hashing?.track.hashed ?? 0,
    instant: entries.every((entry) => entry.track.instant),
    error: entries.find((entry) => entry.track.error)?.track.error,
    userFile: isFolder ? undefined : first.track.userFile,
  };
}

/** Rows in the order files were added: a loose file is its own row, a folder's files one row. */
export function uploadRows(entries: readonly UploadEntry[]): UploadRow[] {
  const batches = new Map<string, UploadEntry[]>();
  for (const entry of entries) {
    const batch = batches.get(entry.batchId);
    if (batch) batch.push(entry);
    else batches.set(entry.batchId, [entry]);
  }
  return [...batches].map(([key, batch]) => rowOf(key, batch));
}

/** The two tabs (spec §2): finished rows are the successful ones, everything else is in progress. */
export function splitRows(rows: readonly UploadRow[]) {
  return {
    inProgress: rows.filter((row) => row.status !== 'success'),
    finished: rows.filter((row) => row.status === 'success'),
  };
}
