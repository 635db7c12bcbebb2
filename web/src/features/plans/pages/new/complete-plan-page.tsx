import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../../session/require-login';
import { CompletedPlans } from '../../components/completed-plans';
import styles from '../../plans.module.css';

/** `/pages/plan-new/complete-plan` (and the old planner's twin): the completed plans. */
export default function CompletePlanPage() {
  const { t } = useTranslation('plans');
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <h1 className={styles.title}>{t('completed.title')}</h1>
          <CompletedPlans />
        </div>
      )}
    </RequireLogin>
  );
}
