import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptScores } from '@qiao/contracts/exams-calls';
import { formatNumber } from '../../../../format/numbers';
import { useFormatDate } from '../../../../hooks/use-format-date';
import { useLanguage } from '../../../../hooks/use-language';
import { CHART_BOX, placePoints } from '../rules/chart-geometry';
import { progressSeries } from '../rules/progress-series';
import styles from './results.module.css';

/** One colour per level's line, told apart by their legend too (not by colour alone). */
const LINE_COLOURS = ['#1668dc', '#c2410c', '#15803d', '#7e22ce', '#0e7490', '#be185d'];
const SHAPES = ['circle', 'square', 'diamond'] as const;

function Marker({ x, y, shape, colour }: { x: number; y: number; shape: string; colour: string }) {
  if (shape === 'square') return <rect x={x - 5} y={y - 5} width={10} height={10} fill={colour} />;
  if (shape === 'diamond') {
    return <path d={`M${x} ${y - 6}L${x + 6} ${y}L${x} ${y + 6}L${x - 6} ${y}Z`} fill={colour} />;
  }
  return <circle cx={x} cy={y} r={5} fill={colour} />;
}

/**
 * The progress across attempts: each attempt's total as a share of its maximum, one line per
 * level, over time, with each level's pass line. Each point names its level, date and share for
 * screen readers and on hover.
 */
export function ProgressChart({ attempts }: { attempts: readonly AttemptScores[] }) {
  const { t } = useTranslation('examResults');
  const { language, direction } = useLanguage();
  const { date } = useFormatDate();
  const titleId = useId();
  const descriptionId = useId();
  const series = progressSeries(attempts);
  if (series.length === 0) return null;
  const { up, lines } = placePoints(series, direction === 'rtl');
  const percent = (share: number) => formatNumber(share, language, { style: 'percent' });
  const { width, height, start, end } = CHART_BOX;
  // The percentages sit on the side the page starts from, the plot beside them.
  const [plotLeft, plotRight] = direction === 'rtl' ? [end, width - start] : [start, width - end];
  const axisX = direction === 'rtl' ? width - start + 6 : start - 6;
  const onlyOneEach = series.every((line) => line.points.length < 2);
  const passShares = [...new Set(lines.map((line) => line.passY))];

  return (
    <figure className={styles.chart}>
      <figcaption>
        <h2 id={titleId} className={styles.chartTitle}>
          {t('chart.title')}
        </h2>
        <p id={descriptionId} className={styles.chartDescription}>
          {t('chart.description')}
        </p>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className={styles.chartSvg}
        data-testid="progress-chart"
      >
        {[0, 0.5, 1].map((share) => (
          <g key={share}>
            <line
              x1={plotLeft}
              x2={plotRight}
              y1={up(share)}
              y2={up(share)}
              className={styles.gridLine}
            />
            <text
              x={axisX}
              y={up(share)}
              className={styles.axisText}
              textAnchor={direction === 'rtl' ? 'start' : 'end'}
              dominantBaseline="middle"
            >
              {percent(share)}
            </text>
          </g>
        ))}
        {passShares.map((y) => (
          <line key={y} x1={plotLeft} x2={plotRight} y1={y} y2={y} className={styles.passLine}>
            <title>{t('chart.passLine')}</title>
          </line>
        ))}
        {lines.map((line, index) => {
          const colour = LINE_COLOURS[index % LINE_COLOURS.length]!;
          const shape = SHAPES[index % SHAPES.length]!;
          return (
            <g key={line.levelName} role="list" aria-label={line.levelName}>
              <polyline
                points={line.points.map((point) => `${point.x},${point.y}`).join(' ')}
                fill="none"
                stroke={colour}
                strokeWidth={2.5}
              />
              {line.points.map((point) => (
                <g key={point.attemptId} role="listitem">
                  <Marker x={point.x} y={point.y} shape={shape} colour={colour} />
                  <title>
                    {t('chart.point', {
                      level: line.levelName,
                      date: date(point.submittedAt),
                      percent: percent(point.share),
                    })}
                  </title>
                </g>
              ))}
            </g>
          );
        })}
      </svg>
      <ul className={styles.legend}>
        {lines.map((line, index) => (
          <li key={line.levelName}>
            <svg width="14" height="14" viewBox="-7 -7 14 14" aria-hidden>
              <Marker
                x={0}
                y={0}
                shape={SHAPES[index % SHAPES.length]!}
                colour={LINE_COLOURS[index % LINE_COLOURS.length]!}
              />
            </svg>
            <bdi>{line.levelName}</bdi>
          </li>
        ))}
        <li>
          <svg width="22" height="14" aria-hidden>
            <line x1={0} x2={22} y1={7} y2={7} className={styles.passLine} />
          </svg>
          {t('chart.passLine')}
        </li>
      </ul>
      {onlyOneEach && <p className={styles.chartHint}>{t('chart.onlyOne')}</p>}
    </figure>
  );
}
