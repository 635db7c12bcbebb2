import { Button, Space, Tag } from 'antd';
import {
  CloudDownloadOutlined,
  LikeFilled,
  LikeOutlined,
  SaveOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PublicShareCard } from '@qiao/contracts/share-public';
import { useFormatDate } from '../../../../hooks/use-format-date';
import { ShareCounts } from './share-counts';
import styles from './public-share.module.css';

export type ShareAction = 'like' | 'collect' | 'resave' | 'download';

interface ShareHeaderProps {
  share: PublicShareCard & { thumbed: boolean; collected: boolean };
  busy: ShareAction | undefined;
  onAction: (action: ShareAction) => void;
}

/** Title, zone, owner, introduction, the counters and what a signed-in user may do. */
export function ShareHeader({ share, busy, onAction }: ShareHeaderProps) {
  const { t } = useTranslation('zones');
  const { dateTime } = useFormatDate();
  return (
    <header className={styles.header}>
      <h1 className={styles.detailTitle} dir="auto">
        {share.public_title}
      </h1>
      <dl className={styles.facts}>
        <div>
          <dt>{t('detail.zone')}</dt>
          <dd>
            <Tag color="cyan">
              <bdi>{share.categoryTitle}</bdi>
            </Tag>
          </dd>
        </div>
        <div>
          <dt>{t('detail.owner')}</dt>
          <dd>
            <bdi>{share.ownerName}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('detail.shareTime')}</dt>
          <dd>
            <bdi>{dateTime(share.publishTime ?? share.shareTime)}</bdi>
          </dd>
        </div>
      </dl>
      <p className={styles.description} dir="auto">
        {share.public_desc}
      </p>
      <ShareCounts counts={share} named />
      <Space wrap className={styles.actions}>
        <Button
          type={share.thumbed ? 'primary' : 'default'}
          icon={share.thumbed ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
          aria-pressed={share.thumbed}
          loading={busy === 'like'}
          onClick={() => onAction('like')}
        >
          {t(share.thumbed ? 'actions.liked' : 'actions.like')}
        </Button>
        <Button
          type={share.collected ? 'primary' : 'default'}
          icon={share.collected ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
          aria-pressed={share.collected}
          loading={busy === 'collect'}
          onClick={() => onAction('collect')}
        >
          {t(share.collected ? 'actions.collected' : 'actions.collect')}
        </Button>
        <Button
          icon={<SaveOutlined aria-hidden />}
          loading={busy === 'resave'}
          onClick={() => onAction('resave')}
        >
          {t('actions.resave')}
        </Button>
        <Button
          icon={<CloudDownloadOutlined aria-hidden />}
          loading={busy === 'download'}
          onClick={() => onAction('download')}
        >
          {t('actions.download')}
        </Button>
      </Space>
    </header>
  );
}
