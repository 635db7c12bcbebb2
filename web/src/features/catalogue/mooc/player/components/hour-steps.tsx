import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SemesterNode } from '@qiao/contracts/catalogue-mooc';
import { classHourLink } from '../../mooc-routes';
import { hourSteps } from '../rules/hour-steps';
import styles from './player.module.css';

/** Previous and next class hour; the arrows point the reading direction's way. */
export function HourSteps({ tree, hourId }: { tree: readonly SemesterNode[]; hourId: string }) {
  const { t } = useTranslation('player');
  const { previous, next } = hourSteps(tree, hourId);
  return (
    <nav className={styles.steps} aria-label={t('steps.label')}>
      {previous ? (
        <Link to={classHourLink(previous.id)}>
          <Button icon={<LeftOutlined className="qiao-mirror" aria-hidden />}>
            <span>
              {t('steps.previous')}: <bdi>{previous.title}</bdi>
            </span>
          </Button>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={classHourLink(next.id)} data-testid="next-class-hour">
          <Button
            type="primary"
            icon={<RightOutlined className="qiao-mirror" aria-hidden />}
            iconPlacement="end"
          >
            <span>
              {t('steps.next')}: <bdi>{next.title}</bdi>
            </span>
          </Button>
        </Link>
      )}
    </nav>
  );
}
