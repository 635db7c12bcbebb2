import { and, count, eq, inArray } from 'drizzle-orm';
import { AUDIENCES, type ItemKind } from '@qiao/contracts/catalogue';
import { HOME_LIMITS, type IndexContent } from '@qiao/contracts/catalogue-home';
import type { Language } from '@qiao/contracts/languages';
import type { Db } from '../../../platform/db/database';
import { catalogueCollections, catalogueItems, courses } from '../tables';
import { visibleTo, type Viewer } from '../visibility';
import { interleaveBanners } from './banner-rules';
import { collectionKindIs, courseCards, itemCards, itemKindIs } from './card-queries';
import { itemVisibleTo } from '../visibility';
import { toContentCard } from './content-cards';

/** Items that can lead the carousel: things a visitor opens and reads or watches. */
const BANNER_ITEM_KINDS: ItemKind[] = ['ebook', 'explore', 'rainbow', 'road', 'weike', 'video'];

/** Counted on the home: what the platform holds, as this viewer may see it. */
const COUNTED_ITEMS = {
  microLessons: 'weike',
  videos: 'video',
  ebooks: 'ebook',
  documents: 'document',
  news: 'news',
} as const satisfies Record<string, ItemKind>;

async function countCatalogue(db: Db, viewer: Viewer): Promise<IndexContent['counts']> {
  const [courseCount] = await db
    .select({ total: count() })
    .from(courses)
    .where(visibleTo(courses, viewer));
  const byKind = await db
    .select({ kind: catalogueItems.kind, total: count() })
    .from(catalogueItems)
    .leftJoin(catalogueCollections, eq(catalogueCollections.id, catalogueItems.collectionId))
    .where(and(itemVisibleTo(viewer), inArray(catalogueItems.kind, Object.values(COUNTED_ITEMS))))
    .groupBy(catalogueItems.kind);
  const totalOf = (kind: ItemKind) => Number(byKind.find((row) => row.kind === kind)?.total ?? 0);
  return {
    courses: Number(courseCount?.total ?? 0),
    microLessons: totalOf(COUNTED_ITEMS.microLessons),
    videos: totalOf(COUNTED_ITEMS.videos),
    ebooks: totalOf(COUNTED_ITEMS.ebooks),
    documents: totalOf(COUNTED_ITEMS.documents),
    news: totalOf(COUNTED_ITEMS.news),
  };
}

/** Everything the new home shows, in one answer, with only what the viewer may see. */
export async function indexContentFor(
  db: Db,
  viewer: Viewer,
  language: Language,
): Promise<IndexContent> {
  const card = (rows: Parameters<typeof toContentCard>[0][]) =>
    rows.map((row) => toContentCard(row, language));
  const { banners, rowSize, sectionSize, news } = HOME_LIMITS;

  // Featured: content with a cover first, then by editorial weight; the carousel draws a plain
  // background for the rest, so a young catalogue still has something to feature.
  const featuredCourses = await courseCards(db, viewer, { limit: banners, coverFirst: true });
  const featuredItems = await itemCards(db, viewer, {
    where: inArray(catalogueItems.kind, BANNER_ITEM_KINDS),
    limit: banners,
    coverFirst: true,
  });
  const courseRows: IndexContent['courseRows'] = [];
  for (const audience of AUDIENCES) {
    const list = await courseCards(db, viewer, {
      where: eq(courses.audience, audience),
      limit: rowSize,
    });
    if (list.length > 0) courseRows.push({ audience, list: card(list) });
  }
  return {
    banners: card(interleaveBanners(featuredCourses, featuredItems, banners)),
    courseRows,
    news: card(
      await itemCards(db, viewer, { where: itemKindIs('news'), limit: news, newestFirst: true }),
    ),
    themed: {
      rainbow: card(
        await itemCards(db, viewer, {
          where: collectionKindIs('rainbow_section'),
          limit: sectionSize,
        }),
      ),
      silkRoad: card(
        await itemCards(db, viewer, { where: itemKindIs('road'), limit: sectionSize }),
      ),
      explore: card(
        await itemCards(db, viewer, { where: itemKindIs('explore'), limit: sectionSize }),
      ),
      ebooks: card(await itemCards(db, viewer, { where: itemKindIs('ebook'), limit: sectionSize })),
    },
    counts: await countCatalogue(db, viewer),
  };
}
