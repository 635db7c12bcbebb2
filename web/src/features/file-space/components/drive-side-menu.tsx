import { Menu, type MenuProps } from 'antd';
import {
  AppstoreOutlined,
  AudioOutlined,
  DeleteOutlined,
  FileOutlined,
  FileTextOutlined,
  PictureOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FILE_TYPES } from '@qiao/contracts/drive-rules';
import {
  DRIVE_VIEWS,
  FOLDER_VIEW,
  RECYCLE_BIN_VIEW,
  type DriveLocation,
} from '../../drive/drive-location';
import { useMySharesMenu } from '../../share';
import styles from './drive-space.module.css';

/** The spec's order: my files (all, video, audio, image, document, other), my shares, the bin. */
const CATEGORIES = [
  { view: FOLDER_VIEW, labelKey: 'menu.all', icon: <AppstoreOutlined aria-hidden /> },
  { view: FILE_TYPES.video, labelKey: 'menu.video', icon: <VideoCameraOutlined aria-hidden /> },
  { view: FILE_TYPES.audio, labelKey: 'menu.audio', icon: <AudioOutlined aria-hidden /> },
  { view: FILE_TYPES.image, labelKey: 'menu.image', icon: <PictureOutlined aria-hidden /> },
  { view: FILE_TYPES.document, labelKey: 'menu.document', icon: <FileTextOutlined aria-hidden /> },
  { view: FILE_TYPES.other, labelKey: 'menu.other', icon: <FileOutlined aria-hidden /> },
] as const;

export function DriveSideMenu({
  location,
  onGo,
}: {
  location: DriveLocation;
  onGo: (next: DriveLocation) => void;
}) {
  const { t } = useTranslation('drive');
  const myShares = useMySharesMenu();
  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'my-files',
      label: t('menu.myFiles'),
      children: CATEGORIES.map(({ view, labelKey, icon }) => ({
        key: String(view),
        icon,
        label: t(labelKey),
      })),
    },
    { type: 'divider' },
    ...myShares.items,
    {
      key: String(RECYCLE_BIN_VIEW),
      icon: <DeleteOutlined aria-hidden />,
      label: t('menu.recycleBin'),
    },
  ];
  return (
    <nav aria-label={t('menu.label')} className={styles.menu}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={
          myShares.selectedKey
            ? [myShares.selectedKey]
            : location.search
              ? []
              : [String(location.fileType)]
        }
        onClick={({ key }) => {
          if (myShares.open(key)) return;
          const view = DRIVE_VIEWS.find((candidate) => String(candidate) === key) ?? FOLDER_VIEW;
          onGo({ fileType: view, filePath: '/', search: '' });
        }}
      />
    </nav>
  );
}
