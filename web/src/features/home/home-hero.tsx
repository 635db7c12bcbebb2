import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HotKeywords, SearchBox, useSearchHistory } from '../catalogue/search';
import { searchResultsPath } from '../catalogue/search/search-routes';
import { IsolatedText } from './isolated-text';
import styles from './home-hero.module.css';

export function HomeHero() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const { remember } = useSearchHistory();
  const search = (keyword: string) => {
    remember(keyword);
    void navigate(searchResultsPath(keyword));
  };
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.text}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="home-title" className={styles.title}>
          {t('hero.title')}
        </h1>
        {/* The platform's three names, each in its own script: the same in every language. */}
        <p className={styles.names}>
          <bdi lang="zh-CN">桥</bdi>
          <span aria-hidden="true">·</span>
          <bdi lang="ar">جسر</bdi>
          <span aria-hidden="true">·</span>
          <bdi lang="en">Qiao</bdi>
        </p>
        <p className={styles.description}>
          <IsolatedText i18nKey="hero.description" />
        </p>
        <div className={styles.search}>
          <SearchBox onSearch={search} />
          <HotKeywords titleId="home-hot-title" />
        </div>
      </div>
      <div className={styles.art} aria-hidden="true">
        <span className={styles.glyph} lang="zh-CN">
          桥
        </span>
        <span className={styles.pinyin} lang="zh-Latn-pinyin">
          qiáo
        </span>
      </div>
    </section>
  );
}
