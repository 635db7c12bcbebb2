import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_LIMITS, type ItemAnswer } from '@qiao/contracts/exams';
import type { AnswerOf, ItemOf } from '../rules/answers';
import styles from './exam-items.module.css';

/**
 * A sentence with one character missing, its pinyin printed under the gap: the learner writes the
 * character with any Chinese input method. The field shows the answer the page holds, so an answer
 * restored after a reload appears in it.
 */
export function WriteCharacter({
  item,
  answer,
  onAnswer,
}: {
  item: ItemOf<'writeCharacter'>;
  answer: AnswerOf<'writeCharacter'> | undefined;
  onAnswer?: (answer: ItemAnswer) => void;
}) {
  const { t } = useTranslation('exams');
  const hintId = useId();
  return (
    <p className={styles.writeLine} dir="ltr" lang="zh">
      <span className={styles.hanzi}>{item.before}</span>
      <span className={styles.gap}>
        <input
          className={styles.gapInput}
          value={answer?.text ?? ''}
          maxLength={EXAM_LIMITS.maxTextAnswer}
          readOnly={!onAnswer}
          aria-label={t('item.writeCharacter')}
          aria-describedby={hintId}
          lang="zh"
          onChange={(event) => onAnswer?.({ type: 'writeCharacter', text: event.target.value })}
        />
        <span id={hintId} className={styles.pinyin} lang="zh-Latn-pinyin">
          {item.pinyin}
        </span>
      </span>
      <span className={styles.hanzi}>{item.after}</span>
    </p>
  );
}
