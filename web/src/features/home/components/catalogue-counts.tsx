import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_PAGES } from '@qiao/contracts/catalogue-pages';
import { CATALOGUE_COUNTS, type IndexContent } from '@qiao/contracts/catalogue-home';
import { useLanguage } from '../../../hooks/use-language';
import { formatNumber } from '../../../format/numbers';
import styles from './catalogue-counts.module.css';

/** The list each counter opens: a number is a way into what it counts. */
const COUNT_PAGES: Record<(typeof CATALOGUE_COUNTS)[number], string> = {
  courses: CATALOGUE_PAGES.moocList,
  microLessons: CATALOGUE_PAGES.weikeList,
  videos: CATALOGUE_PAGES.videoList,
  ebooks: CATALOGUE_PAGES.ebookList,
  documents: CATALOGUE_PAGES.documentList,
  news: CATALOGUE_PAGES.newsList,
};

/** How much the platform holds, as this visitor may see it; each count opens its list. */
export function CatalogueCounts({ counts }: { counts: IndexContent['counts'] }) {
  const { t } = useTranslation('home');
  const { language } = useLanguage();
  return (
    <ul className={styles.counts} aria-label={t('counts.label')}>
      {CATALOGUE_COUNTS.map((key) => (
        <li key={key}>
          <Link to={COUNT_PAGES[key]} className={styles.count}>
            <span className={styles.value}>{formatNumber(counts[key], language)}</span>{' '}
            <span className={styles.name}>{t(`counts.${key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
