import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAY_LIMITS } from '@qiao/contracts/pay';
import type { AdminOrderDetail } from '@qiao/contracts/pay-admin-calls';
import { PAY_ERRORS } from '@qiao/contracts/pay-errors';
import {
  formatMoney,
  minorToDecimal,
  parseMajorAmount,
  rtlSafeMoney,
} from '@qiao/contracts/pay-money';
import { feedback } from '../../../api/feedback';
import { useLanguage } from '../../../hooks/use-language';
import { useRefundOrder } from './use-admin-orders';
import styles from './orders.module.css';

interface RefundForm {
  amount: string;
  reason: string;
}

/**
 * Refunds part or all of what is left of an order: the amount typed in major units of the
 * order's currency (Arabic digits read too), "refund all" fills in what is left, a reason is
 * required. More than is left is refused here with the server's own words, and by the server.
 */
export function RefundDialog({
  order,
  open,
  onClose,
}: {
  order: AdminOrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const [form] = Form.useForm<RefundForm>();
  const refund = useRefundOrder();
  const { currency } = order.amount;
  const left = rtlSafeMoney(
    formatMoney({ amountMinor: order.refundableMinor, currency }, language),
  );

  const checkAmount = async (_: unknown, value: string | undefined) => {
    if (!value?.trim()) throw new Error(t('orders.refund.amountRequired'));
    const minor = parseMajorAmount(value, currency);
    if (minor === null || minor === 0) throw new Error(t('orders.refund.amountInvalid'));
    if (minor > order.refundableMinor) {
      throw new Error(
        PAY_ERRORS.payRefundExceedsRemaining.message[language].replace('{remaining}', left),
      );
    }
  };

  const submit = ({ amount, reason }: RefundForm) =>
    refund.mutate(
      {
        orderId: order.orderId,
        amountMinor: parseMajorAmount(amount, currency)!,
        reason: reason.trim(),
        refundedMinor: order.refundedMinor,
      },
      {
        onSuccess: ({ order: refunded }) => {
          feedback().toast({
            level: 'success',
            text: t(
              refunded.state === 'fullRefund' ? 'orders.refund.doneFully' : 'orders.refund.done',
            ),
          });
          onClose();
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t('orders.refund.title', { number: order.number })}
      okText={t('orders.refund.submit')}
      cancelText={t('orders.refund.cancel')}
      okButtonProps={{ danger: true, loading: refund.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <p className={styles.left}>
        {t('orders.refund.left')} <bdi>{left}</bdi>
      </p>
      <Form<RefundForm> form={form} layout="vertical" disabled={refund.isPending} onFinish={submit}>
        <Form.Item label={t('orders.refund.amount', { currency })} required>
          <div className={styles.amountRow}>
            <Form.Item name="amount" noStyle rules={[{ validator: checkAmount }]}>
              <Input
                inputMode="decimal"
                dir="ltr"
                addonAfter={currency}
                aria-label={t('orders.refund.amount', { currency })}
              />
            </Form.Item>
            <Button
              onClick={() =>
                form.setFieldsValue({ amount: minorToDecimal(order.refundableMinor, currency) })
              }
            >
              {t('orders.refund.all')}
            </Button>
          </div>
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('orders.refund.reason')}
          rules={[{ required: true, whitespace: true, message: t('orders.refund.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={PAY_LIMITS.maxRefundReason} showCount dir="auto" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
