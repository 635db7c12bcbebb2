import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { RequireLogin } from '../../../session/require-login';
import { useAttempt } from '../api/use-attempt';
import { ExamSession } from '../components/exam-session';
import { examListLink, examResultLink } from '../exams-routes';

function ExamPaper({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation('exams');
  const attempt = useAttempt(attemptId);
  if (attempt.isPending) return <PageLoading />;
  if (!attempt.data) {
    return (
      <Result
        status="warning"
        title={t('paper.missing')}
        extra={
          <Link to={examListLink()}>
            <Button>{t('list.back')}</Button>
          </Link>
        }
      />
    );
  }
  if (attempt.data.state === 'submitted') {
    return <Navigate replace to={examResultLink(attemptId)} />;
  }
  return (
    <ExamSession
      key={`${attemptId}-${attempt.data.sectionIndex}`}
      attempt={attempt.data}
      reload={async () => (await attempt.refetch()).data}
    />
  );
}

/** `/pages/exam/paper?attemptId=`: the exam itself, as it stands on the server. */
export default function ExamPaperPage() {
  const [search] = useSearchParams();
  const attemptId = (search.get('attemptId') ?? '').trim();
  return <RequireLogin>{() => <ExamPaper attemptId={attemptId} />}</RequireLogin>;
}
