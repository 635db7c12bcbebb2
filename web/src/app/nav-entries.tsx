import { FolderOpenOutlined, GlobalOutlined, HomeOutlined } from '@ant-design/icons';
import type { NavEntry } from '../components/shell/nav-entry';
import { DRIVE_ROUTE } from '../features/drive/drive-route';
import {
  SHARE_DETAIL_ROUTE,
  ZONES_ROUTE,
} from '../features/drive/public-share/public-share-routes';

export const HOME_PATHS = ['/', '/pages/new-home/new-home'] as const;

/** Menu entries, top and left alike: only pages that exist. Each feature adds its own. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', path: '/', activePaths: HOME_PATHS, labelKey: 'nav.home', icon: <HomeOutlined /> },
  {
    key: 'drive',
    path: DRIVE_ROUTE,
    activePaths: [DRIVE_ROUTE],
    labelKey: 'nav.files',
    icon: <FolderOpenOutlined />,
  },
  {
    key: 'shared-space',
    path: ZONES_ROUTE,
    activePaths: [ZONES_ROUTE, SHARE_DETAIL_ROUTE],
    labelKey: 'nav.sharedSpace',
    icon: <GlobalOutlined />,
  },
];
