import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { POINTS_PER_ITEM } from '@qiao/contracts/games-scoring';
import {
  STROKE_RACE,
  strokeRacePoints,
  strokeRaceSeconds,
  tallyStrokes,
} from '@qiao/contracts/games-stroke-race';
import type { GameProps } from '../game-definition';
import { secondsLeft, writingOrder } from './race-rules';
import { StrokeDrawing } from './stroke-drawing';
import { useWrittenStrokes } from './use-written-strokes';
import styles from './stroke-race.module.css';

type Outcome = 'done' | 'timeUp' | 'lost';

/**
 * Game 4: a character's strokes come shuffled, each drawn in its place on the faint character; the
 * learner taps them in writing order against the character's clock. A right tap draws the stroke
 * with a chime, a wrong one buzzes and counts; five wrong taps or the clock's end lose the
 * character. Every tap is sent: the server scores strokes, mistakes and characters finished.
 */
export default function StrokeRaceGame({ level, round, sound, onFinish }: GameProps<'strokeRace'>) {
  const { t } = useTranslation('games');
  const [place, setPlace] = useState(0);
  const [taps, setTaps] = useState<string[]>([]);
  const [answers, setAnswers] = useState<string[][]>([]);
  const [outcome, setOutcome] = useState<Outcome>();
  const [shaking, setShaking] = useState<string>();
  /** Points of the characters played, as the server will count them; null once one was not judged. */
  const [points, setPoints] = useState<number | null>(0);
  const [startedAt, setStartedAt] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  const next = useRef<HTMLButtonElement>(null);
  const item = round.items[place]!;
  const total = round.items.length;
  const written = useWrittenStrokes(item.char);
  const order = written.data ? writingOrder(item.strokes, written.data) : null;
  const known = order !== null;
  // Without the writing order every tap is taken in turn, and only the score judges it.
  const placedIds = known
    ? order.slice(0, tallyStrokes(order, taps).placed)
    : taps.filter((id, index) => taps.indexOf(id) === index);
  const mistakes = known ? tallyStrokes(order, taps).mistakes : 0;
  const seconds = strokeRaceSeconds(item.strokes.length, level);
  const left = startedAt === undefined ? seconds : secondsLeft(seconds, startedAt, now);
  const pathOf = new Map(item.strokes.map((stroke) => [stroke.id, stroke.path]));

  // The clock starts once the character's writing order is known (or cannot be).
  const ready = !written.isPending;
  useEffect(() => {
    if (!ready || startedAt !== undefined || outcome) return;
    const started = Date.now();
    const timer = window.setTimeout(() => {
      setStartedAt(started);
      setNow(started);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [outcome, ready, startedAt]);

  const end = useCallback(
    (how: Outcome, finalTaps: string[]) => {
      setOutcome(how);
      setAnswers((earlier) => [...earlier, finalTaps]);
      setPoints((earlier) =>
        earlier === null || !order
          ? null
          : earlier +
            strokeRacePoints(tallyStrokes(order, finalTaps), order.length, POINTS_PER_ITEM),
      );
      if (how !== 'done') sound.wrong();
    },
    [order, sound],
  );

  useEffect(() => {
    if (startedAt === undefined || outcome) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (secondsLeft(seconds, startedAt, at) === 0) end('timeUp', taps);
    }, 250);
    return () => window.clearInterval(timer);
  }, [end, outcome, seconds, startedAt, taps]);

  const tap = useCallback(
    (id: string) => {
      if (outcome || startedAt === undefined || placedIds.includes(id)) return;
      const tapped = [...taps, id];
      setTaps(tapped);
      if (!known) {
        if (tapped.length === item.strokes.length) end('done', tapped);
        return;
      }
      const tally = tallyStrokes(order, tapped);
      if (tally.mistakes > mistakes) {
        sound.wrong();
        setShaking(id);
        if (tally.mistakes >= STROKE_RACE.mistakesMax) end('lost', tapped);
      } else {
        sound.right();
        if (tally.finished) end('done', tapped);
      }
    },
    [end, item.strokes.length, known, mistakes, order, outcome, placedIds, sound, startedAt, taps],
  );

  useEffect(() => {
    if (outcome) next.current?.focus();
  }, [outcome]);

  const goOn = () => {
    if (place + 1 >= total) {
      onFinish({ answers });
      return;
    }
    setPlace(place + 1);
    setTaps([]);
    setOutcome(undefined);
    setStartedAt(undefined);
  };

  const remaining = item.strokes.filter((stroke) => !placedIds.includes(stroke.id));
  const ghost = item.strokes.map((stroke) => stroke.path);
  const drawn = placedIds.map((id) => ({ path: pathOf.get(id)!, colour: '#1d2b53' }));
  return (
    <div className={styles.game} data-item={place}>
      <p className={styles.progress}>{t('race.progress', { place: place + 1, total })}</p>
      <p className={styles.ask}>{t('race.ask')}</p>
      <div className={styles.board}>
        <div className={styles.character}>
          <StrokeDrawing
            ghost={ghost}
            strokes={drawn}
            grid
            className={styles.square}
            label={t('race.character')}
          />
          <p className={styles.pinyin} lang="zh-Latn" dir="ltr">
            {item.pinyin}
          </p>
        </div>
        <div className={styles.side}>
          <Progress
            percent={Math.round((left / seconds) * 100)}
            showInfo={false}
            status={left <= 3 && !outcome ? 'exception' : 'active'}
            aria-hidden="true"
          />
          <p className={styles.clock} role="timer" data-testid="race-clock">
            {t('race.clock', { seconds: left })}
          </p>
          <p className={styles.tally} data-testid="race-tally">
            {t('race.strokes', {
              placed: placedIds.length,
              total: item.strokes.length,
              mistakes,
            })}
          </p>
          {!known && ready && <p className={styles.note}>{t('race.noOrder')}</p>}
        </div>
      </div>
      {!outcome && (
        <ul className={styles.strokes} aria-label={t('race.ask')}>
          {remaining.map((stroke, index) => (
            <li key={stroke.id}>
              <button
                type="button"
                className={styles.stroke}
                data-shake={shaking === stroke.id || undefined}
                data-stroke={stroke.id}
                disabled={startedAt === undefined}
                aria-label={t('race.stroke', { number: index + 1 })}
                onAnimationEnd={() => setShaking(undefined)}
                onClick={() => tap(stroke.id)}
              >
                <StrokeDrawing ghost={ghost} strokes={[{ path: stroke.path, colour: '#c8102e' }]} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {outcome && (
        <div className={styles.outcome} data-testid="race-outcome" data-outcome={outcome}>
          <p className={outcome === 'done' ? styles.right : styles.wrong}>{t(`race.${outcome}`)}</p>
          {points !== null && (
            <p className={styles.points} data-testid="race-points">
              {t('race.points', { points })}
            </p>
          )}
          <Button type="primary" size="large" ref={next} onClick={goOn}>
            {place + 1 >= total ? t('race.finish') : t('race.next')}
          </Button>
        </div>
      )}
    </div>
  );
}
