import type { QiaoModule } from '../../platform/modules/qiao-module';
import { courseAccess, EXAM_PAPER_SEARCH } from '../catalogue';
import { examRoutes } from './routes';
import { searchPapers } from './search-papers';

/**
 * Mock exams (HSK, YCT) and lesson tests (decision 051): papers imported as documents, attempts
 * timed by the server's clock, listening plays counted, marks on each level's scale.
 */
export const examsModule: QiaoModule = {
  name: 'exams',
  start: ({ db, store, extensions }) => {
    // The search's "exams" tab lists mock papers through this (the catalogue cannot import exams).
    extensions.provide(EXAM_PAPER_SEARCH, (words, language) => searchPapers(db, words, language));
    return {
      routes: async (app) => {
        // A lesson test of a priced course is taken once the course is bought.
        await app.register(examRoutes, { db, store, access: courseAccess(extensions) });
      },
    };
  },
};
