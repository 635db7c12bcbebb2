import { isValidFolderPath } from '@qiao/contracts/drive-rules';

/** `fileType` of the page: 0 a folder, 1–5 a category across the account, 6 the recycle bin. */
export const DRIVE_VIEWS = [0, 1, 2, 3, 4, 5, 6] as const;
export type DriveView = (typeof DRIVE_VIEWS)[number];
export const FOLDER_VIEW = 0;
export const RECYCLE_BIN_VIEW = 6;

export interface DriveLocation {
  fileType: DriveView;
  /** The folder shown in the folder view; '/' elsewhere. */
  filePath: string;
  /** A name search across the account; empty when not searching. */
  search: string;
}

export const HOME_LOCATION: DriveLocation = { fileType: FOLDER_VIEW, filePath: '/', search: '' };

function parseView(value: string | null): DriveView {
  const found = DRIVE_VIEWS.find((view) => String(view) === value);
  return found ?? FOLDER_VIEW;
}

/** Reads the page state from the query; anything malformed falls back to the root folder. */
export function parseDriveLocation(query: URLSearchParams): DriveLocation {
  const fileType = parseView(query.get('fileType'));
  const rawPath = query.get('filePath') ?? '/';
  const filePath = fileType === FOLDER_VIEW && isValidFolderPath(rawPath) ? rawPath : '/';
  const search = (query.get('search') ?? '').trim();
  return { fileType, filePath, search };
}

/** The query of a page state, in the spec's order: filePath, then fileType. */
export function driveQuery(location: DriveLocation): URLSearchParams {
  const query = new URLSearchParams({
    filePath: location.filePath,
    fileType: String(location.fileType),
  });
  if (location.search) query.set('search', location.search);
  return query;
}

/** One link target per folder of a path: "/a/b" gives "/a" and "/a/b". */
export function pathCrumbs(filePath: string): { name: string; path: string }[] {
  if (filePath === '/') return [];
  const names = filePath.slice(1).split('/');
  return names.map((name, index) => ({ name, path: `/${names.slice(0, index + 1).join('/')}` }));
}
