import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveClass } from '@qiao/contracts/catalogue-mooc-live';
import { CourseCover } from './course-cover';
import {
  AttendedMark,
  JoinLiveButton,
  SignedUpMark,
  SignInToJoinButton,
  SignUpButton,
} from './live-attendance-actions';
import { LiveHeading } from './live-heading';
import { ReplayLinks } from './replay-links';
import styles from './mooc.module.css';

/** Sign-up and the room for a learner; a visitor is asked to sign in (decision 029). */
function Attendance({ live }: { live: LiveClass }) {
  const { t } = useTranslation('mooc');
  const { attendance } = live;
  const roomMissing =
    live.status === 'live' && !live.joinable ? (
      <p className={styles.liveTime}>{t('live.noJoinLink')}</p>
    ) : null;
  if (!attendance) {
    return (
      <>
        {live.status === 'upcoming' && <p className={styles.liveTime}>{t('live.startsLater')}</p>}
        {roomMissing ?? <SignInToJoinButton />}
      </>
    );
  }
  return (
    <>
      {live.status === 'upcoming' && <p className={styles.liveTime}>{t('live.startsLater')}</p>}
      {roomMissing}
      <Space wrap>
        {live.status === 'live' && live.joinable && <JoinLiveButton id={live.id} />}
        {attendance.joined ? (
          <AttendedMark />
        ) : attendance.signedUp ? (
          <SignedUpMark id={live.id} cancellable={live.status === 'upcoming'} />
        ) : (
          <SignUpButton id={live.id} />
        )}
      </Space>
    </>
  );
}

function LiveAction({ live }: { live: LiveClass }) {
  const { t } = useTranslation('mooc');
  if (live.status !== 'ended') return <Attendance live={live} />;
  return (
    <section aria-label={t('live.replays')}>
      {live.attendance?.joined && <AttendedMark />}
      <strong>{t('live.replays')}</strong>
      {live.replays.length > 0 ? (
        <ReplayLinks replays={live.replays} />
      ) : (
        <p className={styles.liveTime}>{t('live.noReplays')}</p>
      )}
    </section>
  );
}

/** One live class: its status from the schedule, and what can be done now (join or replays). */
export function LiveCard({ live }: { live: LiveClass }) {
  return (
    <article className={styles.live}>
      <CourseCover url={live.coverUrl} className={styles.liveCover} />
      <div>
        <LiveHeading live={live} level={2} />
        {live.summary && <p dir="auto">{live.summary}</p>}
        <LiveAction live={live} />
      </div>
    </article>
  );
}
