import { useTranslation } from 'react-i18next';
import type { ItemAnswer } from '@qiao/contracts/exams';
import type { AnswerOf, ItemOf } from '../rules/answers';
import { ChineseText } from './chinese-text';
import { TokenOrder } from './token-order';
import styles from './exam-items.module.css';

/** Sentences A, B, C… put in the order that makes a passage. */
export function OrderSentences({
  item,
  answer,
  onAnswer,
}: {
  item: ItemOf<'orderSentences'>;
  answer: AnswerOf<'orderSentences'> | undefined;
  onAnswer?: (answer: ItemAnswer) => void;
}) {
  const { t } = useTranslation('exams');
  return (
    <TokenOrder
      vertical
      poolLabel={t('order.sentences')}
      placedLabel={t('order.yourOrder')}
      tokens={item.sentences.map((sentence) => ({
        id: sentence.key,
        label: sentence.text ? `${sentence.key} ${sentence.text.hanzi}` : sentence.key,
        content: (
          <span className={styles.sentenceToken}>
            <span className={styles.letter}>{sentence.key}</span>
            {sentence.text && <ChineseText text={sentence.text} />}
          </span>
        ),
      }))}
      order={answer?.order ?? []}
      onOrder={onAnswer && ((order) => onAnswer({ type: 'orderSentences', order }))}
    />
  );
}

/** Words put in order to make a sentence; the answer holds the words' indexes. */
export function BuildSentence({
  item,
  answer,
  onAnswer,
}: {
  item: ItemOf<'buildSentence'>;
  answer: AnswerOf<'buildSentence'> | undefined;
  onAnswer?: (answer: ItemAnswer) => void;
}) {
  const { t } = useTranslation('exams');
  return (
    <TokenOrder
      poolLabel={t('order.words')}
      placedLabel={t('order.yourSentence')}
      tokens={item.words.map((word, index) => ({
        id: String(index),
        label: word,
        content: (
          <span lang="zh" className={styles.hanzi}>
            {word}
          </span>
        ),
      }))}
      order={(answer?.order ?? []).map(String)}
      onOrder={
        onAnswer && ((order) => onAnswer({ type: 'buildSentence', order: order.map(Number) }))
      }
    />
  );
}
