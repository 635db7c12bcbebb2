import { App, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_LIMITS } from '@qiao/contracts/discussion-rules';
import { useAddPost } from '../api/use-posts';
import { paragraphsOf } from '../rules/post-html';
import styles from './discussion.module.css';

interface PostFields {
  title: string;
  content: string;
}

/** A new post: a title and a plain text turned into paragraphs. */
export function PostForm({ courseId, onDone }: { courseId: string; onDone: () => void }) {
  const { t } = useTranslation('discussion');
  const { message } = App.useApp();
  const [form] = Form.useForm<PostFields>();
  const add = useAddPost();
  const submit = ({ title, content }: PostFields) =>
    add.mutate(
      { courseId, title: title.trim(), content: paragraphsOf(content) },
      {
        onSuccess: (post) => {
          const pending = post.reviewState === 'pending';
          void message.success(t(pending ? 'toast.awaitingReview' : 'toast.submitted'));
          form.resetFields();
          onDone();
        },
      },
    );
  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      onFinish={submit}
      disabled={add.isPending}
      aria-label={t('newPost')}
    >
      <Form.Item
        name="title"
        label={t('form.title')}
        rules={[{ required: true, whitespace: true, message: t('form.titleRequired') }]}
      >
        <Input
          dir="auto"
          maxLength={DISCUSSION_LIMITS.titleMaxLength}
          placeholder={t('form.titlePlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('form.content')}
        rules={[{ required: true, whitespace: true, message: t('form.contentRequired') }]}
      >
        <Input.TextArea dir="auto" rows={5} placeholder={t('form.contentPlaceholder')} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {t('form.submit')}
        </Button>
        <Button onClick={onDone}>{t('form.cancel')}</Button>
      </Space>
    </Form>
  );
}
