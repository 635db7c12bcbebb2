import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FontInfo } from '@qiao/contracts/writing';
import { CharacterFacts } from './character-facts';
import { CharacterWords } from './character-words';
import { CharacterWriter } from './character-writer';
import styles from '../spell-tool.module.css';

/** The chosen character: animated stroke by stroke (play, replay), its facts and its words. */
export function CharacterPanel({ info }: { info: FontInfo }) {
  const { t } = useTranslation('writing');
  const [run, setRun] = useState(0);
  const [played, setPlayed] = useState(false);
  return (
    <section className={styles.panel} aria-labelledby="character-title">
      <h2 id="character-title" className={styles.panelTitle}>
        {t('character.heading', { char: info.char })}
      </h2>
      <div className={styles.characterLayout}>
        <div className={styles.animation}>
          <CharacterWriter
            char={info.char}
            strokeData={info.strokeData}
            mode="animate"
            runId={run}
            grid="mi"
            maxSize={260}
            label={t('character.heading', { char: info.char })}
            onAnimationComplete={() => setPlayed(true)}
          />
          <p role="status" className={styles.muted} data-testid="animation-status">
            {played ? t('character.played') : t('character.playing')}
          </p>
          <Button
            type="primary"
            onClick={() => {
              setPlayed(false);
              setRun((current) => current + 1);
            }}
          >
            {t('character.replay')}
          </Button>
        </div>
        <CharacterFacts info={info} />
      </div>
      <h3 className={styles.subTitle}>{t('character.words')}</h3>
      <CharacterWords info={info} />
    </section>
  );
}
