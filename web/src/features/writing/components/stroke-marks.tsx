import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StrokeEvent } from './character-writer';
import styles from './stroke-marks.module.css';

/** A stroke as the learner wrote it: not yet, right at once, or accepted after misses. */
export type StrokeMark = 'pending' | 'correct' | 'missed';

/** Marks of a character's strokes, following CharacterWriter's `onStroke`. */
export function useStrokeMarks(strokeCount: number) {
  const [marks, setMarks] = useState<StrokeMark[]>(() => Array(strokeCount).fill('pending'));
  const onStroke = useCallback((event: StrokeEvent) => {
    setMarks((current) =>
      current.map((mark, index) => {
        if (index !== event.strokeNum) return mark;
        if (!event.correct) return 'missed';
        return event.mistakesOnStroke > 0 || mark === 'missed' ? 'missed' : 'correct';
      }),
    );
  }, []);
  const reset = useCallback(
    () => setMarks(Array<StrokeMark>(strokeCount).fill('pending')),
    [strokeCount],
  );
  return { marks, onStroke, reset };
}

/** One numbered mark a stroke, green when right at once, red when missed. */
export function StrokeMarks({ marks }: { marks: readonly StrokeMark[] }) {
  const { t } = useTranslation('writing');
  return (
    <ol className={styles.marks} aria-label={t('strokes.label')} data-testid="stroke-marks">
      {marks.map((mark, index) => (
        <li
          key={index}
          className={styles.mark}
          data-mark={mark}
          title={t(`strokes.${mark}`, { number: index + 1 })}
        >
          {index + 1}
        </li>
      ))}
    </ol>
  );
}
