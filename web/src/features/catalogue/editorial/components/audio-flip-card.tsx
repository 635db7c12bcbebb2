import { useRef, useState } from 'react';
import { Button } from 'antd';
import { SoundOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AudioCard } from '@qiao/contracts/catalogue-editorial';
import styles from './cards.module.css';

/**
 * One audio card: the character on the front; turning it shows pinyin and meaning. The sound
 * plays from its short-lived signed address.
 */
export function AudioFlipCard({ card }: { card: AudioCard }) {
  const { t } = useTranslation('editorial');
  const [flipped, setFlipped] = useState(false);
  const audio = useRef<HTMLAudioElement>(null);
  const play = () => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = 0;
    void element.play().catch(() => undefined);
  };
  return (
    <div className={`${styles.flip} ${flipped ? styles.flipped : ''}`}>
      <button
        type="button"
        className={styles.inner}
        aria-pressed={flipped}
        aria-label={
          flipped
            ? t('cards.showFront', { hanzi: card.hanzi })
            : t('cards.showBack', { hanzi: card.hanzi })
        }
        onClick={() => setFlipped((value) => !value)}
      >
        <span className={styles.face} aria-hidden={flipped}>
          <span className={styles.hanzi} lang="zh">
            {card.hanzi}
          </span>
          <span className={styles.hint}>{t('cards.flipHint')}</span>
        </span>
        <span className={`${styles.face} ${styles.back}`} aria-hidden={!flipped}>
          <span className={styles.hanzi} lang="zh">
            {card.hanzi}
          </span>
          <span className={styles.pinyin} lang="zh-Latn">
            {card.pinyin}
          </span>
          <span className={styles.meaning} dir="auto">
            {card.meaning}
          </span>
        </span>
      </button>
      <div className={styles.actions}>
        <Button icon={<SwapOutlined aria-hidden />} onClick={() => setFlipped((value) => !value)}>
          {t('cards.flip')}
        </Button>
        {card.audioUrl ? (
          <>
            <Button type="primary" icon={<SoundOutlined aria-hidden />} onClick={play}>
              {t('cards.play')}
            </Button>
            <audio ref={audio} src={card.audioUrl} preload="none" />
          </>
        ) : null}
      </div>
    </div>
  );
}
