import { useState } from 'react';
import { App, Button, DatePicker, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { PlanItem } from '@qiao/contracts/plans';
import { useLanguage } from '../../../hooks/use-language';
import { usePlanCourseDetail } from '../api/use-plan-reads';
import { useMoveItem } from '../api/use-plan-changes';
import { formatPlanDate } from '../rules/plan-date-format';
import { ItemStatusTag } from './item-status-tag';
import { ResourceKind } from './resource-kind';
import { TitleText } from './title-text';
import styles from '../plans.module.css';

const MOVABLE = new Set(['today', 'upcoming', 'postponed']);

/** Moves one unfinished class hour to another study day (the server keeps the course's order). */
function MoveItem({ item, today }: { item: PlanItem; today: string }) {
  const { t } = useTranslation('plans');
  const { message } = App.useApp();
  const move = useMoveItem(item.planId);
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button size="small" onClick={() => setOpen(true)}>
        {t('items.move')}
      </Button>
    );
  }
  return (
    <Space>
      <DatePicker
        size="small"
        aria-label={t('items.moveTo', { title: item.title })}
        defaultOpen
        defaultValue={dayjs(item.date)}
        disabledDate={(date) => date.format('YYYY-MM-DD') < today}
        onChange={(date) => {
          if (!date) return;
          void move
            .mutateAsync({ itemId: item.id, date: date.format('YYYY-MM-DD') })
            .then(() => {
              setOpen(false);
              void message.success(t('items.moved'));
            })
            .catch(() => undefined);
        }}
      />
      <Button size="small" type="link" onClick={() => setOpen(false)}>
        {t('actions.cancel')}
      </Button>
    </Space>
  );
}

/** Every class hour of one course of a plan, in order, with its day and status. */
export function CourseItems({
  planId,
  courseId,
  today,
}: {
  planId: string;
  courseId: string;
  today: string;
}) {
  const { language } = useLanguage();
  const detail = usePlanCourseDetail(planId, courseId, true);
  if (detail.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <ol className={styles.items}>
      {(detail.data?.items ?? []).map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.itemTitle}>
            {item.position}. <ResourceKind kind={item.kind} />
            <TitleText>{item.title}</TitleText>
          </span>
          <span className={styles.muted}>{formatPlanDate(item.date, language, 'day')}</span>
          <ItemStatusTag status={item.status} />
          {MOVABLE.has(item.status) && <MoveItem item={item} today={today} />}
        </li>
      ))}
    </ol>
  );
}
