import { Button, Tag } from 'antd';
import { VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LiveClass } from '@qiao/contracts/catalogue-mooc-live';
import { useLanguage } from '../../../../hooks/use-language';
import { CourseCover } from './course-cover';
import { ReplayLinks } from './replay-links';
import styles from './mooc.module.css';

const STATUS_COLOURS = { live: 'red', upcoming: 'gold', ended: 'default' } as const;

function LiveAction({ live }: { live: LiveClass }) {
  const { t } = useTranslation('mooc');
  if (live.status === 'live') {
    return live.joinUrl ? (
      <Button
        type="primary"
        icon={<VideoCameraOutlined />}
        href={live.joinUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('live.join')}
      </Button>
    ) : (
      <p className={styles.liveTime}>{t('live.noJoinLink')}</p>
    );
  }
  if (live.status === 'upcoming') return <p className={styles.liveTime}>{t('live.startsLater')}</p>;
  return (
    <section aria-label={t('live.replays')}>
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
  const { t } = useTranslation('mooc');
  const { language } = useLanguage();
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article className={styles.live}>
      <CourseCover url={live.coverUrl} className={styles.liveCover} />
      <div>
        <div className={styles.liveHead}>
          <Tag color={STATUS_COLOURS[live.status]} className={styles.liveStatus}>
            {t(`live.status.${live.status}`)}
          </Tag>
          <h2 className={styles.liveTitle} dir="auto">
            {live.title}
          </h2>
          {live.category && <Tag>{t(`live.cate.${live.category}`)}</Tag>}
        </div>
        <p className={styles.liveTime}>
          <bdi>
            {t('live.schedule', {
              start: when.format(new Date(live.startsAt)),
              end: when.format(new Date(live.endsAt)),
            })}
          </bdi>
        </p>
        {live.summary && <p dir="auto">{live.summary}</p>}
        <LiveAction live={live} />
      </div>
    </article>
  );
}
