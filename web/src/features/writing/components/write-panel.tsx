import { useState } from 'react';
import { Button, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FontInfo, WritingRating, WritingResult } from '@qiao/contracts/writing';
import { rateWriting } from '@qiao/contracts/writing-rating';
import { useFormatDate } from '../../../hooks/use-format-date';
import { useLanguage } from '../../../hooks/use-language';
import { useMarkFont, useWritingUserId } from '../api/use-learner-writing';
import { strokeSummary } from '../rules/writing-result';
import { CharacterWriter } from './character-writer';
import { StrokeMarks, useStrokeMarks } from './stroke-marks';
import type { GridKind } from './writing-grid';
import styles from '../spell-tool.module.css';

function WrittenResult({
  result,
  rating,
  saved,
  due,
}: {
  result: WritingResult;
  rating: WritingRating;
  saved: boolean;
  due?: string | undefined;
}) {
  const { t } = useTranslation('writing');
  const { language } = useLanguage();
  const format = useFormatDate();
  const { correct, missed } = strokeSummary(result);
  const seconds = new Intl.NumberFormat(language === 'ar' ? 'ar-u-nu-latn' : language, {
    style: 'unit',
    unit: 'second',
    maximumFractionDigits: 1,
  }).format(result.durationMs / 1000);
  return (
    <div className={styles.result} data-testid="write-result" data-rating={rating}>
      <p className={styles.grade}>
        {saved ? t('write.grade') : t('write.unsaved')}:{' '}
        <strong data-testid="write-grade" data-rating={rating}>
          {t(`write.grades.${rating}`)}
        </strong>
      </p>
      <dl className={styles.resultFacts}>
        <div>
          <dt>{t('write.correct')}</dt>
          <dd data-testid="write-correct">{correct}</dd>
        </div>
        <div>
          <dt>{t('write.missed')}</dt>
          <dd data-testid="write-missed">{missed}</dd>
        </div>
        <div>
          <dt>{t('write.hints')}</dt>
          <dd>{result.hintsUsed}</dd>
        </div>
        <div>
          <dt>{t('write.time')}</dt>
          <dd>
            <bdi>{seconds}</bdi>
          </dd>
        </div>
        {due && (
          <div>
            <dt>{t('write.due')}</dt>
            <dd data-testid="write-due">
              <bdi>{format.dateTime(due)}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {!saved && <p className={styles.muted}>{t('write.signIn')}</p>}
    </div>
  );
}

/**
 * "Write it": the learner writes the character in the square, stroke by stroke (a stroke missed
 * twice is shown), sees which strokes were right, and the result is graded and scheduled by
 * markFont. A visitor sees the same grade, computed here and said not to be saved.
 */
export function WritePanel({ info }: { info: FontInfo }) {
  const { t } = useTranslation('writing');
  const [grid, setGrid] = useState<GridKind>('tian');
  const [run, setRun] = useState(0);
  const [result, setResult] = useState<WritingResult | undefined>(undefined);
  const strokes = useStrokeMarks(info.strokeCount);
  const userId = useWritingUserId();
  const mark = useMarkFont();

  const written = (next: WritingResult) => {
    setResult(next);
    if (userId) mark.mutate(next);
  };
  const again = () => {
    setResult(undefined);
    mark.reset();
    strokes.reset();
    setRun((current) => current + 1);
  };

  return (
    <section className={styles.panel} aria-labelledby="write-title">
      <h2 id="write-title" className={styles.panelTitle}>
        {t('write.title')}
      </h2>
      <p className={styles.muted}>{t('write.hint')}</p>
      <div className={styles.writeTools}>
        <Segmented<GridKind>
          aria-label={t('write.grid')}
          value={grid}
          onChange={setGrid}
          options={[
            { value: 'tian', label: <span lang="zh-CN">{t('write.tian')}</span> },
            { value: 'mi', label: <span lang="zh-CN">{t('write.mi')}</span> },
          ]}
        />
        <Button onClick={again}>{t('write.again')}</Button>
      </div>
      <CharacterWriter
        char={info.char}
        strokeData={info.strokeData}
        mode="quiz"
        runId={run}
        grid={grid}
        maxSize={340}
        label={t('write.label', { char: info.char })}
        onStroke={strokes.onStroke}
        onWritten={written}
      />
      <StrokeMarks marks={strokes.marks} />
      {mark.isPending && <p className={styles.muted}>{t('write.sending')}</p>}
      {result && !userId && (
        <WrittenResult result={result} rating={rateWriting(result)} saved={false} />
      )}
      {result && mark.data && (
        <WrittenResult
          result={result}
          rating={mark.data.attempt.rating}
          saved
          due={mark.data.card.due}
        />
      )}
    </section>
  );
}
