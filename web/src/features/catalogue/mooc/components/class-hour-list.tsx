import { Link } from 'react-router';
import type { ClassHourNode } from '@qiao/contracts/catalogue-mooc';
import { formatDuration } from '../rules/duration';
import { courseLink } from '../mooc-routes';
import styles from './mooc.module.css';

function hourSeconds(hour: ClassHourNode): number {
  return hour.contents.reduce((sum, content) => sum + (content.durationSeconds ?? 0), 0);
}

/** A chapter's class hours; each opens in its course's page. */
export function ClassHourList({
  courseId,
  hours,
  activeHourId,
  label,
}: {
  courseId: string;
  /** Names the list for assistive technology: the chapter's title. */
  label: string;
  hours: readonly ClassHourNode[];
  activeHourId?: string | null;
}) {
  return (
    <ol className={styles.hours} aria-label={label}>
      {hours.map((hour) => {
        const seconds = hourSeconds(hour);
        const active = hour.id === activeHourId;
        return (
          <li key={hour.id}>
            <Link
              to={courseLink(courseId, hour.id)}
              className={`${styles.hour} ${active ? styles.hourActive : ''}`}
              aria-current={active ? 'true' : undefined}
            >
              <span dir="auto">{hour.title}</span>
              {seconds > 0 && <bdi className={styles.hourMeta}>{formatDuration(seconds)}</bdi>}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
