import { useState } from 'react';
import { App, Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSetCourse } from '../api/use-old-plan';
import { CoursePicker } from './course-picker';
import { LoadPreview } from './load-preview';
import { DailyLoadInput } from './daily-load-input';

/**
 * Adds a course with its daily load to a plan, or changes the load of one already in it (the old
 * planner's createCourse). A lower load for a course of a running plan shows the class hours it
 * moves to later days and changes them only once confirmed.
 */
export function AddCourseForm({ planId }: { planId: string }) {
  const { t } = useTranslation('plans');
  const { modal } = App.useApp();
  const setCourse = useSetCourse(planId);
  const [course, setChosen] = useState<string[]>([]);
  const [load, setLoad] = useState<number | null>(1);

  const submit = async () => {
    const input = { courseId: course[0]!, dailyLoad: load ?? 1 };
    const answer = await setCourse.mutateAsync(input);
    if (answer.applied) {
      setChosen([]);
      return;
    }
    if (!answer.needsConfirmation) return;
    modal.confirm({
      title: t('load.confirmOld'),
      content: <LoadPreview moves={answer.moves} endDate={null} />,
      okText: t('load.confirm'),
      cancelText: t('actions.cancel'),
      width: 560,
      onOk: async () => {
        await setCourse.mutateAsync({ ...input, confirm: true });
        setChosen([]);
      },
    });
  };

  return (
    <Form layout="inline" onFinish={() => void submit().catch(() => undefined)}>
      <Form.Item
        label={t('courses.course')}
        htmlFor="old-course"
        style={{ flex: 1, minInlineSize: '18rem' }}
      >
        <CoursePicker id="old-course" value={course} onChange={setChosen} multiple={false} />
      </Form.Item>
      <Form.Item label={t('courses.dailyLoad')} htmlFor="old-load">
        <DailyLoadInput id="old-load" value={load} onChange={setLoad} />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={!course[0]} loading={setCourse.isPending}>
        {t('old.addCourse')}
      </Button>
    </Form>
  );
}
