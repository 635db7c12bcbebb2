import { lazy, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveFirstScreen } from '../../app/first-screen';
import { ContinueLearning } from '../catalogue/mooc';
import { loadTodayPlan } from '../plans/today-plan';
import { useCurrentUser } from '../../session/use-current-user';
import { BannerCarousel } from './components/banner-carousel';
import { CatalogueCounts } from './components/catalogue-counts';
import { CourseRows } from './components/course-rows';
import { GamesSection } from './components/games-section';
import { NewsSection } from './components/news-section';
import { ThemedSections } from './components/themed-sections';
import { useIndexContent } from './api/use-index-content';
import { HomeHero } from './home-hero';
import styles from './home-page.module.css';

// Today's plan items come as their own chunk, for a signed-in learner only: the home's first
// load stays within its budget (scripts/home-js-budget.ts).
const TodayPlan = lazy(loadTodayPlan);

/**
 * The new home (`/` and `/pages/new-home/new-home`): the featured content first (the server draws
 * its first slide before the app arrives, server platform/http/first-screen.ts), what Qiao is with
 * a search and hot words, then the living catalogue (courses by audience, news, the themed
 * sections). A signed-in learner who has started a course finds the way back to it under the
 * hero, and today's plan items beside it.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { data: content, isPending, isError } = useIndexContent();
  const user = useCurrentUser();
  // The server's first screen (the banner) stands until this page has drawn its own.
  const drawn = Boolean(content) || isError;
  useLayoutEffect(() => {
    if (drawn) leaveFirstScreen();
  }, [drawn]);
  return (
    <>
      {content && <BannerCarousel banners={content.banners} />}
      <HomeHero />
      <ContinueLearning />
      {user.data && (
        <Suspense fallback={null}>
          <TodayPlan />
        </Suspense>
      )}
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
          <CatalogueCounts counts={content.counts} />
          <div className={styles.pairs}>
            <CourseRows rows={content.courseRows} />
          </div>
          <NewsSection news={content.news} />
          <GamesSection />
          <div className={styles.pairs}>
            <ThemedSections themed={content.themed} />
          </div>
        </>
      )}
    </>
  );
}
