import { useState } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RunResult } from '@qiao/contracts/writing-practice';
import type { PracticeSource } from '@qiao/contracts/writing-practice-page';
import { PracticeStep } from './practice-step';
import { PracticeSummary } from './practice-summary';
import { usePracticeRun } from './use-practice-run';

/**
 * One run from its source: the characters are chosen when it starts, written one after the
 * other, and summed up at the end. `onChooseAgain` goes back to the choice of a source.
 */
export function PracticeRun({
  source,
  length,
  onChooseAgain,
}: {
  source: PracticeSource;
  length: number;
  onChooseAgain: () => void;
}) {
  const { t } = useTranslation('writing');
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const run = usePracticeRun(source, length, startedAt);
  const [position, setPosition] = useState(0);
  const [results, setResults] = useState<RunResult[]>([]);
  const [ended, setEnded] = useState(false);

  const again = () => {
    setResults([]);
    setPosition(0);
    setEnded(false);
    setStartedAt(Date.now());
  };

  if (run.isPending) return <Skeleton active />;
  if (run.isError) return <Alert type="error" showIcon message={t('practice.loadFailed')} />;
  const chars = run.data;
  if (chars.length === 0) {
    return (
      <Empty description={t(source.kind === 'due' ? 'practice.noneDue' : 'practice.noneMine')}>
        <Button type="primary" onClick={onChooseAgain}>
          {t('practice.chooseAnother')}
        </Button>
      </Empty>
    );
  }
  if (ended || position >= chars.length) {
    return <PracticeSummary results={results} onAgain={again} onChooseAgain={onChooseAgain} />;
  }
  const char = chars[position]!;
  return (
    <PracticeStep
      key={`${startedAt}-${position}`}
      char={char}
      position={position + 1}
      total={chars.length}
      last={position === chars.length - 1}
      onGraded={({ attempt, card }) =>
        setResults((done) => [...done, { char, rating: attempt.rating, due: card.due }])
      }
      onNext={() => setPosition((at) => at + 1)}
      onEnd={() => setEnded(true)}
    />
  );
}
