import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCancelOrder } from '../api/use-order-moves';

/** Cancels an unpaid order after the learner confirms; disabled while the cancel is sent. */
export function CancelOrderButton({
  orderId,
  onCancelled,
}: {
  orderId: string;
  onCancelled?: () => void;
}) {
  const { t } = useTranslation('pay');
  const { modal } = App.useApp();
  const cancelOrder = useCancelOrder();
  return (
    <Button
      danger
      loading={cancelOrder.isPending}
      onClick={() =>
        modal.confirm({
          title: t('cancel.title'),
          content: t('cancel.body'),
          okText: t('cancel.ok'),
          okButtonProps: { danger: true },
          cancelText: t('cancel.keep'),
          onOk: () => cancelOrder.mutateAsync(orderId).then(() => onCancelled?.()),
        })
      }
    >
      {t('cancel.button')}
    </Button>
  );
}
