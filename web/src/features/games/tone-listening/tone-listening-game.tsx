import { useCallback, useEffect, useState } from 'react';
import { Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { TONES } from '@qiao/contracts/games';
import type { GameProps } from '../game-definition';
import styles from './tone-listening.module.css';

/** How each tone is marked on `a`, to show the learner the choices in pinyin's own notation. */
const TONE_SAMPLES: Record<(typeof TONES)[number], string> = {
  '1': 'ā',
  '2': 'á',
  '3': 'ǎ',
  '4': 'à',
  '5': 'a',
};

/**
 * Game 1: hear a syllable (the demo's recording, or the browser's Chinese voice), pick its tone.
 * Keys 1–5 pick a tone, Space or Enter plays the syllable again. The right tones are the server's:
 * they are shown with the score when the round is over.
 */
export default function ToneListeningGame({ round, sound, onFinish }: GameProps<'toneListening'>) {
  const { t } = useTranslation('games');
  const [place, setPlace] = useState(0);
  const [answers, setAnswers] = useState<string[][]>([]);
  const [failed, setFailed] = useState(false);
  const item = round.items[place];

  const listen = useCallback(() => {
    if (!item) return;
    setFailed(false);
    sound.say(item).catch(() => setFailed(true));
  }, [item, sound]);

  const choose = useCallback(
    (tone: string) => {
      if (!item) return;
      const next = [...answers, [tone]];
      setAnswers(next);
      if (next.length === round.items.length) onFinish({ answers: next });
      else setPlace(place + 1);
    },
    [answers, item, onFinish, place, round.items.length],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea')) return;
      if ((TONES as readonly string[]).includes(event.key)) choose(event.key);
      else if (event.key === ' ' || event.key === 'Enter') {
        if (event.target instanceof HTMLButtonElement) return;
        event.preventDefault();
        listen();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [choose, listen]);

  if (!item) return null;
  return (
    <div className={styles.game} data-item={place}>
      <Progress
        percent={Math.round((place / round.items.length) * 100)}
        showInfo={false}
        aria-label={t('tone.progress', { place: place + 1, total: round.items.length })}
      />
      <p className={styles.progress}>
        {t('tone.progress', { place: place + 1, total: round.items.length })}
      </p>
      <button type="button" className={styles.listen} onClick={listen} data-testid="tone-listen">
        <span className={styles.speaker} aria-hidden="true">
          ▶
        </span>
        <span>{t('tone.listen')}</span>
      </button>
      <p className={styles.syllable} lang="zh-Latn" dir="ltr" data-testid="tone-syllable">
        {item.syllable}
      </p>
      {failed && <p className={styles.failed}>{t('tone.cannotPlay')}</p>}
      <p className={styles.ask}>{t('tone.ask')}</p>
      <div className={styles.tones} role="group" aria-label={t('tone.ask')}>
        {TONES.map((tone) => (
          <Button
            key={tone}
            size="large"
            className={styles.tone}
            onClick={() => choose(tone)}
            data-tone={tone}
          >
            <span className={styles.toneMark} lang="zh-Latn" dir="ltr">
              {TONE_SAMPLES[tone]}
            </span>
            <span>{t(`tone.name.${tone}`)}</span>
            <kbd className={styles.key}>{tone}</kbd>
          </Button>
        ))}
      </div>
    </div>
  );
}
