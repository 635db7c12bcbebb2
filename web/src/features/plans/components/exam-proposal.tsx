import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RouteData } from '@qiao/contracts/route';
import type { proposeExamPlan } from '@qiao/contracts/plans-feed';
import { PLAN_LIMITS } from '@qiao/contracts/plans';
import { useLanguage } from '../../../hooks/use-language';
import { examProposalVerdict } from '../rules/exam-outcome';
import { formatPlanDate } from '../rules/plan-date-format';

type Proposal = RouteData<typeof proposeExamPlan>;

/** What the exam date asks of the learner, or, clearly, why it cannot be met. */
export function ExamProposal({
  proposal,
  pending,
  examDate,
}: {
  proposal: Proposal | undefined;
  pending: boolean;
  examDate: string;
}) {
  const { t } = useTranslation('plans');
  const { language } = useLanguage();
  if (pending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!proposal) return null;
  const { tone } = examProposalVerdict(proposal.outcome);
  const exam = formatPlanDate(examDate, language, 'full');
  const text = (() => {
    switch (proposal.outcome) {
      case 'feasible':
        return t('exam.feasible', {
          count: proposal.dailyLoad ?? 0,
          hours: proposal.remainingClassHours,
          days: proposal.studyDays,
          end: proposal.endDate ? formatPlanDate(proposal.endDate, language, 'full') : '—',
          exam,
        });
      case 'loadTooHigh':
        return t('exam.loadTooHigh', {
          needed: proposal.neededDailyLoad ?? 0,
          max: PLAN_LIMITS.maxDailyLoad,
          hours: proposal.remainingClassHours,
          exam,
        });
      case 'noStudyDays':
        return t('exam.noStudyDays', { exam });
      case 'nothingLeft':
        return t('exam.nothingLeft');
    }
  })();
  return (
    <Alert
      type={tone}
      showIcon
      title={proposal.outcome === 'feasible' ? t('exam.canMeet') : t('exam.cannotMeet')}
      description={text}
      data-testid="exam-proposal"
      data-outcome={proposal.outcome}
    />
  );
}
