import { Alert, Button, Result, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AttemptResult } from '@qiao/contracts/exams-calls';
import { RequireLogin } from '../../../session/require-login';
import { useExamResult } from '../api/use-attempt';
import { ItemResult } from '../items/item-result';
import { examListLink, examStartLink } from '../exams-routes';
import styles from '../exams.module.css';

function Scores({ result }: { result: AttemptResult }) {
  const { t } = useTranslation('exams');
  return (
    <section className={styles.panel} aria-labelledby="exam-scores">
      <h2 id="exam-scores" className={styles.sectionTitle}>
        {t('result.scores')}
      </h2>
      <p>
        <span className={styles.score} data-testid="exam-total">
          <bdi dir="ltr">
            {result.total} / {result.max}
          </bdi>
        </span>{' '}
        <Tag color={result.passed ? 'success' : 'error'}>
          {result.passed ? t('result.passed') : t('result.notPassed')}
        </Tag>
      </p>
      <p className={styles.muted}>{t('result.passMark', { pass: result.pass })}</p>
      {result.submitCause === 'timeUp' && <Alert type="info" title={t('result.timeUp')} />}
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('review.section')}</th>
              <th>{t('result.rightCount')}</th>
              <th>{t('result.points')}</th>
            </tr>
          </thead>
          <tbody>
            {result.sections.map((section, index) => (
              <tr key={index}>
                <th scope="row">{t(`sections.${section.kind}`)}</th>
                <td>
                  <bdi dir="ltr">
                    {section.right} / {section.items}
                  </bdi>
                </td>
                <td>
                  <bdi dir="ltr">
                    {section.points} / {section.maxPoints}
                  </bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ResultBody({ attemptId }: { attemptId: string }) {
  const { t } = useTranslation('exams');
  const result = useExamResult(attemptId);
  if (result.isPending) return <Skeleton active />;
  if (!result.data) {
    return (
      <Result
        status="warning"
        title={result.error?.message || t('result.missing')}
        extra={<Link to={examListLink()}>{t('list.back')}</Link>}
      />
    );
  }
  const data = result.data;
  return (
    <>
      <h1 className={styles.title} dir="auto">
        {data.paper.title}
      </h1>
      {data.realName && <p dir="auto">{t('result.realName', { name: data.realName })}</p>}
      <Scores result={data} />
      {data.sections.map((section, sectionIndex) => (
        <section key={sectionIndex} aria-labelledby={`exam-result-${sectionIndex}`}>
          <h2 id={`exam-result-${sectionIndex}`} className={styles.sectionTitle}>
            {t(`sections.${section.kind}`)}
          </h2>
          <div className={styles.resultItems}>
            {data.items
              .map((item, index) => ({ item, number: index + 1 }))
              .filter(({ item }) => item.sectionIndex === sectionIndex)
              .map(({ item, number }) => (
                <ItemResult key={item.itemId} result={item} number={number} />
              ))}
          </div>
        </section>
      ))}
      <div className={styles.actions}>
        <Link to={examStartLink(data.paper.id)}>
          <Button type="primary">{t('result.again')}</Button>
        </Link>
        <Link to={examListLink(data.paper.family ?? undefined)}>{t('list.back')}</Link>
      </div>
    </>
  );
}

/** `/pages/exam/result?attemptId=`: points per section and in all, and every item marked. */
export default function ExamResultPage() {
  const [search] = useSearchParams();
  const attemptId = (search.get('attemptId') ?? '').trim();
  return (
    <RequireLogin>
      {() => (
        <div className={styles.page}>
          <ResultBody attemptId={attemptId} />
        </div>
      )}
    </RequireLogin>
  );
}
