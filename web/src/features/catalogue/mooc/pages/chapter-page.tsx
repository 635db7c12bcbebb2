import { Breadcrumb, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useChapter } from '../api/use-course';
import { ClassHourContents } from '../components/class-hour-contents';
import { CourseMissing } from '../components/course-missing';
import { courseLink, MOOC_LIST_ROUTE } from '../mooc-routes';
import styles from '../components/mooc.module.css';

/**
 * `/pages/v/mooc/detail/chapter?id=<chapter>`: one lesson of a course, every class hour with what
 * it holds; a class hour's title opens it in the course page.
 */
export default function ChapterPage() {
  const { t } = useTranslation('mooc');
  const [search] = useSearchParams();
  const id = (search.get('id') ?? '').trim();
  const chapter = useChapter(id);

  if (chapter.isPending && id) return <Skeleton active className={styles.page} />;
  if (!chapter.data) {
    return (
      <div className={styles.page}>
        <CourseMissing
          error={chapter.error}
          notFound={t('chapter.notFound')}
          onRetry={() => void chapter.refetch()}
        />
      </div>
    );
  }
  const { place, chapter: node } = chapter.data;
  return (
    <div className={styles.page}>
      <Breadcrumb
        className={styles.crumbs}
        items={[
          { title: <Link to={MOOC_LIST_ROUTE}>{t('list.title')}</Link> },
          { title: <Link to={courseLink(place.courseId)}>{place.courseTitle}</Link> },
          { title: <bdi>{place.semesterTitle}</bdi> },
        ]}
      />
      <h1 className={styles.title} dir="auto">
        {node.title}
      </h1>
      <h2 className={styles.sectionTitle}>{t('chapter.hours')}</h2>
      <ol className={styles.liveList}>
        {node.classHours.map((hour) => (
          <li key={hour.id} className={styles.panel}>
            <h3 className={styles.panelTitle}>
              <Link to={courseLink(place.courseId, hour.id)} dir="auto">
                {hour.title}
              </Link>
            </h3>
            <ClassHourContents contents={hour.contents} />
          </li>
        ))}
      </ol>
    </div>
  );
}
