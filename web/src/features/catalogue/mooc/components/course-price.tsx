import { Tag } from 'antd';
import type { PriceOffer } from '@qiao/contracts/pay';
import { formatMoney, rtlSafeMoney } from '@qiao/contracts/pay-money';
import { useLanguage } from '../../../../hooks/use-language';

/** A course's price as the interface language writes it (Latin digits); nothing when free. */
export function CoursePrice({ price }: { price: PriceOffer | null }) {
  const { language } = useLanguage();
  if (!price) return null;
  return (
    <Tag color="volcano">
      <bdi>{rtlSafeMoney(formatMoney(price, language))}</bdi>
    </Tag>
  );
}
