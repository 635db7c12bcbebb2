import Uppy from '@uppy/core';
import type { UserFile } from '@qiao/contracts/drive';
import { STORAGE_KEYS } from '../../../session/session-storage';
import { hashInPage } from '../hash/hash-in-page';
import { hashInWorker } from '../hash/hash-in-worker';
import { oneAtATime } from '../rules/one-at-a-time';
import { targetFolderOf, topFolderOf } from '../rules/upload-target';
import { QiaoUploader, type UploaderMessage } from './qiao-uploader';
import type { UploaderDeps } from '../transfer/one-request-upload';
import { sendPart } from '../transfer/part-request';
import { uploadCalls } from '../transfer/upload-calls';
import type { UploadBody, UploadMeta, UploadUppy } from './upload-types';

/** A file picked or dropped, with its path inside a picked or dropped folder. */
export interface PickedFile {
  file: File;
  relativePath?: string;
}

export interface UploadHandlers {
  message: (key: UploaderMessage) => string;
  onUploaded: (file: UserFile) => void;
  onIdle: (succeeded: number) => void;
  onUnreadable: (name: string) => void;
}

export interface UploadClient {
  uppy: UploadUppy;
  uploader: QiaoUploader;
  /** Adds files going into `currentFolder`; answers the names left out as already listed. */
  add: (picked: readonly PickedFile[], currentFolder: string) => string[];
}

function readUserId(): string | undefined {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.uid) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Builds an upload client; the page uses one for the whole tab (see `uploadClient`). */
export function createUploadClient(
  handlers: UploadHandlers,
  deps: UploaderDeps = {
    hash: hashInWorker,
    calls: uploadCalls,
    createGate: oneAtATime(),
    sendOneRequest: sendPart,
    hashInPage,
  },
): UploadClient {
  let serial = 0;
  const uppy: UploadUppy = new Uppy<UploadMeta, UploadBody>({
    id: 'qiao-upload',
    autoProceed: true,
    // Uppy names a file by its name, size and date; the same file may be sent again once the
    // first is done, so each addition gets its own id (duplicates are refused in `add` instead).
    onBeforeFileAdded: (file) => ({ ...file, id: `${file.id}-${(serial += 1)}` }),
  });
  uppy.use(QiaoUploader, {
    deps,
    userId: readUserId,
    message: (key) => handlers.message(key),
    onUploaded: (file) => handlers.onUploaded(file),
    onIdle: (succeeded) => handlers.onIdle(succeeded),
    onUnreadable: (name) => handlers.onUnreadable(name),
  });
  const installed = uppy.getPlugin('QiaoUploader') as unknown as QiaoUploader;

  const add = (picked: readonly PickedFile[], currentFolder: string): string[] => {
    const addedAt = new Date().toISOString();
    const { tracks } = installed.getPluginState();
    const listed = new Set(
      uppy
        .getFiles()
        .filter((file) => tracks[file.id]?.phase !== 'success')
        .map((file) => `${file.meta.folder}\n${file.name}\n${file.size}`),
    );
    const batches = new Map<string, string>();
    const skipped: string[] = [];
    const descriptors = picked.flatMap(({ file, relativePath }) => {
      const folder = targetFolderOf(currentFolder, relativePath);
      const key = `${folder}\n${file.name}\n${file.size}`;
      // The same file into the same folder twice at once would race for one server upload.
      if (listed.has(key)) {
        skipped.push(file.name);
        return [];
      }
      listed.add(key);
      const folderName = topFolderOf(relativePath);
      let batchId = folderName ? batches.get(folderName) : undefined;
      if (!batchId) {
        batchId = `batch-${(serial += 1)}`;
        if (folderName) batches.set(folderName, batchId);
      }
      const meta: UploadMeta = { name: file.name, type: file.type, folder, batchId, addedAt };
      if (folderName) meta.folderName = folderName;
      return [{ name: file.name, type: file.type, data: file, meta, source: 'qiao' }];
    });
    if (descriptors.length > 0) {
      installed.open();
      uppy.addFiles(descriptors);
    }
    return skipped;
  };

  return { uppy, uploader: installed, add };
}

let shared: UploadClient | undefined;
const sharedHandlers: UploadHandlers = {
  message: (key) => key,
  onUploaded: () => {},
  onIdle: () => {},
  onUnreadable: () => {},
};

/**
 * The tab's one upload client: uploads go on while the user moves between folders and pages;
 * the page that shows the panel supplies the handlers (texts, refresh, toasts).
 */
export function uploadClient(): UploadClient {
  shared ??= createUploadClient(sharedHandlers);
  return shared;
}

export function setUploadHandlers(handlers: UploadHandlers): void {
  Object.assign(sharedHandlers, handlers);
}
