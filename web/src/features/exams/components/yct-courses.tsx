import { useState } from 'react';
import { Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contentPageRoute } from '@qiao/contracts/catalogue-pages';
import { useYctCourses } from '../api/use-papers';
import styles from '../exams.module.css';

/** The courses that prepare for a YCT level, listed when the learner asks for them. */
export function YctCourses({
  level,
  levelName,
  count,
}: {
  level: number;
  levelName: string;
  count: number;
}) {
  const { t } = useTranslation('exams');
  const [open, setOpen] = useState(false);
  const courses = useYctCourses(level, open);
  if (count === 0) return null;
  return (
    <div className={styles.panel}>
      <Button type="link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('list.courses', { level: levelName, courses: count })}
      </Button>
      {open &&
        (courses.isPending ? (
          <Skeleton active />
        ) : (courses.data?.list ?? []).length === 0 ? (
          <Empty description={t('list.noCourses')} />
        ) : (
          <ul>
            {courses.data!.list.map((course) => (
              <li key={course.id}>
                <Link to={contentPageRoute({ kind: 'course', id: course.id })} dir="auto">
                  {course.title}
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
