import { Button, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserFile } from '@qiao/contracts/drive';
import {
  DEFAULT_SHARE_DURATION,
  DEFAULT_SHARE_TYPE,
  SHARE_DURATIONS,
  SHARE_TYPES,
} from '@qiao/contracts/share-rules';
import { fileListJson } from '../../drive/drive-calls';
import { useCreateLinkShare } from '../api/use-share-mutations';
import { durationKey } from '../rules/share-record-view';
import type { ShareDialogLayout } from '../rules/share-dialog-layout';
import styles from './share.module.css';

export interface LinkShareValues {
  duration: number;
  shareType: number;
}

/** The validity and code choices, shared by the new-link form and the edit dialog. */
export function LinkShareFields() {
  const { t } = useTranslation('share');
  return (
    <>
      <Form.Item
        name="duration"
        label={t('duration.label')}
        rules={[{ required: true, message: t('duration.required') }]}
      >
        <Radio.Group
          optionType="button"
          options={SHARE_DURATIONS.map((days) => ({ value: days, label: t(durationKey(days)) }))}
        />
      </Form.Item>
      <Form.Item
        name="shareType"
        label={t('code.label')}
        rules={[{ required: true, message: t('code.required') }]}
      >
        <Radio.Group
          options={[
            { value: SHARE_TYPES.open, label: t('code.open') },
            { value: SHARE_TYPES.withCode, label: t('code.withCode') },
          ]}
        />
      </Form.Item>
    </>
  );
}

export const DEFAULT_LINK_VALUES: LinkShareValues = {
  duration: DEFAULT_SHARE_DURATION,
  shareType: DEFAULT_SHARE_TYPE,
};

interface LinkShareFormProps {
  files: UserFile[];
  layout: ShareDialogLayout;
  onShared: (result: {
    shareBatchNum: string;
    extractionCode: string;
    endTime: string | null;
  }) => void;
}

/** Spec §3 private share form: duration (default 1 day) and shareType (default 0, no code). */
export function LinkShareForm({ files, layout, onShared }: LinkShareFormProps) {
  const { t } = useTranslation('share');
  const [form] = Form.useForm<LinkShareValues>();
  const create = useCreateLinkShare();
  const submit = (values: LinkShareValues) =>
    create.mutate({ ...values, remarks: '', files: fileListJson(files) }, { onSuccess: onShared });
  return (
    <Form<LinkShareValues>
      form={form}
      className={`${styles.form} ${layout.stacked ? styles.stacked : ''}`}
      layout={layout.formLayout}
      labelCol={layout.formLayout === 'horizontal' ? { flex: '9rem' } : undefined}
      initialValues={DEFAULT_LINK_VALUES}
      onFinish={submit}
      disabled={create.isPending}
    >
      <LinkShareFields />
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t('link.submit')}
        </Button>
      </div>
    </Form>
  );
}
