import { useState } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copy-text';
import {
  useCalendarFeed,
  useRenewCalendarFeed,
  useRevokeCalendarFeed,
} from '../api/use-calendar-feed';
import styles from '../plans.module.css';

/**
 * The plan in the phone's own calendar: a secret address (asked for only when the learner opens
 * this panel, since asking makes it), with copy, renew (the old address stops answering) and end.
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation('plans');
  const { message, modal } = App.useApp();
  const [shown, setShown] = useState(false);
  const feed = useCalendarFeed(shown);
  const renew = useRenewCalendarFeed();
  const revoke = useRevokeCalendarFeed();

  return (
    <section className={styles.panel} aria-labelledby="plan-feed-title">
      <h2 id="plan-feed-title" className={styles.sectionTitle}>
        {t('feed.title')}
      </h2>
      <p>{t('feed.explain')}</p>
      {!shown || !feed.data ? (
        <Button onClick={() => setShown(true)} loading={shown && feed.isFetching}>
          {t('feed.show')}
        </Button>
      ) : (
        <>
          <Typography.Paragraph>
            <code className={styles.feedUrl} dir="ltr">
              {feed.data.url}
            </code>
          </Typography.Paragraph>
          <Space wrap>
            <Button
              type="primary"
              onClick={async () => {
                const copied = await copyText(feed.data.url);
                if (copied) void message.success(t('feed.copied'));
                else void message.error(t('feed.copyFailed'));
              }}
            >
              {t('feed.copy')}
            </Button>
            <Button
              loading={renew.isPending}
              onClick={() =>
                modal.confirm({
                  title: t('feed.renewTitle'),
                  content: t('feed.renewExplain'),
                  okText: t('feed.renew'),
                  cancelText: t('actions.cancel'),
                  onOk: () => renew.mutateAsync().then(() => message.success(t('feed.renewed'))),
                })
              }
            >
              {t('feed.renew')}
            </Button>
            <Button
              danger
              loading={revoke.isPending}
              onClick={() =>
                modal.confirm({
                  title: t('feed.revokeTitle'),
                  content: t('feed.revokeExplain'),
                  okText: t('feed.revoke'),
                  okButtonProps: { danger: true },
                  cancelText: t('actions.cancel'),
                  onOk: () =>
                    revoke.mutateAsync().then(() => {
                      setShown(false);
                      void message.success(t('feed.revoked'));
                    }),
                })
              }
            >
              {t('feed.revoke')}
            </Button>
          </Space>
        </>
      )}
    </section>
  );
}
