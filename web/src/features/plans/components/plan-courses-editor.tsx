import { useState } from 'react';
import { Alert, App, Button, Form, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanSummary } from '@qiao/contracts/plans';
import { useChosenCourses } from '../api/use-chosen-courses';
import { usePlanCourses } from '../api/use-plan-courses';
import { useEditPlanDetails } from '../api/use-plan-changes';
import {
  canAddCourse,
  canRemoveCourse,
  coursesChanged,
  editableCourse,
  planCoursesInput,
  type EditableCourse,
} from '../rules/plan-resources';
import { CoursePicker } from './course-picker';
import { ResourceChooser } from './resource-chooser';
import { TitleText } from './title-text';
import styles from '../plans.module.css';
import { DailyLoadInput } from './daily-load-input';

/** Picks a course from the course centre with its daily load, to add to the draft. */
function AddCourse({
  courses,
  onAdd,
}: {
  courses: readonly EditableCourse[];
  onAdd: (course: EditableCourse) => void;
}) {
  const { t } = useTranslation('plans');
  const [picked, setPicked] = useState<string[]>([]);
  const [load, setLoad] = useState<number | null>(1);
  const courseId = picked[0] ?? '';
  const [detail] = useChosenCourses(courseId ? [courseId] : []);
  const title = detail?.data?.title;
  const allowed = canAddCourse(courses, courseId) && title !== undefined;
  return (
    <div className={styles.toolbar}>
      <Form.Item
        label={t('editCourses.addLabel')}
        htmlFor="plan-add-course"
        style={{ flex: 1, minInlineSize: '18rem', marginBlockEnd: 0 }}
      >
        <CoursePicker id="plan-add-course" value={picked} onChange={setPicked} multiple={false} />
      </Form.Item>
      <Form.Item
        label={t('courses.dailyLoad')}
        htmlFor="plan-add-load"
        style={{ marginBlockEnd: 0 }}
      >
        <DailyLoadInput id="plan-add-load" value={load} onChange={setLoad} />
      </Form.Item>
      <Button
        disabled={!allowed}
        onClick={() => {
          onAdd({ courseId, title: title ?? courseId, dailyLoad: load ?? 1, items: [] });
          setPicked([]);
        }}
      >
        {t('editCourses.add')}
      </Button>
    </div>
  );
}

/** The draft of a plan's courses: removed, added, their items changed, then sent at once. */
function CoursesDraft({ planId, initial }: { planId: string; initial: EditableCourse[] }) {
  const { t } = useTranslation('plans');
  const { message } = App.useApp();
  const edit = useEditPlanDetails(planId);
  const [draft, setDraft] = useState(initial);
  const change = (courseId: string, next: Partial<EditableCourse>) =>
    setDraft((old) => old.map((one) => (one.courseId === courseId ? { ...one, ...next } : one)));
  const removable = canRemoveCourse(draft);
  const save = () =>
    void edit
      .mutateAsync(planCoursesInput(draft))
      .then(() => message.success(t('editCourses.saved')))
      .catch(() => undefined);

  return (
    <>
      <ol className={styles.items} aria-label={t('editCourses.title')}>
        {draft.map((course) => (
          <li key={course.courseId} className={styles.item}>
            <span className={styles.itemTitle}>
              <TitleText>{course.title}</TitleText>
            </span>
            {course.classHourIds === undefined && (
              <Tag color="gold">{t('editCourses.unsaved')}</Tag>
            )}
            <span className={styles.muted}>{t('courses.perDay', { count: course.dailyLoad })}</span>
            <Button
              danger
              size="small"
              disabled={!removable}
              title={removable ? undefined : t('editCourses.lastCourse')}
              aria-label={t('editCourses.remove', { title: course.title })}
              onClick={() =>
                setDraft((old) => old.filter((one) => one.courseId !== course.courseId))
              }
            >
              {t('editCourses.removeShort')}
            </Button>
            <div className={styles.itemWide}>
              <Form.Item
                label={t('resources.label')}
                htmlFor={`plan-edit-items-${course.courseId}`}
                extra={t('resources.hint')}
                style={{ marginBlockEnd: 0 }}
              >
                <ResourceChooser
                  id={`plan-edit-items-${course.courseId}`}
                  courseTitle={course.title}
                  value={course.items}
                  onChange={(items) => change(course.courseId, { items })}
                />
              </Form.Item>
            </div>
          </li>
        ))}
      </ol>
      <AddCourse courses={draft} onAdd={(course) => setDraft((old) => [...old, course])} />
      <div className={styles.toolbar}>
        <Button
          type="primary"
          disabled={!coursesChanged(initial, draft)}
          loading={edit.isPending}
          onClick={save}
        >
          {t('editCourses.save')}
        </Button>
        <Button disabled={!coursesChanged(initial, draft)} onClick={() => setDraft(initial)}>
          {t('editCourses.discard')}
        </Button>
      </div>
    </>
  );
}

/**
 * "Courses of this plan" (editPlanDetails): take a course away (never the last), add one, choose
 * the micro-lessons, documents and videos studied with each. A course's class hours in the plan
 * are sent back as they are, and its done items stay done. The server's refusal (too few
 * resources, a course already in another running plan) is toasted in its own words.
 */
export function PlanCoursesEditor({ plan }: { plan: PlanSummary }) {
  const { t } = useTranslation('plans');
  const ordered = [...plan.courses].sort((a, b) => a.order - b.order);
  const details = usePlanCourses(
    plan.id,
    ordered.map((course) => course.courseId),
  );
  const body = (() => {
    if (details.some((one) => one.isPending)) return <Skeleton active paragraph={{ rows: 2 }} />;
    // Without a course's items its class hours are unknown: sending would drop them.
    if (details.some((one) => !one.data)) {
      return <Alert type="error" showIcon title={t('editCourses.loadFailed')} />;
    }
    const initial = ordered.map((course, index) =>
      editableCourse(course, details[index]?.data?.items ?? []),
    );
    // A saved change refreshes the plan: the draft starts again from what the server now holds.
    return <CoursesDraft key={JSON.stringify(initial)} planId={plan.id} initial={initial} />;
  })();
  return (
    <section className={styles.panel} aria-labelledby="plan-courses-title">
      <h2 id="plan-courses-title" className={styles.sectionTitle}>
        {t('editCourses.title')}
      </h2>
      <p className={styles.intro}>{t('editCourses.intro')}</p>
      <Form layout="vertical" component="div">
        {body}
      </Form>
    </section>
  );
}
