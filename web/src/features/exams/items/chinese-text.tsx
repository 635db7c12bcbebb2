import type { ChineseText as Text } from '@qiao/contracts/exams';
import styles from './exam-items.module.css';

/**
 * Chinese of a paper, left to right inside the Arabic page, with its pinyin above it when the
 * level prints pinyin (`pinyinBelow` for the places where the real papers print it under).
 */
export function ChineseText({
  text,
  pinyinBelow = false,
  className,
}: {
  text: Text;
  pinyinBelow?: boolean;
  className?: string;
}) {
  const pinyin = text.pinyin ? (
    <span className={styles.pinyin} lang="zh-Latn-pinyin">
      {text.pinyin}
    </span>
  ) : null;
  return (
    <span className={[styles.chinese, className].filter(Boolean).join(' ')} dir="ltr">
      {!pinyinBelow && pinyin}
      <span className={styles.hanzi} lang="zh">
        {text.hanzi}
      </span>
      {pinyinBelow && pinyin}
    </span>
  );
}

/** A short run of Chinese (a word chip, a written character) isolated from the text around it. */
export function Hanzi({ children }: { children: string }) {
  return (
    <bdi dir="ltr" lang="zh">
      {children}
    </bdi>
  );
}
