import { useEffect, useRef } from 'react';
import { Button, Skeleton } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useClassHour } from '../api/use-course';
import { NotesPanel } from '../../../learning/notes/components/notes-panel';
import { ClassHourContents } from './class-hour-contents';
import styles from './mooc.module.css';

/**
 * The opened class hour inside its course's page: where it sits and what it holds. Playback of
 * its videos belongs to the class-hour page with the player.
 */
export function ClassHourPanel({ hourId, onClose }: { hourId: string; onClose: () => void }) {
  const { t } = useTranslation('mooc');
  const hour = useClassHour(hourId);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'nearest' });
    panel.current?.focus({ preventScroll: true });
  }, [hourId]);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      className={`${styles.panel} ${styles.hourPanel}`}
      aria-labelledby="mooc-hour-title"
    >
      <div className={styles.chapterHeader}>
        <h2 id="mooc-hour-title" className={styles.panelTitle}>
          {hour.data ? <bdi>{hour.data.classHour.title}</bdi> : t('hour.title')}
        </h2>
        <Button
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('hour.close')}
          onClick={onClose}
        />
      </div>
      {hour.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : hour.isError ? (
        <p role="alert">{t('hour.notFound')}</p>
      ) : (
        <>
          <p className={styles.place}>
            <bdi>{hour.data.place.semesterTitle}</bdi> · <bdi>{hour.data.place.chapterTitle}</bdi>
          </p>
          <h3 className={styles.filterLabel}>{t('hour.contents')}</h3>
          <ClassHourContents contents={hour.data.classHour.contents} />
          <NotesPanel courseId={hour.data.place.courseId} classHourId={hour.data.classHour.id} />
        </>
      )}
    </section>
  );
}
