import PlayCircleOutlined from '@ant-design/icons-svg/es/asn/PlayCircleOutlined';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../../../../../components/icon/svg-icon';
import { useCurrentUser } from '../../../../../session/use-current-user';
import { classHourLink } from '../../mooc-routes';
import { useContinueLearning } from '../api/use-continue-learning';
import styles from './continue-learning.module.css';

/**
 * "Continue learning" for a signed-in learner: the class hour they opened last, and its course.
 * It sits on the home page, whose first load stays without antd (decision 026): a native progress
 * bar and a link drawn as the primary button. Its texts are the home's, so the player's namespace
 * stays out of the first paint.
 */
export function ContinueLearning() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  const next = useContinueLearning(Boolean(user.data));
  if (!next.data) return null;
  const { courseTitle, classHourId, classHourTitle, percent } = next.data;
  return (
    <section className={styles.continue} aria-labelledby="continue-learning-title">
      <h2 id="continue-learning-title" className={styles.title}>
        {t('continueLearning.title')}
      </h2>
      <p className={styles.course}>
        <bdi>{courseTitle}</bdi>
      </p>
      <div className={styles.progress}>
        <progress max={100} value={percent} aria-label={t('continueLearning.label')} />
        <span>{percent}%</span>
      </div>
      <Link className={styles.go} to={classHourLink(classHourId)}>
        <SvgIcon icon={PlayCircleOutlined} aria-hidden />
        {t('continueLearning.at', { title: classHourTitle })}
      </Link>
    </section>
  );
}
