import { useQuery } from '@tanstack/react-query';
import type { SharedFile } from '@qiao/contracts/share';
import { previewUrl } from './preview-url';
import { driveKeys } from '../drive-keys';

/** Text files are shown up to this many bytes; the rest would only slow the page down. */
export const TEXT_PREVIEW_BYTES = 1024 * 1024;

/**
 * The beginning of a text file, read through the preview address with a byte range. Read as text
 * and shown in <pre>, never as a page, whatever the file claims to be.
 */
export function useTextPreview(file: SharedFile, source = previewUrl(file.userFileId)) {
  return useQuery({
    queryKey: driveKeys.textPreview(source, file.updateTime),
    queryFn: async ({ signal }) => {
      const response = await fetch(source, {
        credentials: 'include',
        headers: { range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` },
        signal,
      });
      if (!response.ok) throw new Error(`preview answered ${response.status}`);
      return {
        text: new TextDecoder().decode(await response.arrayBuffer()),
        truncated: file.fileSize > TEXT_PREVIEW_BYTES,
      };
    },
  });
}
