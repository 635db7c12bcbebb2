import { useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '@qiao/contracts/catalogue';
import { ApiError } from '../../../api/api-error';
import { useLanguage } from '../../../hooks/use-language';
import { useApplyCert } from '../api/use-apply-cert';
import { useCertConditions } from '../api/use-cert-courses';
import { ApplyOutcome } from './apply-outcome';
import { ConditionList } from './condition-list';
import { NamesForm } from './names-form';
import styles from '../certs.module.css';

/**
 * One course on the apply page: its conditions with the learner's figures; when all are met the
 * names form, else what is missing; then what came of the application. A learner who holds the
 * certificate may apply again with corrected names (an admin checks that).
 */
export function ApplyPanel({ courseId }: { courseId: string }) {
  const { t } = useTranslation('certs');
  const { language } = useLanguage();
  const conditions = useCertConditions(courseId);
  const apply = useApplyCert();
  const [correcting, setCorrecting] = useState(false);

  if (conditions.isPending) return <Skeleton active />;
  if (conditions.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={conditions.error.message || t('loadFailed')}
        action={<Button onClick={() => void conditions.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const { course, examRealName, approvalRequired, application, certificate } = conditions.data;
  const outcome = apply.data ?? (application ? { application, certificate } : null);
  const waiting = outcome?.application.state === 'pending';
  const holds = certificate?.state === 'valid';
  const showForm = course.allMet && !waiting && (!holds || correcting) && !apply.isSuccess;
  const failure =
    apply.error instanceof ApiError && apply.error.message
      ? apply.error.message
      : apply.error
        ? t('applyFailed')
        : null;

  return (
    <section className={styles.panel} aria-labelledby="cert-course-title">
      <h2 id="cert-course-title" className={styles.panelTitle}>
        <bdi>{course.exam.levelName}</bdi>
        <span dir="auto">{pickText(course.title, language)}</span>
      </h2>
      <h3 className={styles.sectionTitle}>{t('conditions.title')}</h3>
      <ConditionList conditions={course.conditions} levelName={course.exam.levelName} />
      {!course.allMet && <p className={styles.notice}>{t('apply.notYet')}</p>}
      {outcome && (!showForm || apply.isSuccess) && (
        <ApplyOutcome application={outcome.application} certificate={outcome.certificate} />
      )}
      {holds && !waiting && !correcting && !apply.isSuccess && (
        <div className={styles.actions}>
          <span className={styles.notice}>{t('apply.correctHint')}</span>
          <Button onClick={() => setCorrecting(true)}>{t('apply.correct')}</Button>
        </div>
      )}
      {showForm && (
        <>
          <h3 className={styles.sectionTitle}>{t('names.title')}</h3>
          {failure && <Alert type="error" showIcon title={failure} role="alert" />}
          <NamesForm
            examRealName={examRealName}
            approvalRequired={approvalRequired}
            submitting={apply.isPending}
            onApply={(names) => apply.mutate({ courseId, ...names })}
          />
        </>
      )}
    </section>
  );
}
