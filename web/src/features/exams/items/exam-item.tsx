import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemAnswer, PublicItem } from '@qiao/contracts/exams';
import { answerFor } from '../rules/answers';
import { ChineseText } from './chinese-text';
import { OptionChoice, type ExamOption } from './option-choice';
import { PictureTrueFalse } from './picture-true-false';
import { OrderSentences, BuildSentence } from './ordered-items';
import { WriteCharacter } from './write-character';
import styles from './exam-items.module.css';

export interface ExamItemProps {
  item: PublicItem;
  /** The part's shared options: pictures or replies to match, or the word bank of gap-fills. */
  bank?: readonly ExamOption[] | null;
  /** The answer given so far, if any. */
  answer?: ItemAnswer | null;
  /** Called with each new answer; without it the item is shown and cannot be answered. */
  onAnswer?: (answer: ItemAnswer) => void;
  /** The item's number on the paper. */
  number?: number;
  /** The listening control, supplied by the page (each play is counted where the item is taken). */
  audio?: ReactNode;
}

/** What the item asks, by type: a question's own texts and pictures. */
function ItemBody({ item, bank, answer, onAnswer }: ExamItemProps) {
  const { t } = useTranslation('exams');
  const choose = (type: 'pickPicture' | 'dialogueChoice' | 'passageQuestions') => (key: string) =>
    onAnswer?.({ type, choice: key });
  switch (item.type) {
    case 'pictureTrueFalse':
      return (
        <PictureTrueFalse item={item} answer={answerFor(item.type, answer)} onAnswer={onAnswer} />
      );
    case 'pickPicture':
      return (
        <>
          {item.text && <ChineseText text={item.text} className={styles.stem} />}
          <OptionChoice
            pictures
            label={t('item.choices')}
            options={item.options}
            value={answerFor(item.type, answer)?.choice}
            onChoose={onAnswer && choose('pickPicture')}
          />
        </>
      );
    case 'dialogueChoice':
      return (
        <>
          {item.text && <ChineseText text={item.text} className={styles.stem} />}
          {item.question && <ChineseText text={item.question} className={styles.question} />}
          <OptionChoice
            label={t('item.choices')}
            options={item.options}
            value={answerFor(item.type, answer)?.choice}
            onChoose={onAnswer && choose('dialogueChoice')}
          />
        </>
      );
    case 'passageQuestions':
      return (
        <>
          {item.passage && <ChineseText text={item.passage} className={styles.passage} />}
          <ChineseText text={item.question} className={styles.question} />
          <OptionChoice
            label={t('item.choices')}
            options={item.options}
            value={answerFor(item.type, answer)?.choice}
            onChoose={onAnswer && choose('passageQuestions')}
          />
        </>
      );
    case 'matchSentences':
    case 'gapFillWordBank': {
      const type = item.type;
      return (
        <>
          {item.text && <ChineseText text={item.text} className={styles.stem} />}
          <OptionChoice
            pictures={(bank ?? []).some((option) => option.picture)}
            label={t(type === 'matchSentences' ? 'item.bank' : 'item.wordBank')}
            options={bank ?? []}
            value={answerFor(type, answer)?.choice}
            onChoose={onAnswer && ((key) => onAnswer({ type, choice: key }))}
          />
        </>
      );
    }
    case 'orderSentences':
      return (
        <OrderSentences item={item} answer={answerFor(item.type, answer)} onAnswer={onAnswer} />
      );
    case 'buildSentence':
      return (
        <BuildSentence item={item} answer={answerFor(item.type, answer)} onAnswer={onAnswer} />
      );
    case 'writeCharacter':
      return (
        <WriteCharacter item={item} answer={answerFor(item.type, answer)} onAnswer={onAnswer} />
      );
  }
}

/**
 * One item of a paper or a lesson test, of any of the nine types, drawn from its public shape
 * (no answer in it) and answered in the `itemAnswer` shape of its type.
 */
export function ExamItem(props: ExamItemProps) {
  const { t } = useTranslation('exams');
  const { item, number, audio } = props;
  return (
    <article className={styles.item} aria-labelledby={`exam-item-${item.id}`}>
      <header className={styles.itemHead}>
        <h3 id={`exam-item-${item.id}`} className={styles.itemNumber}>
          {number === undefined ? t('item.title') : t('item.numbered', { number })}
        </h3>
        <p className={styles.prompt}>{t(`types.${item.type}`)}</p>
      </header>
      {audio}
      <ItemBody {...props} />
    </article>
  );
}
