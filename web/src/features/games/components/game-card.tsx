import { useState } from 'react';
import { Button, Card, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GameInfo } from '@qiao/contracts/games';
import { useLanguage } from '../../../hooks/use-language';
import styles from '../games.module.css';

const GLYPHS: Record<GameInfo['id'], string> = {
  toneListening: 'mā',
  pinyinPairs: '字',
  buildCharacter: '好',
  strokeRace: '丿',
  sentenceBuilder: '句',
  listenPicture: '听',
};

/** One game on the games page: what it is, a level to choose, the learner's best there, play. */
export function GameCard({ game, onPlay }: { game: GameInfo; onPlay(level: number): void }) {
  const { t } = useTranslation('games');
  const { language } = useLanguage();
  const [level, setLevel] = useState(game.levels[0] ?? 1);
  const best = game.best[String(level)];
  return (
    <Card className={styles.card} data-game-card={game.id}>
      <div className={styles.cardHead}>
        <span className={styles.glyph} lang="zh" aria-hidden="true">
          {GLYPHS[game.id]}
        </span>
        <div>
          <h2 className={styles.cardTitle}>{game.name[language]}</h2>
          <p className={styles.cardText}>{game.description[language]}</p>
        </div>
      </div>
      <div className={styles.cardFoot}>
        <Segmented
          aria-label={t('list.level')}
          value={level}
          onChange={(value) => setLevel(Number(value))}
          options={game.levels.map((value) => ({
            value,
            label: t('list.levelShort', { level: value }),
          }))}
        />
        <span className={styles.cardBest}>
          {best === undefined ? t('list.notPlayed') : t('list.best', { score: best })}
        </span>
        <Button type="primary" onClick={() => onPlay(level)}>
          {t('list.play')}
        </Button>
      </div>
    </Card>
  );
}
