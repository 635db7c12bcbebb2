import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRunningPlans } from '../api/use-plan-reads';
import { planItemLink, PLAN_NEW_ROUTES } from '../plans-routes';
import { ReviewsDue } from './reviews-due';
import styles from './today-plan.module.css';
import { TitleText } from './title-text';

/**
 * Today's plan items on the home page for a signed-in learner with a running plan, and the
 * characters due for review (a link to practise them), with or without a plan. The home draws
 * without antd and with its first-paint texts (decision 026), so this does too, and the home
 * loads it only for a signed-in learner.
 */
export default function TodayPlan() {
  const { t } = useTranslation('home');
  const plans = useRunningPlans();
  const list = plans.data?.list ?? [];
  const reviews = plans.data?.reviewsDue ?? [];
  const anyReviewDue = reviews.some((review) => review.count > 0);
  if (list.length === 0 && !anyReviewDue) return null;
  const items = list.flatMap((plan) => plan.todayItems);
  return (
    <section className={styles.today} aria-labelledby="today-plan-title">
      <div className={styles.head}>
        <h2 id="today-plan-title" className={styles.title}>
          {t('todayPlan.title')}
        </h2>
        {list.length > 0 && <Link to={PLAN_NEW_ROUTES.myPlan}>{t('todayPlan.open')}</Link>}
      </div>
      <ReviewsDue
        reviews={reviews}
        className={styles.reviews}
        describe={(review) => t(`todayPlan.reviews.${review.kind}`, { count: review.count })}
      />
      {list.length === 0 ? null : items.length === 0 ? (
        <p>{t('todayPlan.rest')}</p>
      ) : (
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.id} className={styles.item}>
              <Link to={planItemLink(item)}>
                <TitleText>{item.title}</TitleText>
              </Link>
              <span className={styles.course}>
                <TitleText>{item.courseTitle}</TitleText>
              </span>
              <span className={styles.status} data-status={item.status}>
                {t(`todayPlan.status.${item.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
