import type { UserFile } from '@qiao/contracts/drive';

/**
 * Where one file's upload stands. The uploader writes it into the file's Uppy state; the panel
 * only reads it (through the rules beside this file).
 */
export type UploadPhase =
  | 'waiting'
  | 'hashing'
  | 'planning'
  | 'uploading'
  | 'completing'
  | 'paused'
  | 'success'
  | 'error'
  /** The file could not be read: shown for a moment, then cancelled (spec §4). */
  | 'unreadable';

export interface UploadTrack {
  phase: UploadPhase;
  /** Share of the file hashed so far, 0..1; null before the first piece is done. */
  hashed: number | null;
  /** MD5 of the whole file, kept so a resume does not hash again. */
  md5?: string;
  /** The checkpoint: the server's upload this file's parts belong to. */
  uploadId?: string;
  /** Share of the file's bytes the server holds, 0..1. */
  transferred: number;
  /** Spec progress, 0..1 (see `fileProgress`). */
  progress: number;
  /** Smoothed bytes per second; 0 when nothing moves. */
  speed: number;
  /** Created from content the server already held, without sending the bytes. */
  instant: boolean;
  /** Translated reason of the last failure. */
  error?: string;
  /** A cut connection resumes by itself when the browser is back online. */
  errorKind?: 'network' | 'server';
  /** The entry created, for "delete" on success. */
  userFile?: UserFile;
}

export const NEW_TRACK: UploadTrack = {
  phase: 'waiting',
  hashed: null,
  transferred: 0,
  progress: 0.1,
  speed: 0,
  instant: false,
};
