import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import FolderOpenOutlined from '@ant-design/icons-svg/es/asn/FolderOpenOutlined';
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import PlayCircleOutlined from '@ant-design/icons-svg/es/asn/PlayCircleOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import VideoCameraOutlined from '@ant-design/icons-svg/es/asn/VideoCameraOutlined';
import YoutubeOutlined from '@ant-design/icons-svg/es/asn/YoutubeOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { SvgIcon } from '../components/icon/svg-icon';
import { CATALOGUE_PAGES } from '@qiao/contracts/catalogue-pages';
import type { NavEntry } from '../components/shell/nav-entry';
import { FILE_SPACE_ROUTE } from '../features/file-space/file-space-route';
import { LIBRARY_ROUTES } from '../features/catalogue/library/library-routes';
import { SHARE_DETAIL_ROUTE, ZONES_ROUTE } from '../features/share/public-share-routes';
import {
  SEARCH_NEW_ROUTE,
  SEARCH_RESULTS_ROUTE,
  SEARCH_ROUTE,
} from '../features/catalogue/search/search-routes';
import { HOME_ROUTES } from '../features/home/home-routes';
import { MY_PLAN_ACTIVE_ROUTES, PLAN_NEW_ROUTES } from '../features/plans/plans-routes';
import { EXAM_ACTIVE_ROUTES, EXAM_ROUTES } from '../features/exams/exams-routes';
import { CERT_ROUTES, CERT_VERIFY_PAGE } from '../features/certs/certs-routes';
import { WRITING_ACTIVE_ROUTES, WRITING_ROUTES } from '../features/writing/writing-routes';

export const HOME_PATHS = HOME_ROUTES;

/**
 * The course centre opens the MOOC list; its drop-down leads to every list of learning content
 * (spec §2: MOOCs, micro-lessons and their series, videos, documents, live classes), named as the
 * personal centre names them.
 */
const COURSE_CENTRE: NavEntry = {
  key: 'course-centre',
  path: CATALOGUE_PAGES.moocList,
  activePaths: [CATALOGUE_PAGES.moocList, CATALOGUE_PAGES.moocDetails],
  labelKey: 'nav.courseCentre',
  icon: <SvgIcon icon={ReadOutlined} />,
  childrenLabelKey: 'nav.courseCentreLists',
  children: [
    {
      key: 'moocs',
      path: CATALOGUE_PAGES.moocList,
      activePaths: [CATALOGUE_PAGES.moocList, CATALOGUE_PAGES.moocDetails],
      labelKey: 'nav.moocs',
      icon: <SvgIcon icon={ReadOutlined} />,
    },
    {
      key: 'micro-lessons',
      path: LIBRARY_ROUTES.weikeList,
      activePaths: [
        LIBRARY_ROUTES.weikeList,
        LIBRARY_ROUTES.weikeSeriesList,
        LIBRARY_ROUTES.weikeSeries,
        LIBRARY_ROUTES.weikeDetails,
      ],
      labelKey: 'nav.microLessons',
      icon: <SvgIcon icon={PlayCircleOutlined} />,
    },
    {
      key: 'videos',
      path: LIBRARY_ROUTES.videoList,
      activePaths: [LIBRARY_ROUTES.videoList, LIBRARY_ROUTES.videoDetails],
      labelKey: 'nav.videos',
      icon: <SvgIcon icon={YoutubeOutlined} />,
    },
    {
      key: 'documents',
      path: LIBRARY_ROUTES.documentList,
      activePaths: [LIBRARY_ROUTES.documentList, LIBRARY_ROUTES.documentReader],
      labelKey: 'nav.documents',
      icon: <SvgIcon icon={FileTextOutlined} />,
    },
    {
      key: 'live-classes',
      path: CATALOGUE_PAGES.liveList,
      activePaths: [CATALOGUE_PAGES.liveList],
      labelKey: 'nav.liveClasses',
      icon: <SvgIcon icon={VideoCameraOutlined} />,
    },
  ],
};

/** Menu entries, top and left alike: only pages that exist. Each feature adds its own. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  {
    key: 'home',
    path: '/',
    activePaths: HOME_PATHS,
    labelKey: 'nav.home',
    icon: <SvgIcon icon={HomeOutlined} />,
  },
  COURSE_CENTRE,
  {
    key: 'chinese-test',
    path: EXAM_ROUTES.list,
    activePaths: EXAM_ACTIVE_ROUTES,
    labelKey: 'nav.chineseTest',
    icon: <SvgIcon icon={FormOutlined} />,
  },
  {
    key: 'explore-china',
    path: CATALOGUE_PAGES.exploreChina,
    activePaths: [CATALOGUE_PAGES.exploreChina, CATALOGUE_PAGES.exploreBroadcast],
    labelKey: 'nav.exploreChina',
    icon: <SvgIcon icon={CompassOutlined} />,
  },
  {
    key: 'cert-verify',
    path: CERT_VERIFY_PAGE,
    activePaths: [CERT_ROUTES.verify],
    labelKey: 'nav.certVerify',
    icon: <SvgIcon icon={SafetyCertificateOutlined} />,
    serverPage: true,
  },
  {
    key: 'ebooks',
    path: CATALOGUE_PAGES.ebookList,
    activePaths: [CATALOGUE_PAGES.ebookList, CATALOGUE_PAGES.ebookReader],
    labelKey: 'nav.ebooks',
    icon: <SvgIcon icon={BookOutlined} />,
  },
  {
    key: 'my-plan',
    path: PLAN_NEW_ROUTES.myPlan,
    activePaths: MY_PLAN_ACTIVE_ROUTES,
    labelKey: 'nav.myPlan',
    icon: <SvgIcon icon={CalendarOutlined} />,
  },
  {
    key: 'spell-tool',
    path: WRITING_ROUTES.spellTool,
    activePaths: WRITING_ACTIVE_ROUTES,
    labelKey: 'nav.spellTool',
    icon: <SvgIcon icon={EditOutlined} />,
  },
  {
    key: 'drive',
    path: FILE_SPACE_ROUTE,
    activePaths: [FILE_SPACE_ROUTE],
    labelKey: 'nav.files',
    icon: <SvgIcon icon={FolderOpenOutlined} />,
  },
  {
    key: 'shared-space',
    path: ZONES_ROUTE,
    activePaths: [ZONES_ROUTE, SHARE_DETAIL_ROUTE],
    labelKey: 'nav.sharedSpace',
    icon: <SvgIcon icon={GlobalOutlined} />,
  },
  {
    key: 'search',
    path: SEARCH_ROUTE,
    activePaths: [SEARCH_ROUTE, SEARCH_NEW_ROUTE, SEARCH_RESULTS_ROUTE],
    labelKey: 'nav.search',
    icon: <SvgIcon icon={SearchOutlined} />,
    iconOnlyOnTop: true,
  },
];
