import { Button, Empty } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PlanItem } from '@qiao/contracts/plans';
import { useLanguage } from '../../../hooks/use-language';
import { formatPlanDate } from '../rules/plan-date-format';
import { planItemLink } from '../plans-routes';
import { ItemStatusTag } from './item-status-tag';
import styles from '../plans.module.css';
import { ResourceKind } from './resource-kind';
import { TitleText } from './title-text';

const UNFINISHED = new Set(['today', 'postponed', 'upcoming']);

/**
 * A list of plan items: the class hour (opening its course page on it), its course, its status,
 * and, when the item is due, "mark done" for learning done outside the player.
 */
export function PlanItems({
  items,
  onFinish,
  finishing,
  showDates = false,
}: {
  items: readonly PlanItem[];
  onFinish?: (item: PlanItem) => void;
  finishing?: string | null;
  showDates?: boolean;
}) {
  const { t } = useTranslation('plans');
  const { language } = useLanguage();
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('items.none')} />;
  }
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.itemTitle}>
            <Link to={planItemLink(item)}>
              <ResourceKind kind={item.kind} />
              <TitleText>{item.title}</TitleText>
            </Link>
            <br />
            <span className={styles.muted}>
              <TitleText>{item.courseTitle}</TitleText>
              {showDates && <> · {formatPlanDate(item.date, language, 'day')}</>}
              {item.missedOn && (
                <>
                  {' '}
                  · {t('items.missedOn', { date: formatPlanDate(item.missedOn, language, 'day') })}
                </>
              )}
            </span>
          </span>
          <ItemStatusTag status={item.status} />
          {onFinish && UNFINISHED.has(item.status) && item.status !== 'upcoming' && (
            <Button size="small" loading={finishing === item.id} onClick={() => onFinish(item)}>
              {t('items.markDone')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
