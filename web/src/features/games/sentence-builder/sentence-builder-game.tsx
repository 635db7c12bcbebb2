import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language';
import type { GameProps } from '../game-definition';
import { saysSentence, sentenceMeaning, showsPinyin } from './sentence-rules';
import styles from './sentence-builder.module.css';

/**
 * Game 5: a sentence's words come shuffled; the learner taps them in order (or presses their
 * numbers; Backspace takes the last back). Once every word is placed the game answers at once, says
 * the sentence and shows it when the order was wrong. Chinese reads left to right on every page.
 */
export default function SentenceBuilderGame({
  level,
  round,
  sound,
  onFinish,
}: GameProps<'sentenceBuilder'>) {
  const { t } = useTranslation('games');
  const { language } = useLanguage();
  const [place, setPlace] = useState(0);
  const [order, setOrder] = useState<string[]>([]);
  const [answers, setAnswers] = useState<string[][]>([]);
  const next = useRef<HTMLButtonElement>(null);
  const item = round.items[place];
  const total = round.items.length;
  const done = item !== undefined && order.length === item.words.length;
  const right = done && saysSentence(item.words, order, item.speech);

  const say = useCallback(() => {
    if (item) sound.say(item).catch(() => undefined);
  }, [item, sound]);

  const placeWord = useCallback(
    (id: string) => {
      if (!item || done || order.includes(id)) return;
      const placed = [...order, id];
      setOrder(placed);
      if (placed.length < item.words.length) return;
      setAnswers((earlier) => [...earlier, placed]);
      if (saysSentence(item.words, placed, item.speech)) {
        sound.right();
        // The sentence is heard once the chime is over.
        window.setTimeout(say, 450);
      } else sound.wrong();
    },
    [done, item, order, say, sound],
  );

  const takeBack = useCallback(
    (id: string) => {
      if (!done) setOrder((placed) => placed.filter((one) => one !== id));
    },
    [done],
  );

  const goOn = useCallback(() => {
    if (!done) return;
    if (place + 1 >= total) {
      onFinish({ answers });
      return;
    }
    setOrder([]);
    setPlace(place + 1);
  }, [answers, done, onFinish, place, total]);

  useEffect(() => {
    if (done) next.current?.focus();
  }, [done]);

  const pool = useMemo(
    () => (item ? item.words.filter((word) => !order.includes(word.id)) : []),
    [item, order],
  );
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input')) return;
      const number = /^[1-9]$/.test(event.key) ? Number(event.key) : 0;
      const word = number ? pool[number - 1] : undefined;
      if (word) placeWord(word.id);
      else if (event.key === 'Backspace' && order.length > 0) {
        event.preventDefault();
        takeBack(order[order.length - 1]!);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [order, placeWord, pool, takeBack]);

  if (!item) return null;
  const textOf = new Map(item.words.map((word) => [word.id, word.text]));
  return (
    <div className={styles.game} data-item={place}>
      <Progress
        percent={Math.round((place / total) * 100)}
        showInfo={false}
        aria-label={t('sentence.progress', { place: place + 1, total })}
      />
      <p className={styles.progress}>{t('sentence.progress', { place: place + 1, total })}</p>
      <p className={styles.ask}>{t('sentence.ask')}</p>
      <p className={styles.meaning} dir="auto" data-testid="sentence-meaning">
        {sentenceMeaning(item.meaning, language)}
      </p>
      {showsPinyin(level) && item.pinyin && (
        <p className={styles.pinyin} lang="zh-Latn" dir="ltr" aria-label={t('sentence.pinyinHint')}>
          {item.pinyin}
        </p>
      )}
      <ol
        className={styles.placed}
        dir="ltr"
        aria-label={t('sentence.placed')}
        data-state={done ? (right ? 'right' : 'wrong') : undefined}
        data-testid="sentence-placed"
      >
        {order.length === 0 && <li className={styles.empty}>{t('sentence.empty')}</li>}
        {order.map((id, index) => (
          <li key={id}>
            <button
              type="button"
              className={styles.tile}
              lang="zh"
              disabled={done}
              aria-label={t('sentence.placedWord', { position: index + 1, text: textOf.get(id) })}
              onClick={() => takeBack(id)}
            >
              {textOf.get(id)}
            </button>
          </li>
        ))}
      </ol>
      {!done && (
        <>
          <p className={styles.hint}>{t('sentence.hint')}</p>
          <ul className={styles.pool} dir="ltr" aria-label={t('sentence.pool')}>
            {pool.map((word, index) => (
              <li key={word.id}>
                <button
                  type="button"
                  className={`${styles.tile} ${styles.poolTile}`}
                  data-word={word.text}
                  aria-label={t('sentence.wordKey', { number: index + 1, text: word.text })}
                  onClick={() => placeWord(word.id)}
                >
                  <span lang="zh">{word.text}</span>
                  {index < 9 && <kbd className={styles.key}>{index + 1}</kbd>}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {done && (
        <div className={styles.outcome} data-testid="sentence-outcome" data-right={right}>
          <p className={right ? styles.right : styles.wrong}>
            {right ? t('sentence.right') : t('sentence.wrong')}
          </p>
          <p className={styles.sentence} lang="zh" dir="ltr">
            {item.speech}
          </p>
          <p className={styles.pinyin} lang="zh-Latn" dir="ltr">
            {item.pinyin}
          </p>
          <div className={styles.actions}>
            <Button size="large" onClick={say}>
              {t('sentence.listen')}
            </Button>
            <Button type="primary" size="large" ref={next} onClick={goOn}>
              {place + 1 >= total ? t('sentence.finish') : t('sentence.next')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
