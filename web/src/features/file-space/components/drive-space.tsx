import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDriveLocation, driveQuery, FOLDER_VIEW } from '../../drive/drive-location';
import { useDrivePreferences } from '../../drive/file-list';
import { MyShares, myShareKindOf } from '../../share';
import { UploadPanel } from '../../upload';
import { DriveBreadcrumbs } from './drive-breadcrumbs';
import { DriveBrowser } from './drive-browser';
import { DriveSideMenu } from './drive-side-menu';
import { StorageMeter } from './storage-meter';
import styles from './drive-space.module.css';

/** The personal file space (spec file space §2): menu and quota beside the place shown. */
export function DriveSpace() {
  const { t } = useTranslation('drive');
  const { location, go } = useDriveLocation();
  const { preferences, change } = useDrivePreferences();
  const [query] = useSearchParams();
  const myShareKind = myShareKindOf(query);
  return (
    <div className={styles.page}>
      <aside className={styles.side}>
        <DriveSideMenu location={location} onGo={go} />
        <StorageMeter />
      </aside>
      <section className={styles.content} aria-labelledby="drive-title">
        <h1 id="drive-title" className={styles.title}>
          {t('title')}
        </h1>
        {myShareKind ? (
          <MyShares key={myShareKind} kind={myShareKind} />
        ) : (
          <>
            <DriveBreadcrumbs location={location} />
            <DriveBrowser
              key={driveQuery(location).toString()}
              location={location}
              go={go}
              preferences={preferences}
              onPreferences={change}
            />
          </>
        )}
      </section>
      <UploadPanel folder={location.fileType === FOLDER_VIEW ? location.filePath : '/'} />
    </div>
  );
}
