import { useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ItemAnswer } from '@qiao/contracts/exams';
import { EXAM_LIMITS } from '@qiao/contracts/exams';
import { formatNumber } from '../../../../format/numbers';
import { inlineValue } from '../../../../format/inline-value';
import { useFormatDate } from '../../../../hooks/use-format-date';
import { useLanguage } from '../../../../hooks/use-language';
import { ExamItem, isAnswered } from '../../exam-items';
import { useLessonTest, useSubmitLessonTest } from '../api/use-lesson-test';
import { answersToSend, lessonItems } from '../rules/lesson-items';
import { LessonListenButton } from './lesson-listen-button';
import { LessonTestResult } from './lesson-test-result';
import styles from './lesson-test.module.css';

/**
 * A lesson test in the player (a class content of kind test): its questions, answered with the
 * exam items, handed in at once; then the accuracy, whether it reaches the pass accuracy, each
 * question with its right answer, and "try again".
 */
export function LessonTest({ contentId, signedIn }: { contentId: string; signedIn: boolean }) {
  const { t } = useTranslation('examResults');
  const { language } = useLanguage();
  const { date } = useFormatDate();
  const test = useLessonTest(contentId, signedIn);
  const submit = useSubmitLessonTest(contentId);
  const [answers, setAnswers] = useState<Record<string, ItemAnswer>>({});
  const percent = (share: number) =>
    inlineValue(formatNumber(share, language, { style: 'percent', maximumFractionDigits: 0 }));

  if (!signedIn) return <Alert type="info" showIcon title={t('lessonTest.signIn')} />;
  if (test.isPending) return <Skeleton active />;
  if (test.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('lessonTest.failed')}
        action={<Button onClick={() => void test.refetch()}>{t('myResults.retry')}</Button>}
      />
    );
  }

  const items = lessonItems(test.data.section);
  const answered = items.filter(({ item }) => isAnswered(item, answers[item.id])).length;
  const tryAgain = () => {
    setAnswers({});
    submit.reset();
  };

  return (
    <section className={styles.test} aria-labelledby="lesson-test-title" data-testid="lesson-test">
      <h2 id="lesson-test-title" className={styles.title}>
        {t('lessonTest.heading', { title: `\u2068${test.data.title}\u2069` })}
      </h2>
      {submit.data ? (
        <LessonTestResult
          outcome={submit.data}
          passAccuracy={EXAM_LIMITS.lessonTestPassAccuracy}
          onTryAgain={tryAgain}
        />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit.mutate(answersToSend(items, answers));
          }}
        >
          <p className={styles.intro}>{t('lessonTest.intro', { count: items.length })}</p>
          {test.data.last && (
            <p className={styles.last} data-testid="lesson-test-last">
              {t('lessonTest.last', {
                percent: percent(test.data.last.accuracy),
                date: date(test.data.last.takenAt),
              })}
            </p>
          )}
          <ol className={styles.items}>
            {items.map(({ item, bank, number }) => (
              <li key={item.id} className={styles.item}>
                {item.hasAudio && <LessonListenButton contentId={contentId} itemId={item.id} />}
                <ExamItem
                  item={item}
                  bank={bank}
                  number={number}
                  answer={answers[item.id] ?? null}
                  onAnswer={(answer) => setAnswers((given) => ({ ...given, [item.id]: answer }))}
                />
              </li>
            ))}
          </ol>
          {submit.isError && (
            <Alert
              type="error"
              showIcon
              title={t('lessonTest.submitFailed')}
              className={styles.alert}
            />
          )}
          <div className={styles.actions}>
            <span className={styles.answered} aria-live="polite">
              {t('lessonTest.answered', {
                answered: formatNumber(answered, language),
                items: formatNumber(items.length, language),
              })}
            </span>
            <Button
              type="primary"
              htmlType="submit"
              loading={submit.isPending}
              disabled={items.length === 0}
            >
              {t('lessonTest.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
