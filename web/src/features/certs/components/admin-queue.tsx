import { useState } from 'react';
import { Button, Popconfirm, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationState } from '@qiao/contracts/certs';
import type { CertApplication } from '@qiao/contracts/certs-calls';
import { PagedList } from '../../../components/paged-list/paged-list';
import { useAdminApplications, useDecideApplication } from '../api/use-admin-certs';
import { ApplicationCard } from './application-card';
import { ConditionList } from './condition-list';
import { ReasonDialog } from './reason-dialog';
import styles from '../certs.module.css';

/**
 * Admins: applications in a state, pending first. A pending one shows the applicant, the names
 * beside the name given before the exam, the conditions and why it waits; it is approved (the
 * certificate is issued) or rejected with a reason.
 */
export function AdminQueue() {
  const { t } = useTranslation('certs');
  const [state, setState] = useState<ApplicationState>('pending');
  const [page, setPage] = useState(1);
  const applications = useAdminApplications(state, page);
  const decide = useDecideApplication();
  const [rejecting, setRejecting] = useState<CertApplication | null>(null);
  return (
    <>
      <Segmented<ApplicationState>
        className={styles.search}
        value={state}
        onChange={(value) => {
          setState(value);
          setPage(1);
        }}
        options={(['pending', 'issued', 'rejected'] as const).map((value) => ({
          value,
          label: t(`application.${value}`),
        }))}
      />
      <PagedList
        query={applications}
        page={page}
        onPage={setPage}
        empty={{ text: t(`admin.empty.${state}`) }}
      >
        {(list) => (
          <ul className={styles.cards} aria-label={t('admin.queue')}>
            {list.map((application) => (
              <ApplicationCard key={application.applicationId} application={application}>
                {application.state === 'pending' && (
                  <>
                    <ConditionList
                      conditions={application.conditions}
                      levelName={application.levelName}
                      linkExams={false}
                    />
                    <div className={styles.actions}>
                      <Popconfirm
                        title={t('admin.approveConfirm')}
                        okText={t('admin.approve')}
                        cancelText={t('admin.cancel')}
                        onConfirm={() =>
                          decide.mutateAsync({
                            applicationId: application.applicationId,
                            decision: 'approve',
                          })
                        }
                      >
                        <Button type="primary" disabled={decide.isPending}>
                          {t('admin.approve')}
                        </Button>
                      </Popconfirm>
                      <Button
                        danger
                        disabled={decide.isPending}
                        onClick={() => setRejecting(application)}
                      >
                        {t('admin.reject')}
                      </Button>
                    </div>
                  </>
                )}
              </ApplicationCard>
            ))}
          </ul>
        )}
      </PagedList>
      <ReasonDialog
        open={rejecting !== null}
        title={t('admin.rejectTitle')}
        okText={t('admin.reject')}
        submitting={decide.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) =>
          decide.mutate(
            { applicationId: rejecting!.applicationId, decision: 'reject', reason },
            { onSuccess: () => setRejecting(null) },
          )
        }
      />
    </>
  );
}
