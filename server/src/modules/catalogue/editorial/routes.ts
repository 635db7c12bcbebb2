import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as calls from '@qiao/contracts/catalogue-editorial';
import type { Db } from '../../../platform/db/database';
import { registerRoute } from '../../../platform/http/register-route';
import { getOrCreateSecret } from '../../../platform/secrets/secrets';
import type { RequestUser } from '../../../platform/http/request-user';
import type { ObjectStore } from '../../../platform/storage/object-store';
import { isNews, isNotice, listHotNews, listNotices, openArticle, type Reader } from './articles';
import { cardsOfCategory, listCardCategories } from './audio-cards';
import { caseDetail, listCases } from './cases';
import { editorialFileRoutes } from './file-routes';
import { roadDetail, roadDownloadAll, roadMenu, roadResources, listRoad } from './road';
import { EDITORIAL_LINK_SECRET } from './signed-links';
import { exploreInfo, listExplore, listRainbow, rainbowInfo } from './themed-sections';

export interface EditorialRoutesOptions {
  db: Db;
  store: ObjectStore;
}

const readerOf = (user: RequestUser | null, request: FastifyRequest): Reader => ({
  viewer: { userId: user?.id ?? null },
  language: request.language,
});

/** News, announcements, cases, silk road, themed sections, audio cards and games; thin. */
export async function editorialRoutes(app: FastifyInstance, { db, store }: EditorialRoutesOptions) {
  const signingKey = await getOrCreateSecret(db, EDITORIAL_LINK_SECRET);

  registerRoute(app, calls.getHotNews, ({ body, user, request }) =>
    listHotNews(db, readerOf(user, request), body),
  );
  registerRoute(app, calls.getNewsInfo, ({ body, user, request }) =>
    openArticle(db, readerOf(user, request), body.id, isNews, 'newsNotFound'),
  );
  registerRoute(app, calls.getNormalNotice, ({ body, user, request }) =>
    listNotices(db, readerOf(user, request), body),
  );
  registerRoute(app, calls.getNoticeInfo, ({ body, user, request }) =>
    openArticle(db, readerOf(user, request), body.id, isNotice, 'noticeNotFound'),
  );

  registerRoute(app, calls.getCaseListLocal, ({ body, user, request }) =>
    listCases(db, readerOf(user, request), body, body),
  );
  registerRoute(app, calls.getCaseDetailLocal, ({ body, user, request }) =>
    caseDetail(db, readerOf(user, request), signingKey, body.id),
  );

  registerRoute(app, calls.getRoadList, ({ body, user, request }) =>
    listRoad(db, readerOf(user, request), body.sectionId, body),
  );
  registerRoute(app, calls.getRoadDetail, ({ body, user, request }) =>
    roadDetail(db, readerOf(user, request), body.id),
  );
  registerRoute(app, calls.getRoadDetailMenu, ({ body, user, request }) =>
    roadMenu(db, readerOf(user, request), body.id),
  );
  registerRoute(app, calls.getRoadResource, ({ body, user, request }) =>
    roadResources(db, readerOf(user, request), signingKey, body.id, body),
  );
  registerRoute(app, calls.getRoadDownloadAll, ({ body, user, request }) =>
    roadDownloadAll(db, readerOf(user, request), signingKey, body.id),
  );

  registerRoute(app, calls.getRainbowList, ({ body, user, request }) =>
    listRainbow(db, readerOf(user, request), body),
  );
  registerRoute(app, calls.getRainbowInfo, ({ body, user, request }) =>
    rainbowInfo(db, readerOf(user, request), body.id),
  );
  registerRoute(app, calls.getExploreChinaList, ({ body, user, request }) =>
    listExplore(db, readerOf(user, request), body),
  );
  registerRoute(app, calls.getExploreChinaInfo, ({ body, user, request }) =>
    exploreInfo(db, readerOf(user, request), body.id),
  );

  registerRoute(app, calls.getAudioCardCat, ({ body, user, request }) =>
    listCardCategories(db, readerOf(user, request), body),
  );
  registerRoute(app, calls.getAudioCard, ({ body, user, request }) =>
    cardsOfCategory(db, readerOf(user, request), signingKey, body.id, body),
  );

  await editorialFileRoutes(app, { db, store, signingKey });
}
