import {
  BookOutlined,
  CompassOutlined,
  FolderOpenOutlined,
  FormOutlined,
  GlobalOutlined,
  HomeOutlined,
  ReadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { CATALOGUE_PAGES } from '@qiao/contracts/catalogue-pages';
import type { NavEntry } from '../components/shell/nav-entry';
import { DRIVE_ROUTE } from '../features/drive/drive-route';
import {
  SHARE_DETAIL_ROUTE,
  ZONES_ROUTE,
} from '../features/drive/public-share/public-share-routes';
import {
  SEARCH_NEW_ROUTE,
  SEARCH_RESULTS_ROUTE,
  SEARCH_ROUTE,
} from '../features/catalogue/search/search-routes';

export const HOME_PATHS = ['/', '/pages/new-home/new-home'] as const;

const COURSE_CENTRE: NavEntry = {
  key: 'course-centre',
  path: CATALOGUE_PAGES.moocList,
  activePaths: [CATALOGUE_PAGES.moocList, CATALOGUE_PAGES.moocDetails],
  labelKey: 'nav.courseCentre',
  icon: <ReadOutlined />,
};

/** Menu entries, top and left alike: only pages that exist. Each feature adds its own. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', path: '/', activePaths: HOME_PATHS, labelKey: 'nav.home', icon: <HomeOutlined /> },
  COURSE_CENTRE,
  {
    key: 'explore-china',
    path: CATALOGUE_PAGES.exploreChina,
    activePaths: [CATALOGUE_PAGES.exploreChina, CATALOGUE_PAGES.exploreBroadcast],
    labelKey: 'nav.exploreChina',
    icon: <CompassOutlined />,
  },
  {
    key: 'ebooks',
    path: CATALOGUE_PAGES.ebookList,
    activePaths: [CATALOGUE_PAGES.ebookList, CATALOGUE_PAGES.ebookReader],
    labelKey: 'nav.ebooks',
    icon: <BookOutlined />,
  },
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
  {
    key: 'search',
    path: SEARCH_ROUTE,
    activePaths: [SEARCH_ROUTE, SEARCH_NEW_ROUTE, SEARCH_RESULTS_ROUTE],
    labelKey: 'nav.search',
    icon: <SearchOutlined />,
  },
];

/**
 * The menu with "Chinese test" after the course centre once the server has said where the exam
 * site is (spec §2: an external exam site, no route of its own).
 */
export function navEntriesWith(examSiteUrl: string | undefined): readonly NavEntry[] {
  if (!examSiteUrl) return NAV_ENTRIES;
  const chineseTest: NavEntry = {
    key: 'chinese-test',
    path: examSiteUrl,
    activePaths: [],
    labelKey: 'nav.chineseTest',
    icon: <FormOutlined />,
    external: true,
  };
  const after = NAV_ENTRIES.indexOf(COURSE_CENTRE) + 1;
  return [...NAV_ENTRIES.slice(0, after), chineseTest, ...NAV_ENTRIES.slice(after)];
}
