import { Link } from 'react-router';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReplayCard } from '@qiao/contracts/catalogue-mooc-live';
import { replayLink } from '../mooc-routes';
import styles from './mooc.module.css';
import { formatDuration } from '../../../../format/duration';

/** Replays with their length; each opens on the video page, which plays it through play-auth. */
export function ReplayLinks({ replays }: { replays: readonly ReplayCard[] }) {
  const { t } = useTranslation('mooc');
  return (
    <ul className={styles.replays}>
      {replays.map((replay) => (
        <li key={replay.id} className={styles.replay}>
          <Link to={replayLink(replay.id)} aria-label={t('live.watch', { title: replay.title })}>
            <PlayCircleOutlined aria-hidden /> <bdi>{replay.title}</bdi>
          </Link>
          <bdi className={styles.hourMeta}>{formatDuration(replay.durationSeconds)}</bdi>
        </li>
      ))}
    </ul>
  );
}
