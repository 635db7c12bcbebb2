import { useTranslation } from 'react-i18next';
import { SolutionOutlined, TeamOutlined } from '@ant-design/icons';
import { IsolatedText } from './isolated-text';
import styles from './audience-section.module.css';

const AUDIENCES = [
  { key: 'learners', icon: <TeamOutlined /> },
  { key: 'teachers', icon: <SolutionOutlined /> },
] as const;

export function AudienceSection() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.section} aria-labelledby="home-audience-title">
      <h2 id="home-audience-title" className={styles.heading}>
        {t('audience.title')}
      </h2>
      <div className={styles.row}>
        {AUDIENCES.map((audience) => (
          <article key={audience.key} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              {audience.icon}
            </span>
            <div>
              <h3 className={styles.title}>{t(`audience.${audience.key}.title`)}</h3>
              <p className={styles.description}>
                <IsolatedText i18nKey={`audience.${audience.key}.description`} />
              </p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
