import { DatePicker, Form, Input, Radio } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  DAYS_PER_WEEK,
  PLAN_LIMITS,
  STUDY_WEEKDAYS,
  type DaysPerWeek,
} from '@qiao/contracts/plans';
import { useLanguage } from '../../../hooks/use-language';
import { addDays } from '../rules/local-dates';
import { formatPlanDate } from '../rules/plan-date-format';

/** The choices every plan takes: a name, days a week (weekdays follow, never chosen), first day. */
export interface PlanSettingsValue {
  title: string;
  daysPerWeek: DaysPerWeek;
  startDate: string;
}

/** A date picker over plan dates, closed before `from` and past the furthest day allowed. */
export function PlanDatePicker({
  id,
  value,
  onChange,
  from,
  today,
}: {
  id: string;
  value: string | null;
  onChange: (date: string | null) => void;
  from: string;
  today: string;
}) {
  const last = addDays(today, PLAN_LIMITS.maxDaysAhead);
  return (
    <DatePicker
      id={id}
      value={value ? dayjs(value) : null}
      allowClear={false}
      disabledDate={(date) => {
        const day = date.format('YYYY-MM-DD');
        return day < from || day > last;
      }}
      onChange={(date) => onChange(date ? date.format('YYYY-MM-DD') : null)}
    />
  );
}

/** Which weekdays 3, 5 or 7 days a week mean, named in the interface language. */
function StudyWeekdays({ daysPerWeek }: { daysPerWeek: DaysPerWeek }) {
  const { language } = useLanguage();
  // 2026-11-23 is a Monday: ISO weekday n is that date plus n - 1 days.
  const names = STUDY_WEEKDAYS[daysPerWeek].map((weekday) =>
    formatPlanDate(addDays('2026-11-23', weekday - 1), language, 'weekday'),
  );
  return <span>{names.join(language === 'zh' ? '、' : language === 'ar' ? '، ' : ', ')}</span>;
}

export function PlanSettingsFields({
  value,
  onChange,
  today,
  fixedDays = false,
}: {
  value: PlanSettingsValue;
  onChange: (value: PlanSettingsValue) => void;
  today: string;
  /** A series plan keeps its own days a week. */
  fixedDays?: boolean;
}) {
  const { t } = useTranslation('plans');
  return (
    <>
      <Form.Item label={t('form.title')} htmlFor="plan-title">
        <Input
          id="plan-title"
          maxLength={100}
          value={value.title}
          placeholder={t('form.titlePlaceholder')}
          onChange={(event) => onChange({ ...value, title: event.target.value })}
        />
      </Form.Item>
      <Form.Item
        label={t('form.daysPerWeek')}
        extra={
          <>
            {t('form.weekdays')} <StudyWeekdays daysPerWeek={value.daysPerWeek} />
          </>
        }
      >
        <Radio.Group
          aria-label={t('form.daysPerWeek')}
          disabled={fixedDays}
          value={value.daysPerWeek}
          optionType="button"
          options={DAYS_PER_WEEK.map((days) => ({
            value: days,
            label: t('form.days', { count: days }),
          }))}
          onChange={(event) =>
            onChange({ ...value, daysPerWeek: event.target.value as DaysPerWeek })
          }
        />
      </Form.Item>
      <Form.Item label={t('form.startDate')} htmlFor="plan-start" extra={t('form.startHint')}>
        <PlanDatePicker
          id="plan-start"
          value={value.startDate}
          from={today}
          today={today}
          onChange={(date) => date && onChange({ ...value, startDate: date })}
        />
      </Form.Item>
    </>
  );
}
