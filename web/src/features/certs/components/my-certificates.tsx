import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useCertApplications, useMyCerts } from '../api/use-my-certs';
import { CERT_ROUTES } from '../certs-routes';
import { ApplicationCard } from './application-card';
import { CertCard } from './cert-card';
import styles from '../certs.module.css';

/**
 * The learner's certificates a page at a time (my certificates, the personal centre's). An empty
 * list offers to apply unless the page does so already (`offerApply` false).
 */
export function MyCertificates({ offerApply = true }: { offerApply?: boolean }) {
  const { t } = useTranslation('certs');
  const [page, setPage] = useState(1);
  const certs = useMyCerts(page);
  return (
    <PagedList
      query={certs}
      page={page}
      onPage={setPage}
      empty={{
        text: t('mine.empty'),
        browse: offerApply ? { to: CERT_ROUTES.apply, label: t('mine.toApply') } : undefined,
      }}
    >
      {(list) => (
        <ul className={styles.cards} aria-label={t('mine.label')}>
          {list.map((certificate) => (
            <CertCard key={certificate.certificateId} certificate={certificate} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

/** The learner's applications and their state (check, the personal centre's certifications). */
export function MyCertApplications({ offerApply = true }: { offerApply?: boolean }) {
  const { t } = useTranslation('certs');
  const [page, setPage] = useState(1);
  const applications = useCertApplications(page);
  return (
    <PagedList
      query={applications}
      page={page}
      onPage={setPage}
      empty={{
        text: t('check.empty'),
        browse: offerApply ? { to: CERT_ROUTES.apply, label: t('check.toApply') } : undefined,
      }}
    >
      {(list) => (
        <ul className={styles.cards} aria-label={t('check.label')}>
          {list.map((application) => (
            <ApplicationCard key={application.applicationId} application={application} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}
