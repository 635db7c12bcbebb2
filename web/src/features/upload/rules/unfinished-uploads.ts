/**
 * Uploads still unfinished, remembered in the browser so that after a reload the panel can say
 * which files to add again (the server carries on from the parts it holds when the same file goes
 * to the same folder). Only names, sizes and folders of the user's own files are kept, per user.
 */
export interface UnfinishedUpload {
  uploadId: string;
  name: string;
  size: number;
  folder: string;
}

const KEY_PREFIX = 'qiao.unfinishedUploads';
/** Enough for any real session; the oldest fall off beyond it. */
const MAX_REMEMBERED = 50;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function keyFor(userId: string): string {
  return `${KEY_PREFIX}.${userId}`;
}

function isUnfinished(value: unknown): value is UnfinishedUpload {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.uploadId === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.size === 'number' &&
    typeof entry.folder === 'string'
  );
}

export function listUnfinished(storage: Storage, userId: string): UnfinishedUpload[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyFor(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isUnfinished) : [];
  } catch {
    return [];
  }
}

function save(storage: Storage, userId: string, entries: UnfinishedUpload[]): void {
  try {
    if (entries.length === 0) storage.removeItem(keyFor(userId));
    else storage.setItem(keyFor(userId), JSON.stringify(entries.slice(-MAX_REMEMBERED)));
  } catch {
    // Storage full or blocked: the upload itself does not depend on it.
  }
}

export function rememberUnfinished(storage: Storage, userId: string, entry: UnfinishedUpload) {
  const others = listUnfinished(storage, userId).filter(
    (known) => known.uploadId !== entry.uploadId,
  );
  save(storage, userId, [...others, entry]);
}

export function forgetUnfinished(storage: Storage, userId: string, uploadIds: readonly string[]) {
  const left = listUnfinished(storage, userId).filter(
    (known) => !uploadIds.includes(known.uploadId),
  );
  save(storage, userId, left);
}

/** The list of the user signed in on this page, in this browser's storage. */
export function unfinishedMemory(userId: () => string | undefined) {
  const storage = () => window.localStorage;
  return {
    list: (): UnfinishedUpload[] => {
      const id = userId();
      return id ? listUnfinished(storage(), id) : [];
    },
    remember: (entry: UnfinishedUpload): void => {
      const id = userId();
      if (id) rememberUnfinished(storage(), id, entry);
    },
    forget: (uploadIds: readonly string[]): void => {
      const id = userId();
      if (id && uploadIds.length > 0) forgetUnfinished(storage(), id, uploadIds);
    },
  };
}
