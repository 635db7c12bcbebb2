import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FontInfo } from '@qiao/contracts/writing';
import { useLanguage } from '../../../hooks/use-language';
import { meaningFor } from '@qiao/contracts/writing-meaning';
import { useChineseVoice } from './use-chinese-voice';
import { useRecording } from './use-recording';
import styles from '../spell-tool.module.css';

/**
 * Pinyin, sound, radical, stroke count, level and meaning of one character. Each reading with a
 * recording gets its own listen button (named by its pinyin when there are several); the browser's
 * Chinese voice reads the character only when no reading has one.
 */
export function CharacterFacts({ info }: { info: FontInfo }) {
  const { t } = useTranslation('writing');
  const { language } = useLanguage();
  const voice = useChineseVoice();
  const recording = useRecording();
  const recorded = info.pinyin.flatMap((reading, place) => {
    const sound = info.sounds[place];
    return sound ? [{ reading, sound }] : [];
  });
  const meaning = meaningFor(info.meanings, language);
  const levels = [
    info.hsk ? `HSK ${info.hsk}` : undefined,
    info.yct ? `YCT ${info.yct}` : undefined,
  ].filter(Boolean);
  return (
    <div className={styles.facts}>
      <dl className={styles.factList}>
        <div>
          <dt>{t('character.pinyin')}</dt>
          <dd>
            <bdi dir="ltr" className={styles.pinyin} data-testid="character-pinyin">
              {info.pinyin.join(', ')}
            </bdi>
            {recorded.map(({ reading, sound }) => (
              <Button
                key={sound}
                size="small"
                className={styles.listen}
                onClick={() => recording.play(sound)}
                title={t('character.listenRecordedNote')}
                data-testid="character-listen"
              >
                {t('character.listen')}
                {recorded.length > 1 && (
                  <bdi dir="ltr" className={styles.listenReading}>
                    {reading}
                  </bdi>
                )}
              </Button>
            ))}
            {recorded.length === 0 && voice.available && (
              <Button
                size="small"
                className={styles.listen}
                onClick={() => voice.speak(info.char)}
                title={t('character.listenNote')}
                data-testid="character-listen"
              >
                {t('character.listen')}
              </Button>
            )}
            {recording.failed && (
              <span role="status" className={styles.listenFailed}>
                {t('character.listenFailed')}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('character.radical')}</dt>
          <dd lang="zh-CN" className={styles.han}>
            {info.radical}
          </dd>
        </div>
        <div>
          <dt>{t('character.strokeCount')}</dt>
          <dd data-testid="character-strokes">{info.strokeCount}</dd>
        </div>
        {levels.length > 0 && (
          <div>
            <dt>{t('character.level')}</dt>
            <dd>
              <bdi dir="ltr">{levels.join(' · ')}</bdi>
            </dd>
          </div>
        )}
      </dl>
      <h3 className={styles.subTitle}>
        {meaning.english ? t('character.meaningEnglish') : t('character.meaning')}
      </h3>
      <p dir="auto" lang={meaning.english ? 'en' : undefined} className={styles.meaning}>
        {meaning.text}
      </p>
    </div>
  );
}
