import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './exam-items.module.css';

/** A piece the learner puts in order: a word of a sentence, or a sentence of a passage. */
export interface OrderToken {
  id: string;
  content: ReactNode;
  /** What a screen reader calls the piece. */
  label: string;
}

const EARLIER = new Set(['ArrowLeft', 'ArrowUp']);
const LATER = new Set(['ArrowRight', 'ArrowDown']);

/** `order` with the piece at `from` moved one place by `step`. */
function moved(order: readonly string[], from: number, step: -1 | 1): string[] {
  const to = from + step;
  if (to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * Pieces put in order by tapping them: a tap on a piece of the pool places it last; a tap on a
 * placed piece takes it back. From the keyboard, arrows move a placed piece (the row is Chinese,
 * left to right, whatever the page's direction) and Delete or Backspace takes it back.
 */
export function TokenOrder({
  tokens,
  order,
  onOrder,
  vertical = false,
  poolLabel,
  placedLabel,
}: {
  tokens: readonly OrderToken[];
  order: readonly string[];
  onOrder?: (order: string[]) => void;
  vertical?: boolean;
  poolLabel: string;
  placedLabel: string;
}) {
  const { t } = useTranslation('exams');
  const byId = new Map(tokens.map((token) => [token.id, token]));
  const placed = order.filter((id) => byId.has(id));
  const pool = tokens.filter((token) => !placed.includes(token.id));
  const [focusId, setFocusId] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (focusId) buttons.current.get(focusId)?.focus();
  }, [focusId, order]);

  const onPlacedKey = (event: KeyboardEvent, index: number, id: string) => {
    if (!onOrder) return;
    if (EARLIER.has(event.key) || LATER.has(event.key)) {
      event.preventDefault();
      onOrder(moved(placed, index, EARLIER.has(event.key) ? -1 : 1));
      setFocusId(`placed-${id}`);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onOrder(placed.filter((one) => one !== id));
      setFocusId(null);
    }
  };

  const rowClass = vertical ? styles.tokenColumn : styles.tokenRow;
  return (
    <div className={styles.tokenOrder}>
      <ol className={`${rowClass} ${styles.placed}`} aria-label={placedLabel} dir="ltr">
        {placed.length === 0 && <li className={styles.placeholder}>{t('order.empty')}</li>}
        {placed.map((id, index) => {
          const token = byId.get(id)!;
          return (
            <li key={id}>
              <button
                type="button"
                className={styles.token}
                disabled={!onOrder}
                ref={(element) => {
                  if (element) buttons.current.set(`placed-${id}`, element);
                  else buttons.current.delete(`placed-${id}`);
                }}
                aria-label={t('order.placed', { position: index + 1, label: token.label })}
                aria-keyshortcuts="ArrowLeft ArrowRight Delete"
                onClick={() => onOrder?.(placed.filter((one) => one !== id))}
                onKeyDown={(event) => onPlacedKey(event, index, id)}
              >
                {token.content}
              </button>
            </li>
          );
        })}
      </ol>
      {onOrder && <p className={styles.hint}>{t('order.hint')}</p>}
      <ul className={rowClass} aria-label={poolLabel} dir="ltr">
        {pool.map((token) => (
          <li key={token.id}>
            <button
              type="button"
              className={`${styles.token} ${styles.poolToken}`}
              disabled={!onOrder}
              aria-label={t('order.add', { label: token.label })}
              onClick={() => {
                onOrder?.([...placed, token.id]);
                const next = pool.find((one) => one.id !== token.id);
                setFocusId(next ? `pool-${next.id}` : `placed-${token.id}`);
              }}
              ref={(element) => {
                if (element) buttons.current.set(`pool-${token.id}`, element);
                else buttons.current.delete(`pool-${token.id}`);
              }}
            >
              {token.content}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
