import { HomeOutlined } from '@ant-design/icons';
import type { NavEntry } from '../components/shell/nav-entry';

export const HOME_PATHS = ['/', '/pages/new-home/new-home'] as const;

/** Menu entries, top and left alike: only pages that exist. Each feature adds its own. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', path: '/', activePaths: HOME_PATHS, labelKey: 'nav.home', icon: <HomeOutlined /> },
];
