import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListening } from '../api/use-listening';
import styles from '../exams.module.css';

/** "Play (2 left)": each press is one counted play; with none left the button stays locked. */
export function ListenButton({
  attemptId,
  itemId,
  playsLeft,
  onPlaysLeft,
}: {
  attemptId: string;
  itemId: string;
  playsLeft: number;
  onPlaysLeft: (playsLeft: number) => void;
}) {
  const { t } = useTranslation('exams');
  const { state, play } = useListening(attemptId, itemId, onPlaysLeft);
  const busy = state === 'loading' || state === 'playing';
  const locked = playsLeft <= 0 && !busy;
  return (
    <div className={styles.listen}>
      <Button
        type="primary"
        onClick={() => void play()}
        disabled={locked || busy}
        loading={state === 'loading'}
        data-locked={locked || undefined}
      >
        {locked
          ? `🔒 ${t('paper.noPlaysLeft')}`
          : state === 'playing'
            ? t('paper.playing')
            : t('paper.play', { left: playsLeft })}
      </Button>
      {state === 'failed' && (
        <span role="alert" className={styles.warning}>
          {t('paper.playFailed')}
        </span>
      )}
    </div>
  );
}
