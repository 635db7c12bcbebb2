import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '@qiao/contracts/catalogue';
import type { CertSummary } from '@qiao/contracts/certs-calls';
import { formatNumber } from '../../../format/numbers';
import { inlineValue } from '../../../format/inline-value';
import { useFormatDate } from '../../../hooks/use-format-date';
import { useLanguage } from '../../../hooks/use-language';
import styles from '../certs.module.css';

/**
 * One certificate as its holder and admins see it: number, course, level, names, score, date,
 * valid or revoked (with when and why), its downloads and its public verify page. `actions`
 * adds what the viewer may do beside the links (an admin's revoke).
 */
export function CertCard({
  certificate,
  holder,
  actions,
}: {
  certificate: CertSummary;
  /** Admins' list: the holder's account. */
  holder?: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('certs');
  const { language } = useLanguage();
  const { date } = useFormatDate();
  const { snapshot } = certificate;
  const number = (value: number) => formatNumber(value, language);
  const revoked = certificate.state === 'revoked';
  return (
    <li className={styles.card} data-testid="certificate">
      <div className={styles.cardHead}>
        <Tag color="blue">
          <bdi>{snapshot.exam.levelName}</bdi>
        </Tag>
        <h3 className={styles.cardTitle} dir="auto">
          {pickText(snapshot.course.title, language)}
        </h3>
        <Tag color={revoked ? 'error' : 'success'}>{t(`state.${certificate.state}`)}</Tag>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('cert.number')}</dt>
          <dd className={styles.number} dir="ltr">
            {snapshot.number}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('cert.names')}</dt>
          <dd>
            <bdi>{snapshot.nameLatin}</bdi> · <bdi>{snapshot.nameArabic}</bdi>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('cert.score')}</dt>
          <dd>
            {inlineValue(
              t('cert.points', {
                points: number(snapshot.exam.points),
                max: number(snapshot.exam.max),
              }),
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('cert.issuedAt')}</dt>
          <dd>
            <time dateTime={snapshot.issuedAt}>{date(snapshot.issuedAt)}</time>
          </dd>
        </div>
        {holder !== undefined && (
          <div className={styles.fact}>
            <dt>{t('cert.holder')}</dt>
            <dd>
              <bdi>{holder}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {revoked && (
        <p className={styles.reason}>
          {t('cert.revokedOn', { date: date(certificate.revokedAt) })}{' '}
          {certificate.revokeReason && (
            <>
              {t('cert.reason')} <bdi>{certificate.revokeReason}</bdi>
            </>
          )}
        </p>
      )}
      <div className={styles.actions}>
        <a href={certificate.pdfUrl} download>
          {t('cert.downloadPdf')}
        </a>
        <a href={certificate.badgeUrl} download>
          {t('cert.downloadBadge')}
        </a>
        <a href={certificate.verifyUrl} target="_blank" rel="noopener">
          {t('cert.verifyPage')}
        </a>
        {actions}
      </div>
    </li>
  );
}
