import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MoocCard } from '@qiao/contracts/catalogue-mooc';
import { CoursePrice } from './course-price';
import styles from './mooc.module.css';

/** The course's filter values as small tags: who it is for, level, aim, type; its price. */
export function FilterTags({ course }: { course: MoocCard }) {
  const { t } = useTranslation('mooc');
  return (
    <div className={styles.tags}>
      {course.object && <Tag color="cyan">{t(`object.${course.object}`)}</Tag>}
      {course.difficulty && <Tag color="gold">{t(`difficulty.${course.difficulty}`)}</Tag>}
      {course.direction && <Tag>{t(`direction.${course.direction}`)}</Tag>}
      {course.category && <Tag>{t(`category.${course.category}`)}</Tag>}
      {course.price === null ? (
        <Tag color="green">{t('card.free')}</Tag>
      ) : (
        <CoursePrice price={course.price} />
      )}
    </div>
  );
}
