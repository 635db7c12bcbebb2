import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '@qiao/contracts/catalogue';
import type { CertApplication } from '@qiao/contracts/certs-calls';
import { useFormatDate } from '../../../hooks/use-format-date';
import { useLanguage } from '../../../hooks/use-language';
import styles from '../certs.module.css';

const STATE_COLOR = { pending: 'processing', issued: 'success', rejected: 'error' } as const;

/**
 * One application: course, level, the names asked for, when, its state and, while it waits, why;
 * a rejection with its reason. `children` adds what an admin sees and does (conditions, decision).
 */
export function ApplicationCard({
  application,
  children,
}: {
  application: CertApplication;
  children?: ReactNode;
}) {
  const { t } = useTranslation('certs');
  const { language } = useLanguage();
  const { dateTime } = useFormatDate();
  return (
    <li className={styles.card} data-testid="cert-application">
      <div className={styles.cardHead}>
        <Tag color="blue">
          <bdi>{application.levelName}</bdi>
        </Tag>
        <h3 className={styles.cardTitle} dir="auto">
          {pickText(application.courseTitle, language)}
        </h3>
        <Tag color={STATE_COLOR[application.state]}>{t(`application.${application.state}`)}</Tag>
      </div>
      <dl className={styles.facts}>
        {application.applicant && (
          <div className={styles.fact}>
            <dt>{t('application.applicant')}</dt>
            <dd>
              <bdi>{application.applicant.name}</bdi> (<bdi>{application.applicant.email}</bdi>)
            </dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{t('cert.names')}</dt>
          <dd>
            <bdi>{application.nameLatin}</bdi> · <bdi>{application.nameArabic}</bdi>
          </dd>
        </div>
        {application.examRealName && (
          <div className={styles.fact}>
            <dt>{t('application.examRealName')}</dt>
            <dd>
              <bdi>{application.examRealName}</bdi>
            </dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>{t('application.createdAt')}</dt>
          <dd>
            <time dateTime={application.createdAt}>{dateTime(application.createdAt)}</time>
          </dd>
        </div>
        {application.decidedAt && (
          <div className={styles.fact}>
            <dt>{t('application.decidedAt')}</dt>
            <dd>
              <time dateTime={application.decidedAt}>{dateTime(application.decidedAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      {application.state === 'pending' && application.waitsBecause && (
        <p className={styles.notice}>{t(`waits.${application.waitsBecause}`)}</p>
      )}
      {application.state === 'rejected' && (
        <p className={styles.reason}>
          {t('cert.reason')} <bdi>{application.rejectReason ?? ''}</bdi>
        </p>
      )}
      {children}
    </li>
  );
}
