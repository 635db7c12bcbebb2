import { editModeOf, useOfficeEditorInfo } from '../../editing';
import type { FileMenuAdditions, MenuKind } from '../../drive/file-list';
import { useUnzipMenuItems } from '../../unzip';

/**
 * What the file space adds to its rows' menus: "edit" on files an online editor opens, and unzip's
 * submenu on archives. Whether office documents open in a document server is asked only where a
 * normal menu is shown (not in the recycle bin, not for an empty list).
 */
export function useMenuAdditions(kind: MenuKind, hasRows: boolean): FileMenuAdditions {
  const officeEnabled = useOfficeEditorInfo(kind === 'normal' && hasRows).data?.enabled ?? false;
  const unzipItem = useUnzipMenuItems(kind);
  return {
    canEdit: (file) => editModeOf(file, officeEnabled) !== undefined,
    afterCopy: unzipItem,
  };
}
