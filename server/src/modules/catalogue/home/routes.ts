import type { FastifyInstance } from 'fastify';
import * as calls from '@qiao/contracts/catalogue-home';
import type { Db } from '../../../platform/db/database';
import { registerRoute } from '../../../platform/http/register-route';
import { rememberedAnswer } from '../answer-cache';
import { VISITOR, type Viewer } from '../visibility';
import { countSearchHit, listHotWords } from './hot-words';
import { indexContentFor } from './index-content';
import type { ExamPaperSearch } from './exam-paper-search';
import type { GameSearch } from './game-search';
import type { ToolSearch } from './tool-search';
import { searchTab } from './search-content';

export interface CatalogueHomeRoutesOptions {
  db: Db;
  /** The exams module's search of mock papers, read when a search asks (modules start first). */
  examPaperSearch: () => ExamPaperSearch | undefined;
  /** The writing module's search of tools and characters, read the same way. */
  toolSearch: () => ToolSearch | undefined;
  /** The games module's search of games, read the same way. */
  gameSearch: () => GameSearch | undefined;
}

const viewerOf = (user: { id: string } | null): Viewer => (user ? { userId: user.id } : VISITOR);

/** The new home and search (spec learning area §7 Index calls); thin over the queries. */
export async function catalogueHomeRoutes(
  app: FastifyInstance,
  { db, examPaperSearch, toolSearch, gameSearch }: CatalogueHomeRoutesOptions,
) {
  registerRoute(app, calls.getIndexContent, async ({ user, request }) => {
    const viewer = viewerOf(user);
    const key = { call: 'getIndexContent', language: request.language, input: null };
    return rememberedAnswer(db, key, viewer, () => indexContentFor(db, viewer, request.language));
  });

  registerRoute(app, calls.getSearchKeyword, async () => listHotWords(db));

  registerRoute(app, calls.searchContent, async ({ user, body, request }) => {
    const found = await searchTab(db, viewerOf(user), request.language, body, {
      papers: examPaperSearch(),
      tools: toolSearch(),
      games: gameSearch(),
    });
    // One search, one hit: the results page opens on the courses tab at page 1.
    if (body.countHit && body.tab === 'courses' && body.currentPage === 1 && found.total > 0) {
      await countSearchHit(db, body.keyword);
    }
    return found;
  });
}
