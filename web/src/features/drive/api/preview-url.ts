import { PREVIEW_PATH } from '@qiao/contracts/drive';

const apiHost = (import.meta.env.VITE_API_HOST ?? '').replace(/\/$/, '');

/** The bytes of a file for the previewers; `thumbnail` asks for the small image of the grid. */
export function previewUrl(userFileId: string, thumbnail = false): string {
  const query = new URLSearchParams({ userFileId });
  if (thumbnail) query.set('isMin', '1');
  return `${apiHost}${PREVIEW_PATH}?${query.toString()}`;
}
