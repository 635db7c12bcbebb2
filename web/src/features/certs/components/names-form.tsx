import { useEffect } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ARABIC_NAME_PATTERN,
  holderName,
  LATIN_OR_CHINESE_NAME_PATTERN,
} from '@qiao/contracts/certs';
import { zodRule } from '../../../components/form/zod-rule';
import { useLanguage } from '../../../hooks/use-language';
import styles from '../certs.module.css';

export interface CertNames {
  nameLatin: string;
  nameArabic: string;
}

/** The name given before the exam fills the field whose script it is written in. */
function namesFrom(examRealName: string | null): Partial<CertNames> {
  const name = examRealName?.trim() ?? '';
  if (!name) return {};
  if (ARABIC_NAME_PATTERN.test(name)) return { nameArabic: name };
  if (LATIN_OR_CHINESE_NAME_PATTERN.test(name)) return { nameLatin: name };
  return {};
}

/**
 * The names printed on the certificate: in Latin or Chinese script, and in Arabic. The name must
 * be the one given before the exam; another one waits for an admin's check.
 */
export function NamesForm({
  examRealName,
  approvalRequired,
  submitting,
  onApply,
}: {
  examRealName: string | null;
  approvalRequired: boolean;
  submitting: boolean;
  onApply: (names: CertNames) => void;
}) {
  const { t } = useTranslation('certs');
  const { language } = useLanguage();
  const [form] = Form.useForm<CertNames>();
  useEffect(() => form.setFieldsValue(namesFrom(examRealName)), [form, examRealName]);
  const rules = (pattern: RegExp, message: string) => [
    zodRule(holderName, language),
    { pattern, message },
  ];
  return (
    <Form<CertNames>
      form={form}
      layout="vertical"
      className={styles.namesForm}
      disabled={submitting}
      onFinish={(values) =>
        onApply({ nameLatin: values.nameLatin.trim(), nameArabic: values.nameArabic.trim() })
      }
    >
      <Alert
        type="info"
        role="note"
        showIcon
        title={
          examRealName ? (
            <>
              {t('names.examName')} <bdi>{examRealName}</bdi>
            </>
          ) : (
            t('names.noExamName')
          )
        }
        description={
          <>
            {t('names.mustMatch')}
            {approvalRequired && <> {t('names.approvalRequired')}</>}
          </>
        }
      />
      <Form.Item
        name="nameLatin"
        label={t('names.latin')}
        extra={t('names.latinHint')}
        rules={rules(LATIN_OR_CHINESE_NAME_PATTERN, t('names.latinPattern'))}
        className={styles.firstField}
      >
        <Input dir="auto" autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="nameArabic"
        label={t('names.arabic')}
        rules={rules(ARABIC_NAME_PATTERN, t('names.arabicPattern'))}
      >
        <Input dir="rtl" lang="ar" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('apply.submit')}
      </Button>
    </Form>
  );
}
