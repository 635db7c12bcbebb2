import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameProps } from '../game-definition';
import styles from './pinyin-pairs.module.css';

interface MemoryCard {
  /** Place on the table. */
  key: string;
  pairId: string;
  face: 'char' | 'pinyin';
  text: string;
}

/** A shuffle of the round's cards, once per round (Fisher–Yates). */
function layCards(pairs: GameProps<'pinyinPairs'>['round']['pairs']): MemoryCard[] {
  const cards = pairs.flatMap((pair): MemoryCard[] => [
    { key: `${pair.id}-char`, pairId: pair.id, face: 'char', text: pair.char },
    { key: `${pair.id}-pinyin`, pairId: pair.id, face: 'pinyin', text: pair.pinyin },
  ]);
  for (let index = cards.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [cards[index], cards[other]] = [cards[other]!, cards[index]!];
  }
  return cards;
}

/** A wrong pair stays face up this long, to be remembered. */
const SHOW_WRONG_MS = 900;

/**
 * Game 2: memory pairs. Turn two cards; a character and its pinyin stay up, any other two turn
 * back. Every two cards turned is a move; fewer moves score more. Cards are buttons: Tab and
 * Enter or Space, mouse, pen and touch alike.
 */
export default function PinyinPairsGame({ round, sound, onFinish }: GameProps<'pinyinPairs'>) {
  const { t } = useTranslation('games');
  const cards = useMemo(() => layCards(round.pairs), [round.pairs]);
  const [open, setOpen] = useState<string[]>([]);
  const [matched, setMatched] = useState<ReadonlySet<string>>(new Set());
  const [moves, setMoves] = useState(0);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  const turn = (card: MemoryCard) => {
    if (open.length >= 2 || open.includes(card.key) || matched.has(card.pairId)) return;
    if (open.length === 0) {
      setOpen([card.key]);
      return;
    }
    const first = cards.find((one) => one.key === open[0])!;
    const move = moves + 1;
    setMoves(move);
    if (first.pairId !== card.pairId) {
      sound.wrong();
      setOpen([first.key, card.key]);
      closing.current = setTimeout(() => setOpen([]), SHOW_WRONG_MS);
      return;
    }
    sound.right();
    const done = new Set([...matched, card.pairId]);
    setMatched(done);
    setOpen([]);
    if (done.size === round.pairs.length) onFinish({ answers: [], moves: move });
  };

  return (
    <div className={styles.game}>
      <p className={styles.status} aria-live="polite">
        {t('pairs.status', { matched: matched.size, total: round.pairs.length, moves })}
      </p>
      <div className={styles.table} data-count={cards.length}>
        {cards.map((card) => {
          const up = open.includes(card.key) || matched.has(card.pairId);
          return (
            <button
              key={card.key}
              type="button"
              className={styles.card}
              data-pair={card.pairId}
              data-face={card.face}
              data-state={matched.has(card.pairId) ? 'matched' : up ? 'open' : 'closed'}
              aria-pressed={up}
              aria-label={up ? card.text : t('pairs.hidden')}
              onClick={() => turn(card)}
            >
              {up ? (
                <span
                  className={card.face === 'char' ? styles.char : styles.pinyin}
                  lang={card.face === 'char' ? 'zh' : 'zh-Latn'}
                  dir="ltr"
                >
                  {card.text}
                </span>
              ) : (
                <span className={styles.back} aria-hidden="true">
                  桥
                </span>
              )}
            </button>
          );
        })}
      </div>
    </div>
  );
}
