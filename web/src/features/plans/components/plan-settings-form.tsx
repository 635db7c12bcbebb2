import { useState } from 'react';
import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanSummary } from '@qiao/contracts/plans';
import { useEditPlan } from '../api/use-plan-changes';
import { PlanSettingsFields, type PlanSettingsValue } from './plan-settings-fields';

/**
 * A running plan's name, days a week and first day (editPlan): only what changed is sent, and
 * the unfinished class hours are laid out again from the later of today and the first day.
 */
export function PlanSettingsForm({ plan }: { plan: PlanSummary }) {
  const { t } = useTranslation('plans');
  const { message } = App.useApp();
  const edit = useEditPlan(plan.id);
  const [value, setValue] = useState<PlanSettingsValue>({
    title: plan.title,
    daysPerWeek: plan.daysPerWeek,
    startDate: plan.startDate,
  });
  const changed = {
    ...(value.title.trim() !== plan.title ? { title: value.title.trim() } : {}),
    ...(value.daysPerWeek !== plan.daysPerWeek ? { daysPerWeek: value.daysPerWeek } : {}),
    ...(value.startDate !== plan.startDate ? { startDate: value.startDate } : {}),
  };
  return (
    <Form
      layout="vertical"
      onFinish={() =>
        void edit
          .mutateAsync(changed)
          .then(() => message.success(t('settings.saved')))
          .catch(() => undefined)
      }
    >
      <PlanSettingsFields value={value} onChange={setValue} today={plan.today} />
      <Button
        type="primary"
        htmlType="submit"
        disabled={Object.keys(changed).length === 0}
        loading={edit.isPending}
      >
        {t('settings.save')}
      </Button>
    </Form>
  );
}
