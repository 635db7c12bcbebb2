import { useState } from 'react';
import { Alert, Button, Form, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@qiao/contracts/errors';
import { PLAN_LIMITS } from '@qiao/contracts/plans';
import { RequireLogin } from '../../../../session/require-login';
import { useLanguage } from '../../../../hooks/use-language';
import { useChosenCourses } from '../../api/use-chosen-courses';
import { useExamProposal } from '../../api/use-exam-proposal';
import { useCreatePlan } from '../../api/use-plan-changes';
import { ExamProposal } from '../../components/exam-proposal';
import {
  PlanDatePicker,
  PlanSettingsFields,
  type PlanSettingsValue,
} from '../../components/plan-settings-fields';
import { examProposalVerdict } from '../../rules/exam-outcome';
import { addDays, browserTimeZone, todayIn } from '../../rules/local-dates';
import { planSettingsProblem } from '../../rules/plan-settings';
import { resourceCount, type ChosenResource } from '../../rules/plan-resources';
import { ResourceChooser } from '../../components/resource-chooser';
import { myPlanLink } from '../../plans-routes';
import styles from '../../plans.module.css';
import { TitleText } from '../../components/title-text';
import { DailyLoadInput } from '../../components/daily-load-input';

function MakePlanDetail() {
  const { t } = useTranslation('plans');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const exam = search.get('kind') === 'exam';
  const ids = search.getAll('course').slice(0, exam ? 1 : PLAN_LIMITS.maxCourses);
  const timeZone = browserTimeZone();
  const today = todayIn(timeZone);
  const courses = useChosenCourses(ids);
  const create = useCreatePlan();
  const [settings, setSettings] = useState<PlanSettingsValue>({
    title: '',
    daysPerWeek: 5,
    startDate: today,
  });
  const [loads, setLoads] = useState<Record<string, number | null>>({});
  const [examDate, setExamDate] = useState<string | null>(null);
  const [extras, setExtras] = useState<Record<string, ChosenResource[]>>({});
  const loadOf = (id: string) => loads[id] ?? 1;
  const extrasOf = (id: string) => (exam ? [] : (extras[id] ?? []));

  const proposal = useExamProposal(
    exam && examDate && ids[0] && examDate > settings.startDate
      ? {
          courseId: ids[0],
          examDate,
          daysPerWeek: settings.daysPerWeek,
          startDate: settings.startDate,
          timeZone,
        }
      : null,
  );
  const proposed = proposal.data;

  const resources = resourceCount(
    courses.map((course) => course.data?.counts.classHours),
    ids.map(extrasOf),
  );
  const problem = planSettingsProblem({
    daysPerWeek: settings.daysPerWeek,
    startDate: settings.startDate,
    today,
    dailyLoads: exam ? [proposed?.dailyLoad ?? PLAN_LIMITS.minDailyLoad] : ids.map(loadOf),
    resources,
    examDate: exam ? examDate : undefined,
  });
  const examReady = !exam || (proposed && examProposalVerdict(proposed.outcome).canMake);
  const canSubmit = ids.length > 0 && !problem && examReady;

  const submit = () =>
    void create
      .mutateAsync({
        title: settings.title.trim() || undefined,
        daysPerWeek: settings.daysPerWeek,
        startDate: settings.startDate,
        timeZone,
        courses: ids.map((courseId) => ({
          courseId,
          dailyLoad: exam ? (proposed?.dailyLoad ?? 1) : loadOf(courseId),
          ...(extrasOf(courseId).length
            ? { itemIds: extrasOf(courseId).map((item) => item.id) }
            : {}),
        })),
        ...(exam && examDate ? { examDate } : {}),
      })
      .then((plan) => navigate(myPlanLink(plan.id)))
      .catch(() => undefined);

  if (courses.some((course) => course.isPending)) {
    return <Skeleton active className={styles.page} />;
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{exam ? t('make.examTitle') : t('make.customTitle')}</h1>
      <p className={styles.intro}>{t('make.intro', { min: PLAN_LIMITS.minResources })}</p>
      <Form layout="vertical" className={styles.panel} onFinish={submit}>
        <PlanSettingsFields value={settings} onChange={setSettings} today={today} />
        {exam ? (
          <>
            <Form.Item
              label={t('exam.date', { title: courses[0]?.data?.title ?? '' })}
              htmlFor="plan-exam-date"
            >
              <PlanDatePicker
                id="plan-exam-date"
                value={examDate}
                from={addDays(settings.startDate, 1)}
                today={today}
                onChange={setExamDate}
              />
            </Form.Item>
            {examDate && (
              <ExamProposal
                proposal={proposed}
                pending={proposal.isFetching && !proposed}
                examDate={examDate}
              />
            )}
          </>
        ) : (
          <fieldset>
            <legend className={styles.sectionTitle}>{t('courses.dailyLoad')}</legend>
            {ids.map((id, index) => (
              <div key={id}>
                <Form.Item
                  label={<TitleText>{courses[index]?.data?.title ?? id}</TitleText>}
                  htmlFor={`plan-load-${id}`}
                  extra={t('make.classHours', {
                    count: courses[index]?.data?.counts.classHours ?? 0,
                  })}
                >
                  <DailyLoadInput
                    id={`plan-load-${id}`}
                    value={loadOf(id)}
                    onChange={(value) => setLoads((old) => ({ ...old, [id]: value }))}
                    suffix={t('courses.perDayUnit')}
                  />
                </Form.Item>
                <Form.Item
                  label={t('resources.label')}
                  htmlFor={`plan-items-${id}`}
                  extra={t('resources.hint')}
                >
                  <ResourceChooser
                    id={`plan-items-${id}`}
                    courseTitle={courses[index]?.data?.title ?? id}
                    value={extrasOf(id)}
                    onChange={(next) => setExtras((old) => ({ ...old, [id]: next }))}
                  />
                </Form.Item>
              </div>
            ))}
          </fieldset>
        )}
        {problem && !(exam && !examDate) && (
          <Alert
            type="warning"
            showIcon
            title={errorMessage(problem.key, language, problem.params)}
          />
        )}
        <div className={styles.toolbar}>
          <Button type="primary" htmlType="submit" disabled={!canSubmit} loading={create.isPending}>
            {t('make.submit')}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/**
 * `/pages/plan-new/make-plan-detail?kind=custom|exam&course=…`: the plan's days a week, first day
 * (not before today in the learner's zone) and each course's daily load; or, for an exam plan, the
 * exam date and the load the date needs (spec: plan creation, exam plan).
 */
export default function MakePlanDetailPage() {
  return <RequireLogin>{() => <MakePlanDetail />}</RequireLogin>;
}
