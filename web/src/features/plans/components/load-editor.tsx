import { useState } from 'react';
import { App, Button, Skeleton, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanCourse } from '@qiao/contracts/plans';
import { useLanguage } from '../../../hooks/use-language';
import { useDayLoad } from '../api/use-plan-reads';
import { useEditDayLoad } from '../api/use-plan-changes';
import { loadChangeOf } from '../rules/load-moves';
import { formatPlanDate } from '../rules/plan-date-format';
import { isDailyLoadAllowed } from '../rules/plan-settings';
import { LoadPreview } from './load-preview';
import { TitleText } from './title-text';
import { DailyLoadInput } from './daily-load-input';

/**
 * Each course's daily load, editable (spec: adjust plan). Raising a load pulls later hours forward
 * at once; lowering one first shows which hours move to which later days and changes nothing
 * until the learner confirms (§4 "reducing a daily load pushes hours to later days after a
 * confirmation").
 */
export function LoadEditor({ planId }: { planId: string }) {
  const { t } = useTranslation('plans');
  const { language } = useLanguage();
  const { message, modal } = App.useApp();
  const dayLoad = useDayLoad(planId);
  const edit = useEditDayLoad(planId);
  const [drafts, setDrafts] = useState<Record<string, number | null>>({});

  if (dayLoad.isPending) return <Skeleton active />;
  if (!dayLoad.data) return null;

  const save = async (course: PlanCourse) => {
    const next = drafts[course.courseId] ?? course.dailyLoad;
    if (loadChangeOf(course.dailyLoad, next) === 'same') return;
    const answer = await edit.mutateAsync({
      courseId: course.courseId,
      dailyLoad: next,
      confirm: false,
    });
    if (answer.applied) {
      setDrafts((old) => ({ ...old, [course.courseId]: null }));
      void message.success(t('load.raised', { count: answer.moves.length }));
      return;
    }
    if (!answer.needsConfirmation) return;
    modal.confirm({
      title: t('load.confirmTitle', { title: course.title, from: course.dailyLoad, to: next }),
      content: <LoadPreview moves={answer.moves} endDate={answer.endDate} />,
      okText: t('load.confirm'),
      cancelText: t('actions.cancel'),
      width: 560,
      onOk: async () => {
        await edit.mutateAsync({ courseId: course.courseId, dailyLoad: next, confirm: true });
        setDrafts((old) => ({ ...old, [course.courseId]: null }));
        void message.success(t('load.lowered', { count: answer.moves.length }));
      },
    });
  };

  return (
    <Table<PlanCourse>
      rowKey="courseId"
      pagination={false}
      // On a phone the table scrolls inside itself instead of widening the page.
      scroll={{ x: 'max-content' }}
      dataSource={dayLoad.data.courses}
      columns={[
        {
          title: t('courses.course'),
          dataIndex: 'title',
          render: (title: string) => <TitleText>{title}</TitleText>,
        },
        {
          title: t('courses.progress'),
          render: (_, course) =>
            t('courses.doneOf', { done: course.doneItems, total: course.totalItems }),
        },
        {
          title: t('courses.endDate'),
          render: (_, course) =>
            course.endDate ? formatPlanDate(course.endDate, language, 'full') : '—',
        },
        {
          title: t('courses.dailyLoad'),
          render: (_, course) => {
            const value = drafts[course.courseId] ?? course.dailyLoad;
            return (
              <DailyLoadInput
                aria-label={t('load.inputLabel', { title: course.title })}
                value={value}
                onChange={(next) => setDrafts((old) => ({ ...old, [course.courseId]: next }))}
              />
            );
          },
        },
        {
          title: t('actions.label'),
          render: (_, course) => {
            const value = drafts[course.courseId] ?? course.dailyLoad;
            return (
              <Button
                type="primary"
                disabled={!isDailyLoadAllowed(value) || value === course.dailyLoad}
                loading={edit.isPending && edit.variables?.courseId === course.courseId}
                onClick={() => void save(course).catch(() => undefined)}
              >
                {t('load.save')}
              </Button>
            );
          },
        },
      ]}
    />
  );
}
