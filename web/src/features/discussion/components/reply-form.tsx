import { useState } from 'react';
import { App, Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiscussionReply } from '@qiao/contracts/discussion';
import { editorHtmlIsEmpty } from '../../../components/rich-text/editor-html';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { useAddReply, useEditReply } from '../api/use-replies';
import styles from './discussion.module.css';

/** A reply is short: the shared editor, lower than a post's. */
const REPLY_EDITOR_HEIGHT = 220;

/** A reply to a post, or the author's edit of one, in the shared rich-text editor. */
export function ReplyForm({
  postId,
  reply,
  onDone,
}: {
  postId: string;
  /** The reply being edited, or undefined for a new one. */
  reply?: DiscussionReply;
  onDone?: () => void;
}) {
  const { t } = useTranslation('discussion');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  // A new editor after each sent reply: TinyMCE reads its content once.
  const [round, setRound] = useState(0);
  const add = useAddReply();
  const edit = useEditReply();
  const saving = add.isPending || edit.isPending;
  const label = reply ? t('reply.editLabel') : t('reply.label');

  const saved = (answer: DiscussionReply) => {
    const pending = answer.reviewState === 'pending';
    const done = reply ? 'toast.saved' : 'toast.submitted';
    void message.success(t(pending ? 'toast.awaitingReview' : done));
    form.resetFields();
    setRound((value) => value + 1);
    onDone?.();
  };
  const submit = ({ content }: { content: string }) => {
    if (reply) edit.mutate({ id: reply.id, content }, { onSuccess: saved });
    else add.mutate({ postId, content }, { onSuccess: saved });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className={reply ? undefined : styles.replyForm}
      onFinish={submit}
      disabled={saving}
      aria-label={label}
      initialValues={reply ? { content: reply.content } : undefined}
    >
      <Form.Item
        name="content"
        label={label}
        rules={[
          {
            validator: async (_rule, value?: string) => {
              if (editorHtmlIsEmpty(value ?? '')) throw new Error(t('reply.contentRequired'));
            },
          },
        ]}
      >
        <RichTextField key={round} label={label} height={REPLY_EDITOR_HEIGHT} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {reply ? t('form.save') : t('reply.submit')}
        </Button>
        {onDone && <Button onClick={onDone}>{t('form.cancel')}</Button>}
      </Space>
    </Form>
  );
}
