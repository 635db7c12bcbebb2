import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getFileList, listRecycleBin, searchFiles, type UserFile } from '@qiao/contracts/drive';
import { pageRequest } from '@qiao/contracts/pagination';
import { callApi } from '../../../api/call-api';
import { RECYCLE_BIN_VIEW, type DriveLocation } from '../rules/drive-location';
import { driveKeys } from '../drive-keys';

/** A row of any listing; search results also carry the highlighted name. */
export type DriveEntry = UserFile & { highlightFields?: string };

export interface SortOrder {
  orderBy: 'name' | 'size' | 'time';
  order: 'asc' | 'desc';
}

export const DEFAULT_SORT: SortOrder = { orderBy: 'name', order: 'asc' };

export interface EntriesRequest {
  location: DriveLocation;
  page: number;
  sort: SortOrder;
}

async function fetchEntries(
  { location, page, sort }: EntriesRequest,
  signal: AbortSignal,
): Promise<{ list: DriveEntry[]; total: number }> {
  const paging = pageRequest(page);
  if (location.search) {
    return callApi(searchFiles, { fileName: location.search, ...paging }, { signal });
  }
  if (location.fileType === RECYCLE_BIN_VIEW) {
    return callApi(listRecycleBin, paging, { signal });
  }
  return callApi(
    getFileList,
    { filePath: location.filePath, fileType: location.fileType, ...sort, ...paging },
    { signal },
  );
}

/** The rows of the page: a folder, a category, the recycle bin or search results. */
export function useDriveEntries(request: EntriesRequest) {
  return useQuery({
    queryKey: driveKeys.entries(request),
    queryFn: ({ signal }) => fetchEntries(request, signal),
    // Another page or order keeps the old rows until the new ones arrive. Each place gets its
    // own browser (and so its own observer), so rows never carry over from another folder.
    placeholderData: keepPreviousData,
  });
}
