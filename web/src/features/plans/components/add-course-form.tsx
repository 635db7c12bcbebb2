import { useState } from 'react';
import { Button, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLAN_LIMITS } from '@qiao/contracts/plans';
import { useSetCourse } from '../api/use-old-plan';
import { CoursePicker } from './course-picker';

/** Adds a course with its daily load to a plan (the old planner's createCourse). */
export function AddCourseForm({ planId }: { planId: string }) {
  const { t } = useTranslation('plans');
  const setCourse = useSetCourse(planId);
  const [course, setChosen] = useState<string[]>([]);
  const [load, setLoad] = useState<number | null>(1);
  return (
    <Form
      layout="inline"
      onFinish={() =>
        void setCourse
          .mutateAsync({ courseId: course[0]!, dailyLoad: load ?? 1 })
          .then(() => setChosen([]))
          .catch(() => undefined)
      }
    >
      <Form.Item
        label={t('courses.course')}
        htmlFor="old-course"
        style={{ flex: 1, minInlineSize: '18rem' }}
      >
        <CoursePicker id="old-course" value={course} onChange={setChosen} multiple={false} />
      </Form.Item>
      <Form.Item label={t('courses.dailyLoad')} htmlFor="old-load">
        <InputNumber
          id="old-load"
          min={PLAN_LIMITS.minDailyLoad}
          max={PLAN_LIMITS.maxDailyLoad}
          precision={0}
          value={load}
          onChange={setLoad}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={!course[0]} loading={setCourse.isPending}>
        {t('old.addCourse')}
      </Button>
    </Form>
  );
}
