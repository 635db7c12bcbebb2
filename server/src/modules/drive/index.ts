// The drive module's public entry: all that other modules and the composition root may import
// from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { addFile } from './add-file';
export { DOWNLOAD_KEY_SECRET, signDownloadGrant } from './download-token';
export { assertFolderExists, beneath, findLiveEntry, freeEntryName, fullPathOf } from './entries';
export { makeFolderPath } from './folders';
export { assertValidFolderPath, assertValidName } from './names';
export { addReferences, dropReferences, previewPdfKey } from './objects';
export { toUserFile } from './presenter';
export { releaseBytes, reserveBytes, storageOf } from './quota';
export { fileObjects, liveEntriesOf, userFiles } from './tables';
export type { UserFileRow } from './tables';
export type { SharedReads } from './transfer-routes';
export { downloadAuth, storedFile } from './transfer';
export type { DownloadAuthDeps } from './transfer';
export { fileVersions } from './versions/tables';
export { driveModule, ORPHAN_SWEEP_JOB } from './module';
export { OBJECT_KEYS_IN_USE, SHARED_READS } from './drive-extensions';
