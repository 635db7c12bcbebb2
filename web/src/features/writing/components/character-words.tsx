import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { spellToolLink } from '@qiao/contracts/writing-tool';
import type { FontInfo } from '@qiao/contracts/writing';
import { useLanguage } from '../../../hooks/use-language';
import { meaningFor } from '@qiao/contracts/writing-meaning';
import styles from '../spell-tool.module.css';

/** The words a character is written in; each of their other characters opens in the tool. */
export function CharacterWords({ info }: { info: FontInfo }) {
  const { t } = useTranslation('writing');
  const { language } = useLanguage();
  if (info.words.length === 0) return <p className={styles.muted}>{t('character.noWords')}</p>;
  return (
    <ul className={styles.words} data-testid="character-words">
      {info.words.map((word) => {
        const meaning = meaningFor(word.meanings, language);
        return (
          <li key={word.word} className={styles.word}>
            <span lang="zh-CN" className={styles.wordText}>
              {Array.from(word.word).map((char, index) =>
                char === info.char ? (
                  <span key={index} className={styles.wordCurrent}>
                    {char}
                  </span>
                ) : (
                  <Link key={index} to={spellToolLink(char)}>
                    {char}
                  </Link>
                ),
              )}
            </span>
            <bdi dir="ltr" className={styles.suggestionPinyin}>
              {word.pinyin}
            </bdi>
            <span
              dir="auto"
              lang={meaning.english ? 'en' : undefined}
              className={styles.wordMeaning}
            >
              {meaning.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
