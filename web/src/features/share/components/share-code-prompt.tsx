import { useState } from 'react';
import { Button, Card, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShareChallenge } from '@qiao/contracts/share';
import { ApiError } from '../../../api/api-error';
import { challengeOf, openShare } from '../api/use-share-visit';
import { shareKeys } from '../share-keys';
import { ShareCodeChallenge } from './share-code-challenge';
import styles from './share-page.module.css';

interface ShareCodePromptProps {
  shareBatchNum: string;
  /** The code the server accepted. */
  onOpened: (code: string) => void;
}

/**
 * Spec §5: the link page asks for the extraction code. The server alone judges it; a wrong code
 * is refused with the server's own translated words under the field. After many wrong codes the
 * server asks for a short check first: the widget solves it and the code is sent again with it.
 */
export function ShareCodePrompt({ shareBatchNum, onOpened }: ShareCodePromptProps) {
  const { t } = useTranslation('share');
  const [form] = Form.useForm<{ code: string }>();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [challenge, setChallenge] = useState<ShareChallenge>();

  const submit = async ({ code }: { code: string }, altcha?: string) => {
    const typed = code.trim();
    setChecking(true);
    try {
      const opening = await openShare(shareBatchNum, typed, altcha);
      queryClient.setQueryData(shareKeys.opened(shareBatchNum, typed), opening);
      onOpened(typed);
    } catch (error) {
      const asked = challengeOf(error);
      setChallenge(asked);
      if (!asked && error instanceof ApiError && error.message) {
        form.setFields([{ name: 'code', errors: [error.message] }]);
      }
    } finally {
      setChecking(false);
    }
  };

  const solved = (payload: string) => {
    void submit({ code: String(form.getFieldValue('code') ?? '') }, payload);
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
          {challenge && (
            <ShareCodeChallenge
              key={challenge.parameters.nonce}
              challenge={challenge}
              onSolved={solved}
            />
          )}
          <Button type="primary" htmlType="submit" size="large" block loading={checking}>
            {t('page.open')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
