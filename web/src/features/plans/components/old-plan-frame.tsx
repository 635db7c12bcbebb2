import type { ReactNode } from 'react';
import { Empty, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../session/require-login';
import { useOldPlan } from '../api/use-old-plan';
import { PLAN_OLD_ROUTES } from '../plans-routes';
import styles from '../plans.module.css';
import { TitleText } from './title-text';

/**
 * An old-planner page about the plan its address names (`?plan=`, else the learner's newest): the
 * page's heading, the plan's title, then what the page does with it; without a plan, a way to make
 * one.
 */
export function OldPlanFrame({
  title,
  children,
}: {
  title: string;
  children: (planId: string) => ReactNode;
}) {
  const { t } = useTranslation('plans');
  const [search] = useSearchParams();
  const plan = useOldPlan(search.get('plan'));
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{title}</h1>
          {plan.isPending ? (
            <Skeleton active />
          ) : plan.data ? (
            <>
              <h2 className={styles.sectionTitle}>
                <TitleText>{plan.data.title || t('plan.untitled')}</TitleText>
              </h2>
              {children(plan.data.id)}
            </>
          ) : (
            <Empty description={t('myPlan.none')}>
              <Link to={PLAN_OLD_ROUTES.plan}>{t('actions.makePlan')}</Link>
            </Empty>
          )}
        </div>
      )}
    </RequireLogin>
  );
}
