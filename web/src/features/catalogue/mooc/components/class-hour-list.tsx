import { Link } from 'react-router';
import { CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ClassHourNode } from '@qiao/contracts/catalogue-mooc';
import type { CourseProgress } from '@qiao/contracts/learning';
import { courseLink } from '../mooc-routes';
import styles from './mooc.module.css';
import { formatDuration } from '../../../../format/duration';

function hourSeconds(hour: ClassHourNode): number {
  return hour.contents.reduce((sum, content) => sum + (content.durationSeconds ?? 0), 0);
}

/**
 * A chapter's class hours; each opens on its own page. With a learner's progress, done class
 * hours carry a check and locked ones a lock (the class-hour page says why); all of a course not
 * bought yet carry a lock.
 */
export function ClassHourList({
  courseId,
  hours,
  activeHourId,
  label,
  progress,
  courseLocked = false,
}: {
  courseId: string;
  /** The course is priced and not bought: every class hour waits for the purchase. */
  courseLocked?: boolean;
  /** Names the list for assistive technology: the chapter's title. */
  label: string;
  hours: readonly ClassHourNode[];
  activeHourId?: string | null;
  progress?: CourseProgress;
}) {
  const { t } = useTranslation('player');
  const { t: tMooc } = useTranslation('mooc');
  const stateOf = (id: string) => progress?.classHours.find((hour) => hour.classHourId === id);
  return (
    <ol className={styles.hours} aria-label={label}>
      {hours.map((hour) => {
        const seconds = hourSeconds(hour);
        const active = hour.id === activeHourId;
        const state = stateOf(hour.id);
        return (
          <li key={hour.id}>
            <Link
              to={courseLink(courseId, hour.id)}
              className={`${styles.hour} ${active ? styles.hourActive : ''}`}
              aria-current={active ? 'true' : undefined}
            >
              <span dir="auto">{hour.title}</span>
              {/* Always there, empty or not, so every duration sits in the same column. */}
              <span className={styles.hourDuration}>
                {seconds > 0 && <bdi>{formatDuration(seconds)}</bdi>}
              </span>
              <span className={styles.hourMark}>
                {state?.done && (
                  <CheckCircleFilled className={styles.hourDone} aria-label={t('hour.done')} />
                )}
                {courseLocked ? (
                  <LockOutlined className={styles.hourMeta} aria-label={tMooc('buy.lockedHour')} />
                ) : (
                  state?.locked && (
                    <LockOutlined className={styles.hourMeta} aria-label={t('progress.locked')} />
                  )
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
