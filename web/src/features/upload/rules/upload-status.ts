import type { UploadTrack } from './upload-track';

/** What the panel says about a file or folder row (spec §4 Upload item). */
export type UploadStatus =
  | 'waiting'
  | 'computingMd5'
  | 'checkingMd5'
  | 'uploading'
  | 'paused'
  | 'success'
  | 'error'
  | 'unreadable';

export type UploadAction = 'pause' | 'resume' | 'retry' | 'remove' | 'delete';

export function statusOf(track: UploadTrack): UploadStatus {
  switch (track.phase) {
    case 'waiting':
      return 'waiting';
    case 'hashing':
      return track.hashed === null ? 'computingMd5' : 'checkingMd5';
    case 'planning':
    case 'uploading':
    case 'completing':
      return 'uploading';
    default:
      return track.phase;
  }
}

/** While hashing the file counts as waiting to be sent; it can be paused the same way. */
const ACTIONS: Record<UploadStatus, readonly UploadAction[]> = {
  waiting: ['pause', 'remove'],
  computingMd5: ['pause', 'remove'],
  checkingMd5: ['pause', 'remove'],
  uploading: ['pause', 'remove'],
  paused: ['resume', 'remove'],
  error: ['retry', 'remove'],
  // The spec: on success the action is delete (to the recycle bin) instead of remove.
  success: ['delete'],
  // Cancelled by itself after the notice; nothing to offer meanwhile.
  unreadable: [],
};

export function actionsFor(status: UploadStatus, canDelete = true): readonly UploadAction[] {
  const actions = ACTIONS[status];
  return canDelete ? actions : actions.filter((action) => action !== 'delete');
}

/**
 * One status for a folder's files: a failure shows first, then work in progress (sending before
 * hashing), then waiting; paused only when every unfinished file is; success when all are done.
 */
export function combinedStatus(statuses: readonly UploadStatus[]): UploadStatus {
  const unfinished: UploadStatus[] = statuses.filter((status) => status !== 'success');
  if (unfinished.length === 0) return 'success';
  const order: UploadStatus[] = [
    'error',
    'unreadable',
    'uploading',
    'checkingMd5',
    'computingMd5',
    'waiting',
  ];
  for (const status of order) if (unfinished.includes(status)) return status;
  return 'paused';
}

export interface UploadCounts {
  succeeded: number;
  cancelled: number;
  stopped: number;
  failed: number;
}

/** The panel's counts (spec §4): cancelled files have left the list, so they are counted apart. */
export function countUploads(statuses: readonly UploadStatus[], cancelled: number): UploadCounts {
  const count = (wanted: UploadStatus) => statuses.filter((status) => status === wanted).length;
  return {
    succeeded: count('success'),
    cancelled,
    stopped: count('paused'),
    failed: count('error'),
  };
}
