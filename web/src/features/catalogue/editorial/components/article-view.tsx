import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArticleDetail } from '@qiao/contracts/catalogue-editorial';
import { useLanguage } from '../../../../hooks/use-language';
import { formatDate } from '../../../../format/dates';
import { sanitizeArticleHtml } from '../rules/sanitize-article';
import styles from './editorial.module.css';

/** An opened article: heading, date, author and views, then its body, cleaned before it is shown. */
export function ArticleView({
  article,
  children,
}: {
  article: ArticleDetail;
  children?: ReactNode;
}) {
  const { t } = useTranslation('editorial');
  const { language } = useLanguage();
  const html = useMemo(() => sanitizeArticleHtml(article.bodyHtml), [article.bodyHtml]);
  return (
    <article className={styles.article}>
      <h1 className={styles.articleTitle} dir="auto">
        {article.title}
      </h1>
      <p className={styles.meta}>
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, language)}</time>
        {article.author ? (
          <span>
            {t('common.author')} <bdi>{article.author}</bdi>
          </span>
        ) : null}
        <span>{t('common.views', { count: article.viewCount })}</span>
      </p>
      {html ? (
        <div className={styles.body} dir="auto" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className={styles.summary} dir="auto">
          {article.summary}
        </p>
      )}
      {children}
    </article>
  );
}
