import { useCallback, useRef } from 'react';
import { Alert, Breadcrumb, Skeleton } from 'antd';
import { CheckCircleFilled, LockOutlined } from '@ant-design/icons';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MOOC_ERRORS } from '@qiao/contracts/catalogue-mooc-errors';
import { ApiError } from '../../../../../api/api-error';
import { useCurrentUser } from '../../../../../session/use-current-user';
import { useClassHour, useCourse } from '../../api/use-course';
import { CourseMissing } from '../../components/course-missing';
import { classHourLink, courseLink, startSecondOf } from '../../mooc-routes';
import { useClassContentAddress, useLearningProgress, useOpenClassHour } from '../api/use-learning';
import { ContentView } from '../components/content-view';
import { HourSteps } from '../components/hour-steps';
import { chosenContent, hasAddress, prefersDocument } from '../rules/chosen-content';
import { NotesPanel } from '../../../../notes/notes-panel';
import type { PlayerHandle } from '../components/video-player';
import styles from '../components/player.module.css';
import { LockedClassHour } from '../components/locked-class-hour';

const COURSE_LOCKED = MOOC_ERRORS.moocCourseLocked.code;

/**
 * `/pages/mooc_details_son/mooc_details_son?id=<class hour>&content=` (also its `pdf` page and the
 * `v/mooc` twins): a class hour with its contents, the player or the PDF reader, previous and
 * next class hour. A signed-in learner's progress is saved; a class hour that waits for the
 * previous one says so and offers the way back to it; one of a course not bought offers to buy it.
 */
export default function ClassHourPage() {
  const { t } = useTranslation('player');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const hourId = (search.get('id') ?? '').trim();
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const hour = useClassHour(hourId);
  const courseId = hour.data?.place.courseId;
  const course = useCourse(courseId ?? '');
  const opened = useOpenClassHour(hourId, signedIn);
  const progress = useLearningProgress(courseId, signedIn);
  const content =
    hour.data &&
    chosenContent(hour.data.classHour.contents, search.get('content'), prefersDocument(pathname));
  // Its address is asked for as soon as the class hour names it, beside opening the hour, so the
  // player finds it there instead of asking only once drawn.
  useClassContentAddress(content && hasAddress(content) ? content.id : '');
  const handle = useRef<PlayerHandle | null>(null);
  const getCurrentTime = useCallback(() => handle.current?.getCurrentTime() ?? 0, []);
  const seekTo = useCallback((seconds: number) => handle.current?.seekTo(seconds), []);

  // A priced course not bought: the outline says where the hour is, the contents wait.
  if (hour.error instanceof ApiError && hour.error.code === COURSE_LOCKED) {
    return (
      <div className={styles.page}>
        <LockedClassHour hourId={hourId} />
      </div>
    );
  }
  if (!hourId || hour.isError) {
    return (
      <div className={styles.page}>
        <CourseMissing
          error={hour.error}
          notFound={t('notFound')}
          onRetry={() => void hour.refetch()}
        />
      </div>
    );
  }
  if (hour.isPending || user.isPending) return <Skeleton active className={styles.page} />;

  const { classHour, place } = hour.data;
  const locked =
    opened.error instanceof ApiError && opened.error.code === 3602 ? opened.error : null;
  const hourProgress = progress.data?.classHours.find((item) => item.classHourId === hourId);
  const previousId = hourProgress?.previousClassHourId;
  const waiting = signedIn && (opened.isPending || (!opened.data && !opened.error));

  return (
    <div className={styles.page}>
      <Breadcrumb
        items={[
          { title: <Link to={courseLink(place.courseId)}>{place.courseTitle}</Link> },
          { title: <bdi>{place.chapterTitle}</bdi> },
        ]}
      />
      <h1 className={styles.title}>
        <bdi>{classHour.title}</bdi>
        {hourProgress?.done && (
          <span className={styles.doneMark}>
            <CheckCircleFilled aria-hidden /> {t('hour.done')}
          </span>
        )}
      </h1>
      {!signedIn && <Alert type="info" showIcon title={t('visitor')} className={styles.notice} />}

      {locked ? (
        <Alert
          type="warning"
          showIcon
          icon={<LockOutlined aria-hidden />}
          role="alert"
          title={t('locked.title')}
          description={
            <>
              <p>{locked.message}</p>
              {previousId && <Link to={classHourLink(previousId)}>{t('locked.goToPrevious')}</Link>}
            </>
          }
          className={styles.notice}
          data-testid="class-hour-locked"
        />
      ) : waiting ? (
        <Skeleton active />
      ) : (
        <div className={styles.body}>
          {/* The shell holds the page's one `main`; this is a plain block inside it. */}
          <div className={styles.stage}>
            {content ? (
              <ContentView
                key={content.id}
                content={content}
                signedIn={signedIn}
                handle={handle}
                startAt={startSecondOf(search)}
              />
            ) : (
              <p>{t('hour.empty')}</p>
            )}
            {/* The learner's notes on this class hour, under the player (nothing for visitors). */}
            <NotesPanel
              courseId={place.courseId}
              classHourId={classHour.id}
              getCurrentTime={getCurrentTime}
              seekTo={seekTo}
            />
          </div>
          {classHour.contents.length > 1 && (
            <nav className={styles.contentList} aria-label={t('hour.contents')}>
              <ol>
                {classHour.contents.map((item) => {
                  const done = hourProgress?.contents.find((c) => c.contentId === item.id)?.done;
                  return (
                    <li key={item.id}>
                      <Link
                        to={classHourLink(classHour.id, item)}
                        aria-current={item.id === content?.id ? 'page' : undefined}
                        className={styles.contentLink}
                      >
                        <span className={styles.kind}>{t(`kind.${item.kind}`)}</span>
                        <bdi>{item.title}</bdi>
                        {done && <CheckCircleFilled aria-label={t('hour.done')} />}
                      </Link>
                    </li>
                  );
                })}
              </ol>
            </nav>
          )}
        </div>
      )}
      {course.data && <HourSteps tree={course.data.tree} hourId={classHour.id} />}
    </div>
  );
}
