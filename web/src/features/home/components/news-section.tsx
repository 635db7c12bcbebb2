import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_PAGES } from '@qiao/contracts/catalogue-pages';
import type { ContentCard } from '@qiao/contracts/catalogue-home';
import { useFormatDate } from '../../../hooks/use-format-date';
import { HomeSection } from './home-section';
import styles from './news-section.module.css';

/** The latest news, newest first, each with its date. */
export function NewsSection({ news }: { news: readonly ContentCard[] }) {
  const { t } = useTranslation('home');
  const { date } = useFormatDate();
  if (news.length === 0) return null;
  return (
    <HomeSection id="home-news" title={t('news.title')} moreTo={CATALOGUE_PAGES.newsList}>
      <ul className={styles.list}>
        {news.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link to={item.route} className={styles.link} dir="auto">
              {item.title}
            </Link>
            <time className={styles.date} dateTime={item.publishedAt}>
              {date(item.publishedAt)}
            </time>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
