import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FILE_SPACE_ROUTE } from '../file-space-route';
import {
  driveQuery,
  FOLDER_VIEW,
  HOME_LOCATION,
  pathCrumbs,
  RECYCLE_BIN_VIEW,
  type DriveLocation,
} from '../../drive/drive-location';
import styles from './drive-space.module.css';

const CATEGORY_KEYS = {
  1: 'menu.image',
  2: 'menu.document',
  3: 'menu.video',
  4: 'menu.audio',
  5: 'menu.other',
} as const;

const linkTo = (location: DriveLocation) => ({
  pathname: FILE_SPACE_ROUTE,
  search: `?${driveQuery(location).toString()}`,
});

/** Where the page is; every step but the last is a link (root named "my files"). */
export function DriveBreadcrumbs({ location }: { location: DriveLocation }) {
  const { t } = useTranslation('drive');
  const steps: { key: string; title: ReactNode; to?: DriveLocation }[] = [];
  if (location.fileType === RECYCLE_BIN_VIEW && !location.search) {
    steps.push({ key: 'bin', title: t('menu.recycleBin') });
  } else {
    steps.push({ key: 'root', title: t('menu.myFiles'), to: HOME_LOCATION });
    if (location.fileType === FOLDER_VIEW) {
      for (const crumb of pathCrumbs(location.filePath)) {
        const to = { fileType: FOLDER_VIEW, filePath: crumb.path, search: '' } as const;
        steps.push({ key: crumb.path, title: <bdi>{crumb.name}</bdi>, to });
      }
    } else if (location.fileType !== RECYCLE_BIN_VIEW) {
      steps.push({ key: 'category', title: t(CATEGORY_KEYS[location.fileType]) });
    }
    if (location.search) {
      const title = (
        <>
          {t('crumbs.search')} <bdi>{location.search}</bdi>
        </>
      );
      steps.push({ key: 'search', title });
    }
  }
  const last = steps.length - 1;
  return (
    <nav aria-label={t('crumbs.label')} className={styles.crumbs}>
      <Breadcrumb
        items={steps.map((step, index) => ({
          key: step.key,
          title:
            index < last && step.to ? (
              <Link to={linkTo(step.to)}>{step.title}</Link>
            ) : (
              <span aria-current={index === last ? 'location' : undefined}>{step.title}</span>
            ),
        }))}
      />
    </nav>
  );
}
