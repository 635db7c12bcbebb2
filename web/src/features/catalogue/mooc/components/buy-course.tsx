import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { CheckCircleFilled, ShoppingCartOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseAccess } from '@qiao/contracts/catalogue-mooc';
import type { PriceOffer } from '@qiao/contracts/pay';
import { payPageLink } from '@qiao/contracts/pay-pages';
import { currentEntry } from '../../../../session/entry';
import { startLogin } from '../../../../session/login-flow';
import { useCurrentUser } from '../../../../session/use-current-user';
import { useCourseOrders } from '../api/use-course-orders';
import { moocKeys } from '../mooc-keys';
import { buyState } from '../rules/buy-state';

/**
 * A priced course's way in: "buy" (a visitor signs in first), "continue paying" the order still
 * open, or a "bought" mark. The pay pages place and pay the order; nothing for a free course.
 */
export function BuyCourse({
  course,
  size = 'large',
}: {
  course: { id: string; price: PriceOffer | null; access: CourseAccess };
  size?: 'large' | 'middle';
}) {
  const { t } = useTranslation('mooc');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const orders = useCourseOrders(
    course.id,
    signedIn && course.price !== null && course.access === 'locked',
  );
  const state = buyState(course, signedIn, orders.data);
  // Paid since the course page was read (the pay pages refresh the orders): its access and the
  // class hours' locks are read again, instead of waiting for the page to go stale.
  const client = useQueryClient();
  const boughtSinceRead = course.access === 'locked' && orders.data?.owned === true;
  useEffect(() => {
    if (boughtSinceRead) void client.invalidateQueries({ queryKey: moocKeys.all });
  }, [boughtSinceRead, client]);
  switch (state.kind) {
    case 'free':
      return null;
    case 'bought':
      return (
        <Tag color="success" icon={<CheckCircleFilled aria-hidden />} data-testid="course-bought">
          {t('buy.bought')}
        </Tag>
      );
    case 'signIn':
      return (
        <Button
          type="primary"
          size={size}
          icon={<ShoppingCartOutlined aria-hidden />}
          onClick={() => void startLogin(currentEntry())}
        >
          {t('buy.signInToBuy')}
        </Button>
      );
    case 'loading':
      return (
        <Button type="primary" size={size} loading icon={<ShoppingCartOutlined aria-hidden />}>
          {t('buy.buy')}
        </Button>
      );
    case 'buy':
      return (
        <Button
          type="primary"
          size={size}
          icon={<ShoppingCartOutlined aria-hidden />}
          onClick={() => void navigate(payPageLink('chooseType', { courseId: course.id }))}
        >
          {t('buy.buy')}
        </Button>
      );
    case 'continue':
      return (
        <Button
          type="primary"
          size={size}
          icon={<ShoppingCartOutlined aria-hidden />}
          onClick={() => void navigate(payPageLink('chooseType', { orderId: state.orderId }))}
        >
          {t('buy.continuePaying')}
        </Button>
      );
  }
}
