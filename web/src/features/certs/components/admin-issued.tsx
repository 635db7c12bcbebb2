import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CertSummary } from '@qiao/contracts/certs-calls';
import { PagedList } from '../../../components/paged-list/paged-list';
import { SearchField } from '../../../components/search-field/search-field';
import { useAdminCertificates, useRevokeCert } from '../api/use-admin-certs';
import { CertCard } from './cert-card';
import { ReasonDialog } from './reason-dialog';
import styles from '../certs.module.css';

/** Admins: issued certificates, newest first, found by number or name; revoked with a reason. */
export function AdminIssued() {
  const { t } = useTranslation('certs');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const certificates = useAdminCertificates(search, page);
  const revoke = useRevokeCert();
  const [revoking, setRevoking] = useState<CertSummary | null>(null);
  return (
    <>
      <SearchField
        className={styles.search}
        placeholder={t('admin.search')}
        aria-label={t('admin.search')}
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(1);
        }}
      />
      <PagedList
        query={certificates}
        page={page}
        onPage={setPage}
        empty={{ text: t('admin.noCertificates') }}
      >
        {(list) => (
          <ul className={styles.cards} aria-label={t('admin.issued')}>
            {list.map((certificate) => (
              <CertCard
                key={certificate.certificateId}
                certificate={certificate}
                holder={certificate.holder.email}
                actions={
                  certificate.state === 'valid' && (
                    <Button danger onClick={() => setRevoking(certificate)}>
                      {t('admin.revoke')}
                    </Button>
                  )
                }
              />
            ))}
          </ul>
        )}
      </PagedList>
      <ReasonDialog
        open={revoking !== null}
        title={t('admin.revokeTitle', { number: revoking?.number ?? '' })}
        okText={t('admin.revoke')}
        submitting={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onSubmit={(reason) =>
          revoke.mutate(
            { certificateId: revoking!.certificateId, reason },
            { onSuccess: () => setRevoking(null) },
          )
        }
      />
    </>
  );
}
