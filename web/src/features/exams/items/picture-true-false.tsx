import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemAnswer } from '@qiao/contracts/exams';
import type { AnswerOf, ItemOf } from '../rules/answers';
import { ChineseText } from './chinese-text';
import styles from './exam-items.module.css';

/** A picture and a word or sentence: the learner says whether they agree (✓) or not (✗). */
export function PictureTrueFalse({
  item,
  answer,
  onAnswer,
}: {
  item: ItemOf<'pictureTrueFalse'>;
  answer: AnswerOf<'pictureTrueFalse'> | undefined;
  onAnswer?: (answer: ItemAnswer) => void;
}) {
  const { t } = useTranslation('exams');
  const name = useId();
  const choices = [
    { value: true, mark: '✓', label: t('item.true') },
    { value: false, mark: '✗', label: t('item.false') },
  ];
  return (
    <div className={styles.trueFalse}>
      <img className={styles.picture} src={item.picture} alt={t('item.itemPicture')} />
      {item.text && <ChineseText text={item.text} className={styles.stem} />}
      <div role="radiogroup" aria-label={t('item.trueOrFalse')} className={styles.options}>
        {choices.map((choice) => (
          <label
            key={String(choice.value)}
            className={[styles.option, answer?.value === choice.value ? styles.chosen : '']
              .filter(Boolean)
              .join(' ')}
          >
            <input
              type="radio"
              name={name}
              className={styles.radio}
              checked={answer?.value === choice.value}
              disabled={!onAnswer}
              onChange={() => onAnswer?.({ type: 'pictureTrueFalse', value: choice.value })}
            />
            <span className={styles.letter} aria-hidden>
              {choice.mark}
            </span>
            {choice.label}
          </label>
        ))}
      </div>
    </div>
  );
}
