import type { QiaoModule } from '../../platform/modules/qiao-module';
import { courseAccess } from './access/course-access';
import { followCatalogueRevision } from './answer-cache';
import { editorialRoutes } from './editorial/routes';
import { EXAM_PAPER_SEARCH } from './home/exam-paper-search';
import { catalogueHomeRoutes } from './home/routes';
import { homeFirstScreen } from './home/first-screen';
import { EARLY_PAGES } from '../../platform/http/early-page';
import { FIRST_SCREEN } from '../../platform/http/first-screen';
import { CLASS_HOUR_EARLY_PAGE } from './mooc/class-hour-early-page';
import { GAME_SEARCH } from './home/game-search';
import { TOOL_SEARCH } from './home/tool-search';
import { libraryRoutes } from './library/routes';
import { liveAttendanceRoutes } from './live/routes';
import { moocRoutes } from './mooc/routes';

/** What learners browse: MOOCs and live classes, the library, editorial pages, the home's lists. */
export const catalogueModule: QiaoModule = {
  name: 'catalogue',
  start: ({ config, database, db, store, extensions }) => {
    extensions.provide(FIRST_SCREEN, homeFirstScreen(db));
    extensions.provide(EARLY_PAGES, CLASS_HOUR_EARLY_PAGE);
    return {
      routes: async (app) => {
        await followCatalogueRevision(database);
        const liveProviderUrl = config.liveProviderUrl;
        // Pay provides the purchases (COURSE_PURCHASES); read when asked, after every module started.
        const access = courseAccess(extensions);
        await app.register(moocRoutes, { db, liveProviderUrl, access });
        await app.register(liveAttendanceRoutes, { db, liveProviderUrl });
        await app.register(libraryRoutes, { db, store, access });
        await app.register(editorialRoutes, { db, store });
        await app.register(catalogueHomeRoutes, {
          db,
          examPaperSearch: () => extensions.one(EXAM_PAPER_SEARCH),
          toolSearch: () => extensions.one(TOOL_SEARCH),
          gameSearch: () => extensions.one(GAME_SEARCH),
        });
      },
    };
  },
};
