import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChineseText as Text } from '@qiao/contracts/exams';
import { ChineseText } from './chinese-text';
import styles from './exam-items.module.css';

/** An option as items and banks hold it: its letter and a text, a picture, or both. */
export interface ExamOption {
  key: string;
  text?: Text;
  picture?: string;
}

/**
 * One letter chosen from options (A–D, or a part's bank): real radio buttons, so arrows move
 * between them and a screen reader names each by its letter and text.
 */
export function OptionChoice({
  options,
  value,
  onChoose,
  label,
  pictures = false,
}: {
  options: readonly ExamOption[];
  value: string | undefined;
  onChoose?: (key: string) => void;
  label: string;
  /** Lay the options out as a row of pictures. */
  pictures?: boolean;
}) {
  const { t } = useTranslation('exams');
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={pictures ? styles.pictureOptions : styles.options}
    >
      {options.map((option) => (
        <label
          key={option.key}
          className={[styles.option, value === option.key ? styles.chosen : '']
            .filter(Boolean)
            .join(' ')}
        >
          <input
            type="radio"
            name={name}
            value={option.key}
            checked={value === option.key}
            disabled={!onChoose}
            onChange={() => onChoose?.(option.key)}
            className={styles.radio}
          />
          <span className={styles.letter} dir="ltr">
            {option.key}
          </span>
          {option.picture && (
            <img
              className={styles.optionPicture}
              src={option.picture}
              alt={t('item.picture', { key: option.key })}
            />
          )}
          {option.text && <ChineseText text={option.text} />}
        </label>
      ))}
    </div>
  );
}
