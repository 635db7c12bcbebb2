import { useQuery } from '@tanstack/react-query';
import { officeEditorInfo } from '@qiao/contracts/editing';
import { callApi } from '../../../api/call-api';
import { editorKeys } from '../editing-keys';

/**
 * Whether office documents open in a document server; asked once per page load, and only where
 * editing is offered (a visitor inside a share is not signed in, and must not be asked to be).
 */
export function useOfficeEditorInfo(wanted = true) {
  return useQuery({
    enabled: wanted,
    queryKey: editorKeys.officeInfo,
    queryFn: ({ signal }) => callApi(officeEditorInfo, undefined, { signal, silent: true }),
    staleTime: Infinity,
  });
}
