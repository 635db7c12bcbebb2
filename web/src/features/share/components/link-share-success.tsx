import { Button, Descriptions } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../api/feedback';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useFormatDate } from '../../../hooks/use-format-date';
import { NARROW_SCREEN_QUERY } from '../rules/share-dialog-layout';
import { shareCopyText, shareLinkOf } from '../rules/share-link';
import { copyText } from '../../../components/copy-text';
import styles from './share.module.css';

/** Copies a share's link and code together and says so (spec §8 "copy link success"). */
export function useCopyShareLink() {
  const { t } = useTranslation('share');
  return async (shareBatchNum: string, extractionCode: string, link?: string) => {
    const address = link ?? shareLinkOf(window.location.origin, shareBatchNum);
    const text = shareCopyText(address, extractionCode, (values) => t('link.copyText', values));
    const copied = await copyText(text);
    feedback().toast(
      copied
        ? { level: 'success', text: t('link.copied') }
        : { level: 'error', text: t('link.copyFailed') },
    );
  };
}

interface LinkShareSuccessProps {
  shareBatchNum: string;
  extractionCode: string;
  endTime: string | null;
}

/** Spec §4: after the form, the link, the code and one copy button. */
export function LinkShareSuccess({
  shareBatchNum,
  extractionCode,
  endTime,
}: LinkShareSuccessProps) {
  const { t } = useTranslation('share');
  const { dateTime } = useFormatDate();
  const copy = useCopyShareLink();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const link = shareLinkOf(window.location.origin, shareBatchNum);
  return (
    <section className={styles.success} aria-labelledby="share-success-title">
      <h2 id="share-success-title" className={styles.successTitle}>
        {t('link.successTitle')}
      </h2>
      <Descriptions column={1} size="small" bordered layout={narrow ? 'vertical' : 'horizontal'}>
        <Descriptions.Item label={t('link.link')}>
          <div className={styles.linkBox} data-testid="share-link">
            {link}
          </div>
        </Descriptions.Item>
        <Descriptions.Item label={t('link.code')}>
          {extractionCode ? (
            <bdi className={styles.code} data-testid="share-code">
              {extractionCode}
            </bdi>
          ) : (
            t('link.noCode')
          )}
        </Descriptions.Item>
      </Descriptions>
      <p className={styles.files}>
        {endTime ? t('link.validUntil', { time: dateTime(endTime) }) : t('link.validForever')}
      </p>
      <div className={styles.actions}>
        <Button
          type="primary"
          icon={<CopyOutlined aria-hidden />}
          onClick={() => void copy(shareBatchNum, extractionCode, link)}
        >
          {extractionCode ? t('link.copy') : t('link.copyLink')}
        </Button>
      </div>
    </section>
  );
}
