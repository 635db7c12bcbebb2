import { Button, Progress } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../../../session/use-current-user';
import { classHourLink } from '../../mooc-routes';
import { useContinueLearning } from '../api/use-continue-learning';
import styles from './player.module.css';

/** "Continue learning" for a signed-in learner: the class hour they opened last, and its course. */
export function ContinueLearning() {
  const { t } = useTranslation('player');
  const user = useCurrentUser();
  const next = useContinueLearning(Boolean(user.data));
  if (!next.data) return null;
  const { courseTitle, classHourId, classHourTitle, percent } = next.data;
  return (
    <section className={styles.continue} aria-labelledby="continue-learning-title">
      <h2 id="continue-learning-title" className={styles.progressTitle}>
        {t('progress.continue')}
      </h2>
      <p className={styles.continueCourse}>
        <bdi>{courseTitle}</bdi>
      </p>
      <Progress percent={percent} aria-label={t('progress.label')} />
      <Link to={classHourLink(classHourId)}>
        <Button type="primary" icon={<PlayCircleOutlined />}>
          {t('progress.continueAt', { title: classHourTitle })}
        </Button>
      </Link>
    </section>
  );
}
