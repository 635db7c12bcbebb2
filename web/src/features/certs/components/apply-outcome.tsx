import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CertApplication, CertSummary } from '@qiao/contracts/certs-calls';
import { MY_CERT_ROUTE } from '../../../session/menu-routes';
import { CERT_ROUTES } from '../certs-routes';
import styles from '../certs.module.css';

/**
 * What came of an application: the certificate issued (its number, downloads and my
 * certificates), or the wait for an admin and why.
 */
export function ApplyOutcome({
  application,
  certificate,
}: {
  application: CertApplication;
  certificate: CertSummary | null;
}) {
  const { t } = useTranslation('certs');
  if (certificate && application.state === 'issued') {
    return (
      <Result
        status="success"
        title={t('outcome.issued')}
        subTitle={
          <>
            {t('cert.number')}:{' '}
            <span className={styles.number} dir="ltr">
              {certificate.snapshot.number}
            </span>
          </>
        }
        extra={
          <div className={styles.actions}>
            <Link to={MY_CERT_ROUTE}>
              <Button type="primary">{t('outcome.toMyCerts')}</Button>
            </Link>
            <a href={certificate.pdfUrl} download>
              {t('cert.downloadPdf')}
            </a>
            <a href={certificate.badgeUrl} download>
              {t('cert.downloadBadge')}
            </a>
          </div>
        }
      />
    );
  }
  if (application.state === 'rejected') {
    return (
      <Result
        status="warning"
        title={t('outcome.rejected')}
        subTitle={application.rejectReason ? <bdi>{application.rejectReason}</bdi> : undefined}
      />
    );
  }
  return (
    <Result
      status="info"
      title={t('outcome.waiting')}
      subTitle={application.waitsBecause ? t(`waits.${application.waitsBecause}`) : undefined}
      extra={
        <Link to={CERT_ROUTES.check}>
          <Button>{t('outcome.toCheck')}</Button>
        </Link>
      }
    />
  );
}
