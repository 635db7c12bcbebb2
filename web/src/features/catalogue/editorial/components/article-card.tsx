import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ArticleCard as Card } from '@qiao/contracts/catalogue-editorial';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDate } from '../../../../format/dates';
import styles from './editorial.module.css';

/** One article in a list: cover, title (the link), summary, date and views, and any extra line. */
export function ArticleCard({
  card,
  to,
  extra,
  showCover = true,
}: {
  card: Card;
  to: To;
  extra?: ReactNode;
  showCover?: boolean;
}) {
  const { t } = useTranslation('editorial');
  const { language } = useLanguage();
  return (
    <article className={styles.card}>
      {showCover ? (
        card.coverUrl ? (
          <img className={styles.cover} src={card.coverUrl} alt="" loading="lazy" />
        ) : (
          <div className={styles.cover} aria-hidden />
        )
      ) : null}
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link to={to} dir="auto">
            {card.title}
          </Link>
        </h2>
        {card.summary ? (
          <p className={styles.summary} dir="auto">
            {card.summary}
          </p>
        ) : null}
        {extra}
        <p className={styles.meta}>
          <time dateTime={card.publishedAt}>{formatDate(card.publishedAt, language)}</time>
          <span>
            <EyeOutlined aria-hidden /> {t('common.views', { count: card.viewCount })}
          </span>
        </p>
      </div>
    </article>
  );
}
