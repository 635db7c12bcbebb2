import { useState } from 'react';
import { Empty, Pagination, Skeleton } from 'antd';
import { LIMITS } from '@qiao/contracts/limits';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMyPlans } from '../api/use-plan-reads';
import { PLAN_NEW_ROUTES } from '../plans-routes';
import { PlanCard } from './plan-card';
import styles from '../plans.module.css';

/** The learner's completed plans (spec: completed plans), a page at a time. */
export function CompletedPlans() {
  const { t } = useTranslation('plans');
  const [page, setPage] = useState(1);
  const plans = useMyPlans('completed', page);
  if (plans.isPending) return <Skeleton active />;
  const list = plans.data?.list ?? [];
  if (list.length === 0) {
    return (
      <Empty description={t('completed.none')}>
        <Link to={PLAN_NEW_ROUTES.myPlan}>{t('completed.toMyPlan')}</Link>
      </Empty>
    );
  }
  return (
    <>
      <div className={styles.cards}>
        {list.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      {(plans.data?.total ?? 0) > LIMITS.defaultPageSize && (
        <Pagination
          current={page}
          pageSize={LIMITS.defaultPageSize}
          total={plans.data?.total ?? 0}
          onChange={setPage}
          showSizeChanger={false}
        />
      )}
    </>
  );
}
