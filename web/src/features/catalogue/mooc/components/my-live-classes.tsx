import { useState } from 'react';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MyLiveClass } from '@qiao/contracts/live-attendance';
import { PagedList } from '../../../../components/paged-list/paged-list';
import { useMyLiveClasses } from '../api/use-live-attendance';
import { LIVE_LIST_ROUTE } from '../mooc-routes';
import { AttendedMark, JoinLiveButton, SignedUpMark } from './live-attendance-actions';
import { LiveHeading } from './live-heading';
import { ReplayLinks } from './replay-links';
import styles from './mooc.module.css';

function MyLiveClassEntry({ live }: { live: MyLiveClass }) {
  const { t } = useTranslation('mooc');
  return (
    <article className={styles.myLive}>
      <LiveHeading live={live} level={3} />
      <Space wrap>
        {live.status === 'live' && live.joinable && <JoinLiveButton id={live.id} />}
        {live.firstJoinedAt ? (
          <AttendedMark />
        ) : (
          live.status !== 'ended' && (
            <SignedUpMark id={live.id} cancellable={live.status === 'upcoming'} />
          )
        )}
      </Space>
      {live.status === 'ended' && live.replays.length > 0 && (
        <section aria-label={t('live.replays')}>
          <strong>{t('live.replays')}</strong>
          <ReplayLinks replays={live.replays} />
        </section>
      )}
    </article>
  );
}

/** The personal centre's "my live classes": what is ahead first, then what is over. */
export function MyLiveClasses() {
  const { t } = useTranslation('mooc');
  const [page, setPage] = useState(1);
  return (
    <PagedList
      query={useMyLiveClasses(page)}
      page={page}
      onPage={setPage}
      empty={{
        text: t('myLive.empty'),
        browse: { to: LIVE_LIST_ROUTE, label: t('myLive.browse') },
      }}
    >
      {(lives) => (
        <ul className={styles.liveList}>
          {lives.map((live) => (
            <li key={live.id}>
              <MyLiveClassEntry live={live} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
