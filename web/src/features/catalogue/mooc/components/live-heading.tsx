import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LiveClass } from '@qiao/contracts/catalogue-mooc-live';
import { useFormatDate } from '../../../../hooks/use-format-date';
import { LIVE_STATUS_COLOURS } from './live-status';
import styles from './mooc.module.css';

interface LiveHeadingProps {
  live: Pick<LiveClass, 'status' | 'title' | 'startsAt' | 'endsAt'> & {
    category?: LiveClass['category'];
  };
  /** The list's own heading level: h2 on the live list, h3 inside the personal centre's section. */
  level: 2 | 3;
}

/** A live class's status, title (and category) and schedule, as every list of live classes shows it. */
export function LiveHeading({ live, level }: LiveHeadingProps) {
  const { t } = useTranslation('mooc');
  const { dateTime } = useFormatDate();
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <div className={styles.liveHead}>
        <Tag color={LIVE_STATUS_COLOURS[live.status]} className={styles.liveStatus}>
          {t(`live.status.${live.status}`)}
        </Tag>
        <Title className={styles.liveTitle} dir="auto">
          {live.title}
        </Title>
        {live.category && <Tag>{t(`live.cate.${live.category}`)}</Tag>}
      </div>
      <p className={styles.liveTime}>
        <bdi>
          {t('live.schedule', {
            start: dateTime(live.startsAt),
            end: dateTime(live.endsAt),
          })}
        </bdi>
      </p>
    </>
  );
}
