import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import type { ShareRecord } from '@qiao/contracts/share';
import { SHARE_LIMITS } from '@qiao/contracts/share-rules';
import { feedback } from '../../../api/feedback';
import { fileListJson } from '../../drive/drive-calls';
import { useShareCategories } from '../api/use-share-categories';
import { useEditPublicShare, usePublishShare } from '../api/use-share-mutations';
import type { ShareDialogLayout } from '../rules/share-dialog-layout';
import styles from './share.module.css';

interface PublicShareValues {
  category_base_id?: number;
  title: string;
  desc: string;
}

interface PublicShareFormProps {
  files: UserFile[];
  /** Action type 2: an existing public share being edited. */
  editing?: ShareRecord;
  layout: ShareDialogLayout;
  onDone: () => void;
}

/** Spec §3 public share form: zone, title and introduction, each required with its message. */
export function PublicShareForm({ files, editing, layout, onDone }: PublicShareFormProps) {
  const { t } = useTranslation('share');
  const [form] = Form.useForm<PublicShareValues>();
  const categories = useShareCategories();
  const publish = usePublishShare();
  const edit = useEditPublicShare();
  const pending = publish.isPending || edit.isPending;

  const submit = ({ category_base_id, title, desc }: PublicShareValues) => {
    const zone = category_base_id ?? 0;
    if (editing) {
      edit.mutate(
        { id: editing.id, public_title: title, public_desc: desc, public_category_id: zone },
        {
          onSuccess: () => {
            feedback().toast({ level: 'success', text: t('public.edited') });
            onDone();
          },
        },
      );
      return;
    }
    publish.mutate(
      { category_base_id: zone, title, desc, files: fileListJson(files) },
      {
        onSuccess: () => {
          feedback().toast({ level: 'success', text: t('public.submitted') });
          onDone();
        },
      },
    );
  };

  return (
    <Form<PublicShareValues>
      form={form}
      className={`${styles.form} ${layout.stacked ? styles.stacked : ''}`}
      layout={layout.formLayout}
      labelCol={layout.formLayout === 'horizontal' ? { flex: '9rem' } : undefined}
      initialValues={{
        category_base_id: editing?.public?.public_category_id,
        title: editing?.public?.public_title ?? '',
        desc: editing?.public?.public_desc ?? '',
      }}
      onFinish={submit}
      disabled={pending}
    >
      <Form.Item
        name="category_base_id"
        label={t('public.zone')}
        validateTrigger="onChange"
        rules={[{ required: true, message: t('public.zoneRequired') }]}
      >
        <Select
          placeholder={t('public.zonePlaceholder')}
          loading={categories.isPending}
          options={(categories.data ?? []).map((zone) => ({
            value: zone.base_id,
            label: <bdi dir="auto">{zone.title}</bdi>,
            title: zone.title,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('public.title')}
        rules={[{ required: true, whitespace: true, message: t('public.titleRequired') }]}
      >
        <Input dir="auto" maxLength={SHARE_LIMITS.publicTitleMaxLength} showCount />
      </Form.Item>
      <Form.Item
        name="desc"
        label={t('public.desc')}
        rules={[{ required: true, whitespace: true, message: t('public.descRequired') }]}
      >
        <Input.TextArea
          dir="auto"
          rows={4}
          maxLength={SHARE_LIMITS.publicDescMaxLength}
          showCount
        />
      </Form.Item>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={pending}>
          {editing ? t('public.save') : t('public.submit')}
        </Button>
      </div>
    </Form>
  );
}
