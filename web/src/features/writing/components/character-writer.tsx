import { useEffect, useRef, useState } from 'react';
import type HanziWriter from 'hanzi-writer';
import type { StrokeData, WritingResult } from '@qiao/contracts/writing';
import { HINT_AFTER_MISSES, writingResultOf } from '../rules/writing-result';
import { WritingGrid, type GridKind } from './writing-grid';
import styles from './character-writer.module.css';

/** What happened on one stroke while writing: accepted (with its misses so far) or missed. */
export interface StrokeEvent {
  strokeNum: number;
  correct: boolean;
  mistakesOnStroke: number;
}

export interface CharacterWriterProps {
  char: string;
  /** queryFontInfo's stroke data: Hanzi Writer loads nothing else (never a CDN). */
  strokeData: StrokeData;
  /** `animate`: draw it stroke by stroke; `quiz`: the learner writes it; `show`: the character. */
  mode: 'animate' | 'quiz' | 'show';
  /** Changing it starts the mode again (replay the animation, write again). */
  runId?: number;
  grid?: GridKind;
  /** The largest side in pixels; the square shrinks to the width it is given (a phone). */
  maxSize?: number;
  /** Accessible name of the square. */
  label: string;
  onAnimationComplete?: () => void;
  onStroke?: (event: StrokeEvent) => void;
  /** The character is written: the markFont body (per-stroke mistakes, hints, time). */
  onWritten?: (result: WritingResult) => void;
}

const COLORS = {
  strokeColor: '#1c2b29',
  radicalColor: '#0f766e',
  outlineColor: '#d9dedd',
  drawingColor: '#0b5d57',
  highlightColor: '#e0a526',
} as const;

/** The square's side: the width it is given, at most `maxSize`. */
function useSquareSize(maxSize: number) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState(0);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setSize(Math.floor(Math.min(maxSize, frame.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [maxSize]);
  return { frameRef, size };
}

/**
 * One character in a 田字格/米字格 square, animated or written with Hanzi Writer (loaded with the
 * page that shows it, never with the home). Hanzi Writer listens to mouse and touch events; a pen
 * arrives as the browser's compatibility mouse events. The page marks `data-state` when an
 * animation or a writing is finished, so people and tests can see it.
 */
export function CharacterWriter(props: CharacterWriterProps) {
  const { char, strokeData, mode, runId = 0, grid = 'mi', maxSize = 320, label } = props;
  const { frameRef, size } = useSquareSize(maxSize);
  const targetRef = useRef<HTMLDivElement>(null);
  const writerRef = useRef<HanziWriter | undefined>(undefined);
  const [state, setState] = useState<'loading' | 'running' | 'done'>('loading');
  // The latest callbacks, so a new callback does not restart a running animation or writing.
  const handlers = useRef(props);
  useEffect(() => {
    handlers.current = props;
  });
  const hasSize = size > 0;

  useEffect(() => {
    const target = targetRef.current;
    if (!target || !hasSize) return;
    let cancelled = false;
    const host = document.createElement('div');
    target.replaceChildren(host);
    setState('loading');
    void import('hanzi-writer').then(({ default: Writer }) => {
      if (cancelled) return;
      const side = Math.floor(target.clientWidth);
      const writer = Writer.create(host, char, {
        ...COLORS,
        width: side,
        height: side,
        padding: Math.round(side * 0.06),
        showCharacter: mode === 'show',
        showOutline: mode !== 'animate',
        showHintAfterMisses: HINT_AFTER_MISSES,
        strokeAnimationSpeed: 1.2,
        delayBetweenStrokes: 250,
        charDataLoader: (_char, onLoad) => onLoad(strokeData),
      });
      writerRef.current = writer;
      if (mode === 'animate') {
        setState('running');
        void writer.animateCharacter({
          onComplete: ({ canceled }) => {
            if (cancelled || canceled) return;
            setState('done');
            handlers.current.onAnimationComplete?.();
          },
        });
      } else if (mode === 'quiz') {
        const misses: Record<number, number> = {};
        let startedAtMs: number | undefined;
        const started = () => (startedAtMs ??= Date.now());
        setState('running');
        void writer.quiz({
          onMistake: (stroke) => {
            started();
            misses[stroke.strokeNum] = stroke.mistakesOnStroke;
            handlers.current.onStroke?.({
              strokeNum: stroke.strokeNum,
              correct: false,
              mistakesOnStroke: stroke.mistakesOnStroke,
            });
          },
          onCorrectStroke: (stroke) => {
            started();
            handlers.current.onStroke?.({
              strokeNum: stroke.strokeNum,
              correct: true,
              mistakesOnStroke: stroke.mistakesOnStroke,
            });
          },
          onComplete: () => {
            if (cancelled) return;
            const finishedAtMs = Date.now();
            setState('done');
            handlers.current.onWritten?.(
              writingResultOf({
                char,
                strokeCount: strokeData.strokes.length,
                misses,
                startedAtMs: startedAtMs ?? finishedAtMs,
                finishedAtMs,
              }),
            );
          },
        });
      } else {
        setState('done');
      }
    });
    return () => {
      cancelled = true;
      writerRef.current?.cancelQuiz();
      writerRef.current = undefined;
      target.replaceChildren();
    };
    // The writer starts again for a new character, mode or run; a new size only rescales it.
  }, [char, strokeData, mode, runId, hasSize]);

  useEffect(() => {
    if (size > 0) {
      writerRef.current?.updateDimensions({
        width: size,
        height: size,
        padding: Math.round(size * 0.06),
      });
    }
  }, [size]);

  return (
    <div ref={frameRef} className={styles.frame} dir="ltr">
      <div
        className={styles.square}
        style={{ inlineSize: size || maxSize, blockSize: size || maxSize }}
        // Written on, it is an application's surface; animated or shown, a picture.
        role={mode === 'quiz' ? 'application' : 'img'}
        aria-label={label}
        data-mode={mode}
        data-state={state}
        data-testid="character-writer"
        lang="zh-CN"
      >
        <WritingGrid kind={grid} />
        <div ref={targetRef} className={styles.writer} />
      </div>
    </div>
  );
}
