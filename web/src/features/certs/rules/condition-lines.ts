import type { CertCondition } from '@qiao/contracts/certs';

/** How a condition reads: met, still short of what is needed, or nothing to measure yet. */
export type ConditionStanding = 'met' | 'short' | 'none';

export interface ConditionLine {
  kind: CertCondition['kind'];
  standing: ConditionStanding;
  /** The learner's figure: whole percent for shares, points for the exam; null: nothing yet. */
  have: number | null;
  /** What is needed, in the same unit. */
  need: number;
  /** The exam scale's maximum. */
  max: number | null;
  /** Still missing, in the same unit (0 once met). */
  missing: number;
}

/**
 * Shares are shown in whole percent, rounded down: 79.6% done is not yet the 80% needed, and
 * the page must not say "80%" beside a condition it calls unmet.
 */
const percent = (share: number) => Math.floor(Math.round(share * 10000) / 100);

/** One condition as the apply page and the admin queue show it. */
export function conditionLine(condition: CertCondition): ConditionLine {
  const inPercent = condition.kind !== 'examPassed';
  const have =
    condition.have === null ? null : inPercent ? percent(condition.have) : condition.have;
  const need = inPercent ? Math.round(condition.need * 100) : condition.need;
  const standing: ConditionStanding = condition.met ? 'met' : have === null ? 'none' : 'short';
  return {
    kind: condition.kind,
    standing,
    have,
    need,
    max: condition.max,
    missing: condition.met ? 0 : Math.max(0, need - (have ?? 0)),
  };
}
