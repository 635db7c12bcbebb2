import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { uploadRows, type UploadEntry, type UploadRow } from '../rules/upload-rows';
import { countUploads, statusOf } from '../rules/upload-status';
import { NEW_TRACK } from '../rules/upload-track';
import type { UploadClient } from '../client/upload-client';
import type { UploaderState } from '../client/upload-types';

const EMPTY: UploaderState = { open: false, tracks: {}, cancelled: 0, leftBefore: [] };

/** The panel's view of an upload client: rows, counts, and the actions a row offers. */
export function useUploads(client: UploadClient) {
  const { uppy, uploader } = client;
  const subscribe = useCallback(
    (onChange: () => void) => {
      uppy.on('state-update', onChange);
      return () => uppy.off('state-update', onChange);
    },
    [uppy],
  );
  const state = useSyncExternalStore(subscribe, () => uppy.getState());
  const plugin = (state.plugins[uploader.id] as UploaderState | undefined) ?? EMPTY;

  const { rows, counts } = useMemo(() => {
    const entries: UploadEntry[] = Object.values(state.files).map((file) => ({
      id: file.id,
      name: file.name ?? file.meta.name,
      size: file.size ?? 0,
      addedAt: file.meta.addedAt,
      batchId: file.meta.batchId,
      folderName: file.meta.folderName,
      track: plugin.tracks[file.id] ?? NEW_TRACK,
    }));
    const statuses = entries.map((entry) => statusOf(entry.track));
    return { rows: uploadRows(entries), counts: countUploads(statuses, plugin.cancelled) };
  }, [state.files, plugin.tracks, plugin.cancelled]);

  const filesOf = (row: UploadRow, phases: readonly string[]) =>
    row.fileIds.filter((id) => phases.includes(plugin.tracks[id]?.phase ?? 'waiting'));

  return {
    open: plugin.open,
    leftBefore: plugin.leftBefore,
    rows,
    counts,
    pause: (row: UploadRow) => {
      const active = ['waiting', 'hashing', 'planning', 'uploading', 'completing'];
      for (const id of filesOf(row, active)) uppy.pauseResume(id);
    },
    resume: (row: UploadRow) => {
      for (const id of filesOf(row, ['paused'])) uppy.pauseResume(id);
    },
    retry: (row: UploadRow) => {
      for (const id of filesOf(row, ['error'])) void uppy.retryUpload(id);
    },
    remove: (row: UploadRow) => uppy.removeFiles(row.fileIds),
    openPanel: () => uploader.open(),
    close: () => uploader.close(),
    dismissLeftBefore: () => uploader.dismissLeftBefore(),
  };
}
