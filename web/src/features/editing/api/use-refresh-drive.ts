import { useQueryClient } from '@tanstack/react-query';
import { refreshDrive } from '../../drive/drive-keys';

/** Lists, tree and quota read again (after the document server may have saved a version). */
export function useRefreshDrive() {
  const queryClient = useQueryClient();
  return () => refreshDrive(queryClient);
}
