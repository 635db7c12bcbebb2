import type { ExamProposalOutcome } from '@qiao/contracts/plans-feed';

/** Whether an exam plan can be made from a proposal, and how the page says it. */
export function examProposalVerdict(outcome: ExamProposalOutcome): {
  canMake: boolean;
  tone: 'success' | 'error' | 'warning';
} {
  switch (outcome) {
    case 'feasible':
      return { canMake: true, tone: 'success' };
    case 'nothingLeft':
      return { canMake: false, tone: 'warning' };
    case 'noStudyDays':
    case 'loadTooHigh':
      return { canMake: false, tone: 'error' };
  }
}
