import { Switch, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../session/require-login';
import { useCertSettings, useSaveCertSettings } from '../api/use-admin-certs';
import { AdminIssued } from '../components/admin-issued';
import { AdminQueue } from '../components/admin-queue';
import styles from '../certs.module.css';

function ApprovalSetting() {
  const { t } = useTranslation('certs');
  const settings = useCertSettings();
  const save = useSaveCertSettings();
  return (
    <div className={styles.setting}>
      <Switch
        id="cert-approval-required"
        checked={settings.data?.approvalRequired ?? false}
        loading={settings.isPending || save.isPending}
        disabled={!settings.data}
        onChange={(checked) => save.mutate(checked)}
      />
      <label htmlFor="cert-approval-required">{t('admin.approvalRequired')}</label>
    </div>
  );
}

function AdminCerts() {
  const { t } = useTranslation('certs');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('admin.title')}</h1>
      <p className={styles.intro}>{t('admin.intro')}</p>
      <ApprovalSetting />
      <Tabs
        items={[
          { key: 'queue', label: t('admin.queue'), children: <AdminQueue /> },
          { key: 'issued', label: t('admin.issued'), children: <AdminIssued /> },
        ]}
      />
    </div>
  );
}

/**
 * `/pages/admin/certificates`: the applications waiting for a decision, the issued certificates
 * (revoke with a reason) and whether every application waits for approval.
 */
export default function AdminCertsPage() {
  return <RequireLogin role="admin">{() => <AdminCerts />}</RequireLogin>;
}
