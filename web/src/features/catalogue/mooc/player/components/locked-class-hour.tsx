import { Alert, Breadcrumb, Skeleton } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useClassHourPlace, useCourse } from '../../api/use-course';
import { BuyCourse } from '../../components/buy-course';
import { CoursePrice } from '../../components/course-price';
import { courseLink } from '../../mooc-routes';
import styles from './player.module.css';

/**
 * A class hour of a priced course the learner has not bought: its place and title from the
 * outline, why it is closed, the price and the way to buy (the server refuses its contents).
 */
export function LockedClassHour({ hourId }: { hourId: string }) {
  const { t } = useTranslation('mooc');
  const place = useClassHourPlace(hourId, true);
  const course = useCourse(place.data?.place.courseId ?? '');
  if (place.isPending) return <Skeleton active />;
  const where = place.data?.place;
  const title = place.data?.chapters
    .flatMap((chapter) => chapter.classHours)
    .find((hour) => hour.id === hourId)?.title;
  return (
    <>
      {where && (
        <Breadcrumb
          items={[
            { title: <Link to={courseLink(where.courseId)}>{where.courseTitle}</Link> },
            { title: <bdi>{where.chapterTitle}</bdi> },
          ]}
        />
      )}
      {title && (
        <h1 className={styles.title}>
          <bdi>{title}</bdi>
        </h1>
      )}
      <Alert
        type="warning"
        showIcon
        icon={<LockOutlined aria-hidden />}
        role="alert"
        title={t('buy.lockedTitle')}
        description={
          <div className={styles.lockedBuy}>
            <p>{t('buy.lockedHint')}</p>
            {course.data && (
              <p className={styles.lockedActions}>
                <CoursePrice price={course.data.price} />
                <BuyCourse course={course.data} size="middle" />
                <Link to={courseLink(course.data.id, hourId)}>{t('buy.backToCourse')}</Link>
              </p>
            )}
          </div>
        }
        className={styles.notice}
        data-testid="class-hour-not-bought"
      />
    </>
  );
}
