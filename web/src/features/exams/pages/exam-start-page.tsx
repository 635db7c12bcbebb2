import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EXAM_LIMITS } from '@qiao/contracts/exams';
import { RequireLogin } from '../../../session/require-login';
import { useCanStart, useStartExam } from '../api/use-start';
import { enterFullscreen } from '../api/use-fullscreen';
import { PaperFacts } from '../components/paper-facts';
import { examListLink, examPaperLink } from '../exams-routes';
import styles from '../exams.module.css';

function StartPaper({ paperId }: { paperId: string }) {
  const { t } = useTranslation('exams');
  const navigate = useNavigate();
  const check = useCanStart(paperId);
  const start = useStartExam();
  const [realName, setRealName] = useState<string | null>(null);
  if (check.isPending) return <Skeleton active />;
  if (!check.data) {
    return (
      <Result
        status="warning"
        title={t('start.missing')}
        extra={<Link to={examListLink()}>{t('list.back')}</Link>}
      />
    );
  }
  const { paper, reason, runningAttemptId, requiresRealName, lastRealName } = check.data;
  const name = realName ?? lastRealName ?? '';
  const begin = () => {
    // Full screen must be asked for in the click itself, before the exam page opens.
    enterFullscreen();
    void start
      .mutateAsync({ paperId, realName: requiresRealName ? name.trim() : undefined })
      .then((attempt) => navigate(examPaperLink(attempt.attemptId)))
      .catch(() => undefined);
  };
  return (
    <>
      <h1 className={styles.title} dir="auto">
        {paper.title}
      </h1>
      <section className={styles.panel}>
        <PaperFacts paper={paper} />
      </section>
      {reason && (
        <Alert
          type={reason === 'attemptRunning' ? 'info' : 'warning'}
          showIcon
          title={t(`start.reasons.${reason}`)}
        />
      )}
      {runningAttemptId ? (
        <div className={styles.actions}>
          <Button
            type="primary"
            onClick={() => {
              enterFullscreen();
              void navigate(examPaperLink(runningAttemptId));
            }}
          >
            {t('start.continue')}
          </Button>
        </div>
      ) : (
        reason !== 'tooManyToday' && (
          <Form layout="vertical" onFinish={begin} className={styles.panel}>
            {requiresRealName && (
              <Form.Item
                label={t('start.realName')}
                htmlFor="exam-real-name"
                extra={t('start.realNameHint')}
                required
                validateStatus={realName !== null && name.trim().length < 2 ? 'error' : undefined}
              >
                <Input
                  id="exam-real-name"
                  value={name}
                  maxLength={EXAM_LIMITS.maxRealName}
                  dir="auto"
                  onChange={(event) => setRealName(event.target.value)}
                />
              </Form.Item>
            )}
            <p className={styles.muted}>
              {t('start.startsLeft', { left: check.data.startsLeftToday })}
            </p>
            <p>{t('start.rules')}</p>
            <Button
              type="primary"
              htmlType="submit"
              loading={start.isPending}
              disabled={requiresRealName && name.trim().length < 2}
            >
              {t('start.start')}
            </Button>
          </Form>
        )
      )}
      <Link to={examListLink(paper.family ?? undefined)}>{t('list.back')}</Link>
    </>
  );
}

/** `/pages/exam/start?paperId=`: a paper's summary, and starting or continuing it. */
export default function ExamStartPage() {
  const [search] = useSearchParams();
  const paperId = (search.get('paperId') ?? '').trim();
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <StartPaper paperId={paperId} />
        </div>
      )}
    </RequireLogin>
  );
}
