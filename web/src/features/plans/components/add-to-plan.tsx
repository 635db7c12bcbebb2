import { Button, Space } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../session/use-current-user';
import { useCourseIsSet } from '../api/use-plan-reads';
import { makePlanDetailLink, myPlanLink } from '../plans-routes';

/**
 * "Add to plan" on a course's page: a plan by hand or towards an exam, starting with this course;
 * a course already in a running plan offers that plan instead (courseIsSet).
 */
export function AddToPlan({ courseId }: { courseId: string }) {
  const { t } = useTranslation('plans');
  const user = useCurrentUser();
  const isSet = useCourseIsSet(courseId, Boolean(user.data));
  if (isSet.data?.set && isSet.data.planId) {
    return (
      <Link to={myPlanLink(isSet.data.planId)}>
        <Button icon={<CalendarOutlined aria-hidden />}>{t('addToPlan.inPlan')}</Button>
      </Link>
    );
  }
  return (
    <Space wrap>
      <Link to={makePlanDetailLink('custom', [courseId])}>
        <Button icon={<CalendarOutlined aria-hidden />}>{t('addToPlan.add')}</Button>
      </Link>
      <Link to={makePlanDetailLink('exam', [courseId])}>
        <Button type="link">{t('addToPlan.exam')}</Button>
      </Link>
    </Space>
  );
}
