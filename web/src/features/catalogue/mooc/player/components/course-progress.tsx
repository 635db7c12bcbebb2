import { Button, Progress } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseProgress as Progressed } from '@qiao/contracts/learning';
import { classHourLink } from '../../mooc-routes';
import styles from './player.module.css';

/** A signed-in learner's progress on a course page, with the way back to the last class hour. */
export function CourseProgress({ progress }: { progress: Progressed }) {
  const { t } = useTranslation('player');
  return (
    <section className={styles.courseProgress} aria-labelledby="course-progress-title">
      <h2 id="course-progress-title" className={styles.progressTitle}>
        {t('progress.label')}
      </h2>
      <Progress percent={progress.percent} aria-label={t('progress.label')} />
      <p>
        {t('progress.summary', {
          done: progress.classHoursDone,
          count: progress.classHoursTotal,
        })}
      </p>
      {progress.lastClassHourId && (
        <Link to={classHourLink(progress.lastClassHourId)}>
          <Button type="primary">{t('progress.continue')}</Button>
        </Link>
      )}
    </section>
  );
}
