import { useState } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/api-error';
import { openShare } from '../api/use-share-visit';
import { shareKeys } from '../api/share-keys';
import styles from './share-page.module.css';

interface ShareCodePromptProps {
  shareBatchNum: string;
  /** The code the server accepted. */
  onOpened: (code: string) => void;
}

/**
 * Spec §5: the link page asks for the extraction code. The server alone judges it; a wrong code,
 * or too many of them, is refused with the server's own translated words under the field.
 */
export function ShareCodePrompt({ shareBatchNum, onOpened }: ShareCodePromptProps) {
  const { t } = useTranslation('share');
  const [form] = Form.useForm<{ code: string }>();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);

  const submit = async ({ code }: { code: string }) => {
    const typed = code.trim();
    setChecking(true);
    try {
      const opening = await openShare(shareBatchNum, typed);
      queryClient.setQueryData([...shareKeys.access(shareBatchNum), 'opened', typed], opening);
      onOpened(typed);
    } catch (error) {
      if (error instanceof ApiError && error.message) {
        form.setFields([{ name: 'code', errors: [error.message] }]);
      }
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className={styles.promptPage}>
      <Card className={styles.prompt}>
        <LockOutlined className={styles.lock} aria-hidden />
        <h1 className={styles.promptTitle}>{t('page.codeTitle')}</h1>
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
          <Form.Item
            name="code"
            label={t('page.codeLabel')}
            rules={[{ required: true, whitespace: true, message: t('page.codeRequired') }]}
          >
            <Input
              dir="ltr"
              autoComplete="off"
              autoFocus
              size="large"
              className={styles.codeInput}
              placeholder={t('page.codeRequired')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={checking}>
            {t('page.open')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
