import { useEffect } from 'react';
import { Select, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCourse, useRelatedCourses } from '../api/use-course';
import { ChapterTree } from '../components/chapter-tree';
import { CourseCounts } from '../components/course-counts';
import { CourseHeader } from '../components/course-header';
import { CourseMissing } from '../components/course-missing';
import { MoocCardGrid } from '../components/mooc-card';
import { TeacherCard } from '../components/teacher-card';
import { classHourLink } from '../mooc-routes';
import { useLearningProgress } from '../player/api/use-learning';
import { CourseProgress } from '../player/components/course-progress';
import { CourseTestAccuracy } from '../../../exams/lesson-test';
import { loadClassHourPage } from '../player/load-class-hour-page';
import { preloadPageCode } from '../../../../app/page-code';
import { useLanguage } from '../../../../hooks/use-language';
import { firstHourOf, shownSemester } from '../rules/course-tree';
import { CourseDiscussion } from '../../../discussion';
import { CourseNotes } from '../../../notes/course-notes';
import { useCurrentUser } from '../../../../session/use-current-user';
import styles from '../components/mooc.module.css';

function RelatedCourses({ courseId }: { courseId: string }) {
  const { t } = useTranslation('mooc');
  const related = useRelatedCourses(courseId);
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="mooc-related">
      <h2 id="mooc-related" className={styles.sectionTitle}>
        {t('details.related')}
      </h2>
      <MoocCardGrid courses={related.data} />
    </section>
  );
}

/**
 * `/pages/mooc_details/mooc_details?id=` (also `v/mooc/detail` and `v/mooc/detail/index`): a
 * course with its semesters, chapters and class hours. `semester` and `hour` in the query say
 * which semester shows and which class hour is marked; a class hour opens on its own page. A
 * signed-in learner sees their progress and which class hours are done or locked.
 */
export default function MoocDetailsPage() {
  const { t } = useTranslation('mooc');
  const [search, setSearch] = useSearchParams();
  const id = (search.get('id') ?? '').trim();
  const hourId = search.get('hour');
  const course = useCourse(id);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const progress = useLearningProgress(course.data?.id, Boolean(user.data));
  // A class hour is what a course's page most often opens next: its code comes ahead, once.
  const { language } = useLanguage();
  useEffect(() => preloadPageCode(loadClassHourPage, language), [language]);

  if (course.isPending && id) return <Skeleton active className={styles.page} />;
  if (!course.data) {
    return (
      <div className={styles.page}>
        <CourseMissing
          error={course.error}
          notFound={t('details.notFound')}
          onRetry={() => void course.refetch()}
        />
      </div>
    );
  }

  const data = course.data;
  const semester = shownSemester(data.tree, { semesterId: search.get('semester'), hourId });
  const first = firstHourOf(semester);
  const show = (next: { semester?: string; hour?: string }) => {
    const query = new URLSearchParams({ id: data.id });
    if (next.semester) query.set('semester', next.semester);
    if (next.hour) query.set('hour', next.hour);
    setSearch(query);
  };

  return (
    <div className={styles.page}>
      <CourseHeader
        course={data}
        onStart={first ? () => void navigate(classHourLink(first)) : undefined}
      />
      <div className={styles.body}>
        {/* The page frame holds the one main landmark; this is the course's main column. */}
        <div>
          {data.description && (
            <section aria-labelledby="mooc-about">
              <h2 id="mooc-about" className={styles.sectionTitle}>
                {t('details.about')}
              </h2>
              <p dir="auto">{data.description}</p>
            </section>
          )}
          <h2 className={styles.sectionTitle}>{t('details.syllabus')}</h2>
          {data.tree.length > 1 && semester && (
            <div className={styles.semesterBar}>
              <label htmlFor="mooc-semester">{t('details.semester')}</label>
              <Select
                id="mooc-semester"
                value={semester.id}
                options={data.tree.map((item) => ({ value: item.id, label: item.title }))}
                onChange={(value) => show({ semester: value })}
              />
            </div>
          )}
          {semester ? (
            <ChapterTree
              key={semester.id}
              courseId={data.id}
              semester={semester}
              activeHourId={hourId}
              progress={progress.data}
              courseLocked={data.access === 'locked'}
            />
          ) : (
            <p>{t('details.noChapters')}</p>
          )}
          <CourseNotes
            courseId={data.id}
            classHourLink={(hourId, atSecond) => classHourLink(hourId, undefined, atSecond)}
          />
          <CourseDiscussion courseId={data.id} />
        </div>
        <aside className={styles.aside}>
          {progress.data && <CourseProgress progress={progress.data} />}
          <CourseTestAccuracy courseId={data.id} signedIn={Boolean(user.data)} />
          {data.teacher && <TeacherCard teacher={data.teacher} />}
          <CourseCounts counts={data.counts} />
        </aside>
      </div>
      <RelatedCourses courseId={data.id} />
    </div>
  );
}
