import type { Uppy } from '@uppy/core';
import type { UnfinishedUpload } from '../rules/unfinished-uploads';
import type { UploadTrack } from '../rules/upload-track';

/** What the panel keeps on each Uppy file besides the file itself. */
export type UploadMeta = {
  name: string;
  type: string;
  /** The folder the file goes into (the current folder joined with its relative folders). */
  folder: string;
  /** Files picked or dropped inside one folder share a batch, shown as one row. */
  batchId: string;
  /** That folder's name; absent for a loose file. */
  folderName?: string;
  /** ISO time the file was added. */
  addedAt: string;
};

export type UploadBody = Record<string, never>;

export type UploadUppy = Uppy<UploadMeta, UploadBody>;

/** The uploader plugin's state inside Uppy's store. */
export type UploaderState = {
  /** The panel shows while files are listed or the user has opened it. */
  open: boolean;
  tracks: Record<string, UploadTrack>;
  /** Files removed before they finished (by the user or after a read error). */
  cancelled: number;
  /** Uploads left unfinished by an earlier page, to add again. */
  leftBefore: UnfinishedUpload[];
};
