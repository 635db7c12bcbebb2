import { useTranslation } from 'react-i18next';
import { Tag } from 'antd';
import type { AttemptResult } from '@qiao/contracts/exams-calls';
import { answerInWords, asShownItem, rightAnswerOf } from '../rules/right-answers';
import { ChineseText } from './chinese-text';
import { ExamItem } from './exam-item';
import styles from './exam-items.module.css';

export type ItemResultData = AttemptResult['items'][number];

/**
 * One item after marking: the question as it was shown with the learner's answer in it, then the
 * given and the right answer in words, and what was heard (the transcript) for listening items.
 */
export function ItemResult({ result, number }: { result: ItemResultData; number?: number }) {
  const { t } = useTranslation('exams');
  const shown = asShownItem(result.item);
  const words = { true: t('item.true'), false: t('item.false') };
  const right = answerInWords(shown, result.bank, rightAnswerOf(result.item), words);
  const given = result.given ? answerInWords(shown, result.bank, result.given, words) : null;
  return (
    <div
      className={`${styles.result} ${result.right ? styles.resultRight : styles.resultWrong}`}
      data-item-id={result.itemId}
    >
      <ExamItem item={shown} bank={result.bank} answer={result.given} number={number} />
      <dl className={styles.answers}>
        <div>
          <dt>{t('result.given')}</dt>
          <dd>
            {given ? <bdi dir="ltr">{given}</bdi> : t('result.notAnswered')}{' '}
            <Tag color={result.right ? 'success' : 'error'}>
              {result.right ? t('result.right') : t('result.wrong')}
            </Tag>
          </dd>
        </div>
        <div>
          <dt>{t('result.rightAnswer')}</dt>
          <dd>
            <bdi dir="ltr">{right}</bdi>
          </dd>
        </div>
        {result.item.transcript && (
          <div>
            <dt>{t('result.transcript')}</dt>
            <dd>
              <ChineseText text={result.item.transcript} />
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
