import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FontInfo, WritingAttempt, WritingCard, WritingResult } from '@qiao/contracts/writing';
import { useFormatDate } from '../../../hooks/use-format-date';
import { useLanguage } from '../../../hooks/use-language';
import { useFontInfo } from '../api/use-font-info';
import { useMarkFont } from '../api/use-learner-writing';
import { CharacterWriter } from '../components/character-writer';
import { StrokeMarks, useStrokeMarks } from '../components/stroke-marks';
import { meaningFor } from '@qiao/contracts/writing-meaning';
import { RATING_COLORS } from './rating-colors';
import styles from './practice.module.css';

export interface StepProps {
  char: string;
  /** The step's place in the run, from 1. */
  position: number;
  total: number;
  /** The character was written and graded; `onNext` moves on. */
  onGraded: (graded: { attempt: WritingAttempt; card: WritingCard }) => void;
  onNext: () => void;
  /** Ends the run here, to its summary. */
  onEnd: () => void;
  last: boolean;
}

/**
 * One character of a run: its pinyin and meaning, the square to write it in, then its grade and
 * when it comes back (markFont's answer). The "next" button takes the focus once graded, so the
 * keyboard goes on with Enter.
 */
export function PracticeStep(props: StepProps) {
  const { t } = useTranslation('writing');
  const info = useFontInfo(props.char);
  if (info.isPending) return <Skeleton active />;
  if (!info.data) return <Alert type="error" showIcon message={t('practice.loadFailed')} />;
  return <WritingStep {...props} brief={info.data} />;
}

function WritingStep({
  char,
  position,
  total,
  onGraded,
  onNext,
  onEnd,
  last,
  brief,
}: StepProps & { brief: FontInfo }) {
  const { t } = useTranslation('writing');
  const { language } = useLanguage();
  const format = useFormatDate();
  const mark = useMarkFont();
  const [sent, setSent] = useState<WritingResult>();
  const [graded, setGraded] = useState<{ attempt: WritingAttempt; card: WritingCard }>();
  const marks = useStrokeMarks(brief.strokeData.strokes.length);
  const nextRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (graded) nextRef.current?.focus();
  }, [graded]);

  const send = (result: WritingResult) => {
    setSent(result);
    mark.mutate(result, {
      onSuccess: (answer) => {
        setGraded(answer);
        onGraded(answer);
      },
    });
  };

  // CC-CEDICT's English where Qiao wrote no explanation, marked as English for screen readers.
  const meaning = meaningFor(brief.meanings, language);
  return (
    <section className={styles.step} aria-labelledby="practice-step-title">
      <p className={styles.progress}>{t('practice.progress', { position, total })}</p>
      <div className={styles.prompt}>
        <h2 id="practice-step-title" className={styles.pinyin} lang="zh-Latn-pinyin" dir="ltr">
          {brief.pinyin[0]}
        </h2>
        <p className={styles.meaning} dir="auto" lang={meaning.english ? 'en' : undefined}>
          {meaning.text}
        </p>
      </div>
      <CharacterWriter
        key={char}
        char={char}
        strokeData={brief.strokeData}
        mode={graded ? 'show' : 'quiz'}
        grid="tian"
        maxSize={300}
        label={t('practice.writeLabel', { pinyin: brief.pinyin[0] })}
        onStroke={marks.onStroke}
        onWritten={send}
      />
      <StrokeMarks marks={marks.marks} />
      <div className={styles.outcome} aria-live="polite" data-testid="practice-outcome">
        {!sent && <p className={styles.hint}>{t('practice.writeHint')}</p>}
        {sent && mark.isPending && <p>{t('practice.grading')}</p>}
        {mark.isError && (
          <Button onClick={() => sent && send(sent)}>{t('practice.sendAgain')}</Button>
        )}
        {graded && (
          <p className={styles.grade}>
            <Tag color={RATING_COLORS[graded.attempt.rating]} data-rating={graded.attempt.rating}>
              {t(`practice.rating.${graded.attempt.rating}`)}
            </Tag>
            <span title={format.dateTime(graded.card.due)}>
              {t('practice.comesBack', { when: format.relative(graded.card.due) })}
            </span>
          </p>
        )}
      </div>
      {graded && (
        <div className={styles.stepActions}>
          <Button ref={nextRef} type="primary" size="large" onClick={onNext}>
            {last ? t('practice.finish') : t('practice.next')}
          </Button>
          {!last && <Button onClick={onEnd}>{t('practice.endHere')}</Button>}
        </div>
      )}
    </section>
  );
}
