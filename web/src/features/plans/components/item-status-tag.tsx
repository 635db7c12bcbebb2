import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanItemStatus } from '@qiao/contracts/plans';
import { ITEM_STATUS_TONES, TONE_TAG_COLOURS } from '../rules/status-colours';

export function ItemStatusTag({ status }: { status: PlanItemStatus }) {
  const { t } = useTranslation('plans');
  return <Tag color={TONE_TAG_COLOURS[ITEM_STATUS_TONES[status]]}>{t(`itemStatus.${status}`)}</Tag>;
}
