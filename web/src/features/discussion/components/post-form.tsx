import { App, Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiscussionPost } from '@qiao/contracts/discussion';
import { DISCUSSION_LIMITS } from '@qiao/contracts/discussion-rules';
import { editorHtmlIsEmpty } from '../../../components/rich-text/editor-html';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { useAddPost, useEditPost } from '../api/use-posts';
import styles from './discussion.module.css';

interface PostFields {
  title: string;
  content: string;
}

/**
 * A new post, or the author's edit of one: a title and rich text in the shared editor. Empty
 * title or content is said at once, as the server would say it.
 */
export function PostForm({
  courseId,
  post,
  onDone,
}: {
  courseId: string;
  /** The post being edited, or undefined for a new one. */
  post?: DiscussionPost;
  onDone: () => void;
}) {
  const { t } = useTranslation('discussion');
  const { message } = App.useApp();
  const [form] = Form.useForm<PostFields>();
  const add = useAddPost();
  const edit = useEditPost();
  const saving = add.isPending || edit.isPending;
  const heading = post ? t('editPost') : t('newPost');

  const saved = (answer: DiscussionPost) => {
    const pending = answer.reviewState === 'pending';
    const done = post ? 'toast.saved' : 'toast.submitted';
    void message.success(t(pending ? 'toast.awaitingReview' : done));
    onDone();
  };
  const submit = ({ title, content }: PostFields) => {
    const fields = { title: title.trim(), content };
    if (post) edit.mutate({ id: post.id, ...fields }, { onSuccess: saved });
    else add.mutate({ courseId, ...fields }, { onSuccess: saved });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      onFinish={submit}
      disabled={saving}
      aria-label={heading}
      initialValues={post ? { title: post.title, content: post.content } : undefined}
    >
      <h3 className={styles.formTitle}>{heading}</h3>
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
        rules={[
          {
            validator: async (_rule, value?: string) => {
              if (editorHtmlIsEmpty(value ?? '')) throw new Error(t('form.contentRequired'));
            },
          },
        ]}
      >
        <RichTextField label={t('form.content')} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {post ? t('form.save') : t('form.submit')}
        </Button>
        <Button onClick={onDone}>{t('form.cancel')}</Button>
      </Space>
    </Form>
  );
}
