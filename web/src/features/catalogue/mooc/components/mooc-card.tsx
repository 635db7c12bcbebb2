import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { MoocCard as Course } from '@qiao/contracts/catalogue-mooc';
import { courseLink } from '../mooc-routes';
import { CourseCover } from './course-cover';
import { FilterTags } from './filter-tags';
import styles from './mooc.module.css';

/** One course in a list; its cover and title open the course page. */
export function MoocCard({ course }: { course: Course }) {
  const { t } = useTranslation('mooc');
  return (
    <article className={styles.card}>
      <Link to={courseLink(course.id)} tabIndex={-1} aria-hidden>
        <CourseCover url={course.coverUrl} />
      </Link>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link to={courseLink(course.id)} dir="auto">
            {course.title}
          </Link>
        </h3>
        {course.summary && (
          <p className={styles.cardSummary} dir="auto">
            {course.summary}
          </p>
        )}
        <FilterTags course={course} />
        <p className={styles.meta}>
          <span>{t('card.chapters', { count: course.chapterCount })}</span>
          <span>{t('card.hours', { count: course.classHourCount })}</span>
          {course.teacherName && (
            <span>
              <Trans
                t={t}
                i18nKey="card.teacher"
                values={{ name: course.teacherName }}
                components={{ name: <bdi /> }}
              />
            </span>
          )}
        </p>
      </div>
    </article>
  );
}

export function MoocCardGrid({ courses }: { courses: readonly Course[] }) {
  return (
    <ul className={styles.cards}>
      {courses.map((course) => (
        <li key={course.id}>
          <MoocCard course={course} />
        </li>
      ))}
    </ul>
  );
}
