import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UserFile } from '@qiao/contracts/drive';
import { OFFICE_PREVIEW_POLL, previewOfficeFile } from '@qiao/contracts/office';
import { callApi } from '../../../api/call-api';
import { officeKeys } from '../office-keys';

const apiHost = (import.meta.env.VITE_API_HOST ?? '').replace(/\/$/, '');

export type OfficePreviewState =
  | { kind: 'converting' }
  | { kind: 'pdf'; url: string }
  /** No PDF to be had (no converter, or it failed, or it took too long): render in the browser. */
  | { kind: 'browser' };

/**
 * Asks the server for the document's PDF and keeps asking while it is being made; a conversion
 * that fails, or outlasts the wait, falls back to the browser's own rendering.
 */
export function useOfficePreview(file: UserFile): OfficePreviewState {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), OFFICE_PREVIEW_POLL.giveUpMs);
    return () => clearTimeout(timer);
  }, [file.userFileId]);
  const query = useQuery({
    queryKey: officeKeys.preview(file.userFileId, file.updateTime),
    queryFn: ({ signal }) =>
      callApi(previewOfficeFile, { userFileId: file.userFileId }, { silent: true, signal }),
    refetchInterval: (current) =>
      current.state.data?.status === 'pending' ? OFFICE_PREVIEW_POLL.intervalMs : false,
    enabled: !gaveUp,
    retry: false,
    gcTime: 0,
  });
  const answer = query.data;
  if (answer?.status === 'ready' && answer.pdfUrl) {
    return { kind: 'pdf', url: `${apiHost}${answer.pdfUrl}` };
  }
  if (gaveUp || query.isError) return { kind: 'browser' };
  if (query.isPending || answer?.status === 'pending') return { kind: 'converting' };
  return { kind: 'browser' };
}
