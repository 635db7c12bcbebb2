import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_LIMITS } from '@qiao/contracts/discussion-rules';
import { useAddReply } from '../api/use-replies';
import { paragraphsOf } from '../rules/post-html';

export function ReplyForm({ postId }: { postId: string }) {
  const { t } = useTranslation('discussion');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  const add = useAddReply();
  const submit = ({ content }: { content: string }) =>
    add.mutate(
      { postId, content: paragraphsOf(content) },
      {
        onSuccess: (reply) => {
          const pending = reply.reviewState === 'pending';
          void message.success(t(pending ? 'toast.awaitingReview' : 'toast.submitted'));
          form.resetFields();
        },
      },
    );
  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={add.isPending}>
      <Form.Item
        name="content"
        label={t('reply.label')}
        rules={[{ required: true, whitespace: true, message: t('reply.contentRequired') }]}
      >
        <Input.TextArea
          dir="auto"
          rows={3}
          maxLength={DISCUSSION_LIMITS.replyMaxLength}
          placeholder={t('reply.placeholder')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        {t('reply.submit')}
      </Button>
    </Form>
  );
}
