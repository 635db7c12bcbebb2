import { App, Button } from 'antd';
import { CheckOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MoocDetail } from '@qiao/contracts/catalogue-mooc';
import { formatMoney, rtlSafeMoney } from '@qiao/contracts/pay-money';
import { useLanguage } from '../../../../hooks/use-language';
import { useAddToMine } from '../api/use-add-to-mine';
import { useCourseMore } from '../api/use-course';
import { BuyCourse } from './buy-course';
import { CourseCover } from './course-cover';
import { FilterTags } from './filter-tags';
import { AddToPlan } from '../../../plans/add-to-plan';
import styles from './mooc.module.css';

/**
 * Cover, title, filters and price, and the actions: start learning (or buy a locked course first),
 * add to "my MOOCs", add to a plan.
 */
export function CourseHeader({
  course,
  onStart,
}: {
  course: MoocDetail;
  /** Absent when the shown semester has no class hour to start with. */
  onStart: (() => void) | undefined;
}) {
  const { t } = useTranslation('mooc');
  const { language } = useLanguage();
  const { message } = App.useApp();
  const more = useCourseMore(course.id);
  const add = useAddToMine(course.id);
  const inMine = more.data?.inMine === true;
  return (
    <header className={styles.header}>
      <CourseCover url={course.coverUrl} className={styles.headerCover} />
      <div className={styles.headerText}>
        <h1 className={styles.title} dir="auto">
          {course.title}
        </h1>
        {course.summary && (
          <p className={styles.intro} dir="auto">
            {course.summary}
          </p>
        )}
        <FilterTags course={course} />
        {course.price && (
          <p className={styles.headerPrice}>
            <span>{t('buy.price')}</span>
            <bdi>{rtlSafeMoney(formatMoney(course.price, language))}</bdi>
          </p>
        )}
        <div className={styles.actions}>
          <BuyCourse course={course} />
          {course.access === 'open' && (
            <Button
              type="primary"
              size="large"
              icon={<PlayCircleOutlined aria-hidden />}
              disabled={!onStart}
              onClick={onStart}
            >
              {t('details.startLearning')}
            </Button>
          )}
          <Button
            size="large"
            icon={inMine ? <CheckOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
            disabled={inMine}
            loading={add.isPending}
            onClick={() =>
              add.mutate(undefined, { onSuccess: () => void message.success(t('details.added')) })
            }
          >
            {inMine ? t('details.inMine') : t('details.addToMine')}
          </Button>
          <AddToPlan courseId={course.id} />
        </div>
      </div>
    </header>
  );
}
