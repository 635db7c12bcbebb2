import type { ReactNode } from 'react';
import { Breadcrumb } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathCrumbs } from '../../drive/drive-location';
import { SHARE_ROUTE, sharePlaceQuery, type SharePlace } from '../rules/share-page-query';
import styles from './share-page.module.css';

/** Where the visitor is inside the share; the root is "all shared files". */
export function ShareCrumbs({ place }: { place: SharePlace }) {
  const { t } = useTranslation('share');
  const steps: { key: string; title: ReactNode; path: string }[] = [
    { key: '/', title: t('page.root'), path: '/' },
    ...pathCrumbs(place.filePath).map((crumb) => ({
      key: crumb.path,
      title: <bdi dir="auto">{crumb.name}</bdi>,
      path: crumb.path,
    })),
  ];
  const last = steps.length - 1;
  return (
    <nav aria-label={t('page.crumbs')} className={styles.crumbs}>
      <Breadcrumb
        items={steps.map((step, index) => ({
          key: step.key,
          title:
            index < last ? (
              <Link
                to={{
                  pathname: SHARE_ROUTE,
                  search: `?${sharePlaceQuery({ ...place, filePath: step.path }).toString()}`,
                }}
              >
                {step.title}
              </Link>
            ) : (
              <span aria-current="location">{step.title}</span>
            ),
        }))}
      />
    </nav>
  );
}
