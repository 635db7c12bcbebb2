import { useQuery } from '@tanstack/react-query';
import { fileDetail, type UserFile } from '@qiao/contracts/drive';
import { callApi } from '../../../api/call-api';
import { driveKeys } from '../drive-keys';

/** The latest state of one entry; the row it was opened from shows until the answer comes. */
export function useFileDetail(file: UserFile) {
  return useQuery({
    queryKey: driveKeys.detail(file.userFileId),
    queryFn: ({ signal }) => callApi(fileDetail, { userFileId: file.userFileId }, { signal }),
    placeholderData: file,
    staleTime: 0,
  });
}
