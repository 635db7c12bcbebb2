import { useTranslation } from 'react-i18next';
import { CATALOGUE_COUNTS, type IndexContent } from '@qiao/contracts/catalogue-home';
import { useLanguage } from '../../../hooks/use-language';
import styles from './catalogue-counts.module.css';

/** How much the platform holds, as this visitor may see it. */
export function CatalogueCounts({ counts }: { counts: IndexContent['counts'] }) {
  const { t } = useTranslation('home');
  const { locale } = useLanguage();
  const number = new Intl.NumberFormat(locale);
  return (
    <dl className={styles.counts} aria-label={t('counts.label')}>
      {CATALOGUE_COUNTS.map((key) => (
        <div key={key} className={styles.count}>
          <dt className={styles.name}>{t(`counts.${key}`)}</dt>
          <dd className={styles.value}>{number.format(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
