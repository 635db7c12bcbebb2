import { useTranslation } from 'react-i18next';
import { ContinueLearning } from '../catalogue/mooc';
import { BannerCarousel } from './components/banner-carousel';
import { CatalogueCounts } from './components/catalogue-counts';
import { CourseRows } from './components/course-rows';
import { NewsSection } from './components/news-section';
import { ThemedSections } from './components/themed-sections';
import { useIndexContent } from './api/use-index-content';
import { HomeHero } from './home-hero';
import styles from './home-page.module.css';

/**
 * The new home (`/` and `/pages/new-home/new-home`): what Qiao is, a search with hot words, then
 * the living catalogue (featured content, courses by audience, news, the themed sections). A
 * signed-in learner who has started a course finds the way back to it under the hero.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { data: content, isPending, isError } = useIndexContent();
  return (
    <>
      <HomeHero />
      <ContinueLearning />
      {isPending && (
        <p className={styles.status} role="status">
          {t('loading')}
        </p>
      )}
      {isError && (
        <p className={styles.status} role="alert">
          {t('failed')}
        </p>
      )}
      {content && (
        <>
          <BannerCarousel banners={content.banners} />
          <CatalogueCounts counts={content.counts} />
          <div className={styles.pairs}>
            <CourseRows rows={content.courseRows} />
          </div>
          <NewsSection news={content.news} />
          <div className={styles.pairs}>
            <ThemedSections themed={content.themed} />
          </div>
        </>
      )}
    </>
  );
}
