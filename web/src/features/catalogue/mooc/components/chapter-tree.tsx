import { useState } from 'react';
import { Collapse, Empty } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SemesterNode } from '@qiao/contracts/catalogue-mooc';
import type { CourseProgress } from '@qiao/contracts/learning';
import { chapterLink } from '../mooc-routes';
import { placeOfHour } from '../rules/course-tree';
import { ClassHourList } from './class-hour-list';
import styles from './mooc.module.css';

/**
 * A semester's chapters, each folding out its class hours. The chapter of the opened class hour
 * starts open, else the first one.
 */
export function ChapterTree({
  courseId,
  semester,
  activeHourId,
  progress,
  courseLocked,
}: {
  courseId: string;
  semester: SemesterNode;
  /** The course is priced and not bought (its class hours carry a lock). */
  courseLocked?: boolean;
  activeHourId: string | null;
  /** A signed-in learner's progress: done and locked marks on the class hours. */
  progress?: CourseProgress;
}) {
  const { t } = useTranslation('mooc');
  const activeChapter = activeHourId ? placeOfHour([semester], activeHourId)?.chapterId : undefined;
  const [open, setOpen] = useState<string[]>(() => {
    const first = activeChapter ?? semester.chapters[0]?.id;
    return first ? [first] : [];
  });
  if (semester.chapters.length === 0) return <Empty description={t('details.noChapters')} />;
  return (
    <Collapse
      activeKey={open}
      onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
      items={semester.chapters.map((chapter) => ({
        key: chapter.id,
        label: (
          <span className={styles.chapterHeader}>
            <span dir="auto">{chapter.title}</span>
            <span className={styles.chapterCount}>
              {t('details.hoursInChapter', { count: chapter.classHours.length })}
            </span>
          </span>
        ),
        children: (
          <>
            <ClassHourList
              courseId={courseId}
              hours={chapter.classHours}
              activeHourId={activeHourId}
              label={chapter.title}
              progress={progress}
              courseLocked={courseLocked}
            />
            <p className={styles.chapterLink}>
              <Link to={chapterLink(chapter.id)}>{t('details.openChapter')}</Link>
            </p>
          </>
        ),
      }))}
    />
  );
}
