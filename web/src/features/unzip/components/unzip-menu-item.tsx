import type { MenuProps } from 'antd';
import { FileZipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import { archiveKindOf, UNZIP_MODES, unzipFolderName, type UnzipMode } from '@qiao/contracts/unzip';
import type { MenuKind, UnzipAction } from '../../drive/file-list';

type MenuItem = NonNullable<MenuProps['items']>[number];

export const UNZIP_MODE_OF: Record<UnzipAction, UnzipMode> = {
  unzipHere: UNZIP_MODES.here,
  unzipToFolder: UNZIP_MODES.newFolder,
  unzipTo: UNZIP_MODES.chosen,
};

/**
 * "Unzip" with its three modes as a submenu, offered for zip, rar, 7z, tar, gz and tgz files of
 * the normal menu only (the recycle bin hides it, spec §2): the item for each file of a list.
 */
export function useUnzipMenuItems(kind: MenuKind): (file: UserFile) => MenuItem | undefined {
  const { t } = useTranslation('unzip');
  return (file) => {
    if (kind !== 'normal' || file.isDir || !archiveKindOf(file.fileName, file.extendName)) {
      return undefined;
    }
    const folder = unzipFolderName(file.fileName, file.extendName);
    return {
      key: 'unzip',
      icon: <FileZipOutlined aria-hidden />,
      label: t('menu.unzip'),
      children: [
        { key: 'unzipHere', label: t('menu.here') },
        {
          key: 'unzipToFolder',
          label: <bdi dir="auto">{t('menu.toFolder', { name: folder })}</bdi>,
        },
        { key: 'unzipTo', label: t('menu.to') },
      ],
    };
  };
}
