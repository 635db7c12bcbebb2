import { Alert, Tag } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReviewState } from '@qiao/contracts/discussion-rules';

/** What the author sees on writing not yet shown to others. */
export function ReviewMark({ state, reason }: { state: ReviewState; reason: string | null }) {
  const { t } = useTranslation('discussion');
  if (state === 'pending') {
    return (
      <Tag color="orange" icon={<ClockCircleOutlined aria-hidden />} title={t('pendingHint')}>
        {t('pending')}
      </Tag>
    );
  }
  if (state === 'rejected') {
    return <Alert type="error" showIcon message={t('rejected', { reason: reason ?? '' })} />;
  }
  return null;
}
