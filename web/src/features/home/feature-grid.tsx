import { useTranslation } from 'react-i18next';
import { HOME_FEATURES } from './home-features';
import { IsolatedText } from './isolated-text';
import styles from './feature-grid.module.css';

export function FeatureGrid() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.section} aria-labelledby="home-features-title">
      <h2 id="home-features-title" className={styles.heading}>
        {t('features.title')}
      </h2>
      <ul className={styles.grid}>
        {HOME_FEATURES.map((feature) => (
          <li key={feature.key} className={styles.card} data-tone={feature.tone}>
            <span className={styles.icon} aria-hidden="true">
              {feature.icon}
            </span>
            <h3 className={styles.title}>
              <IsolatedText i18nKey={`features.${feature.key}.title`} />
            </h3>
            <p className={styles.description}>
              <IsolatedText i18nKey={`features.${feature.key}.description`} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
