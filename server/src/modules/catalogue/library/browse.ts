import type { ItemKind } from '@qiao/contracts/catalogue';
import type {
  LibraryDetailPage,
  LibraryGroup,
  LocalResourceType,
} from '@qiao/contracts/catalogue-library';
import type { Language } from '@qiao/contracts/languages';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { Viewer } from '../visibility';
import { toCard, toDetail, toGroup } from './presenter';
import { findGroup, findItem, listGroups, listItems, type ItemFilter } from './queries';

/** How many items a detail page lists beside the one it shows. */
const RELATED_LIMIT = 12;
/** A series page lists all its lessons; series are short, this only bounds a runaway one. */
const SERIES_LIMIT = 200;

/** Lists and detail pages of the library, each reading only what the viewer may see. */
export function createLibrary(db: Db) {
  async function itemPage(
    viewer: Viewer,
    language: Language,
    filter: ItemFilter,
    page: PageRequest,
  ) {
    const { rows, total } = await listItems(db, viewer, filter, page);
    return { list: rows.map((row) => toCard(row, language)), total };
  }

  async function related(viewer: Viewer, language: Language, filter: ItemFilter, limit: number) {
    const { rows } = await listItems(db, viewer, filter, { currentPage: 1, pageCount: limit });
    return rows.map((row) => toCard(row, language));
  }

  async function detailOf(
    viewer: Viewer,
    language: Language,
    id: string,
    kinds: readonly ItemKind[],
  ) {
    const found = await findItem(db, viewer, id, kinds);
    if (!found) throw new AppError('libraryContentNotFound');
    return { found, item: toDetail(found.item, found.group, language) };
  }

  async function groupsPage(
    viewer: Viewer,
    language: Language,
    kind: 'weike_series',
    page: PageRequest,
  ) {
    const { rows, total } = await listGroups(db, viewer, kind, page);
    return { list: rows.map((row) => toGroup(row, language)), total };
  }

  return {
    weikeList: async (
      viewer: Viewer,
      language: Language,
      input: PageRequest & { seriesId?: string },
    ) => {
      if (input.seriesId && !(await findGroup(db, viewer, input.seriesId, 'weike_series'))) {
        throw new AppError('librarySeriesNotFound');
      }
      return itemPage(viewer, language, { kinds: ['weike'], collectionId: input.seriesId }, input);
    },

    weikeSeriesList: (viewer: Viewer, language: Language, input: PageRequest) =>
      groupsPage(viewer, language, 'weike_series', input),

    async weikeSeriesDetail(viewer: Viewer, language: Language, id: string) {
      const series = await findGroup(db, viewer, id, 'weike_series');
      if (!series) throw new AppError('librarySeriesNotFound');
      const lessons = await related(
        viewer,
        language,
        { kinds: ['weike'], collectionId: series.id },
        SERIES_LIMIT,
      );
      return { series: toGroup(series, language), lessons };
    },

    async weikeDetail(viewer: Viewer, language: Language, id: string): Promise<LibraryDetailPage> {
      const { found, item } = await detailOf(viewer, language, id, ['weike']);
      const siblings = found.item.collectionId
        ? await related(
            viewer,
            language,
            { kinds: ['weike'], collectionId: found.item.collectionId },
            SERIES_LIMIT,
          )
        : [];
      return { item, related: siblings };
    },

    async categoryList(viewer: Viewer, language: Language): Promise<LibraryGroup[]> {
      const { rows } = await listGroups(db, viewer, 'discover_category');
      return rows.map((row) => toGroup(row, language));
    },

    async categoryDetail(viewer: Viewer, language: Language, id: string) {
      const category = await findGroup(db, viewer, id, 'discover_category');
      if (!category) throw new AppError('libraryCategoryNotFound');
      return toGroup(category, language);
    },

    async videoListByCategory(
      viewer: Viewer,
      language: Language,
      input: PageRequest & { cid: string },
    ) {
      const category = await findGroup(db, viewer, input.cid, 'discover_category');
      if (!category) throw new AppError('libraryCategoryNotFound');
      return itemPage(viewer, language, { kinds: ['video'], collectionId: category.id }, input);
    },

    async videoDetail(viewer: Viewer, language: Language, id: string): Promise<LibraryDetailPage> {
      // Live-class replays open here too: the live list links each one to this page.
      const { found, item } = await detailOf(viewer, language, id, ['video', 'replay']);
      const others = await related(
        viewer,
        language,
        {
          kinds: [found.item.kind],
          collectionId: found.item.collectionId ?? undefined,
          excludeId: found.item.id,
        },
        RELATED_LIMIT,
      );
      return { item, related: others };
    },

    async broadcastDetail(
      viewer: Viewer,
      language: Language,
      id: string,
    ): Promise<LibraryDetailPage> {
      const { found, item } = await detailOf(viewer, language, id, ['explore']);
      const others = await related(
        viewer,
        language,
        { kinds: ['explore'], withMedia: true, excludeId: found.item.id },
        RELATED_LIMIT,
      );
      return { item, related: others };
    },

    localResourceList: (
      viewer: Viewer,
      language: Language,
      input: PageRequest & { type: LocalResourceType },
    ) => itemPage(viewer, language, { kinds: [input.type] }, input),

    async localResourceDetail(
      viewer: Viewer,
      language: Language,
      id: string,
    ): Promise<LibraryDetailPage> {
      const { found, item } = await detailOf(viewer, language, id, ['ebook', 'document']);
      const others = await related(
        viewer,
        language,
        { kinds: [found.item.kind], excludeId: found.item.id },
        RELATED_LIMIT,
      );
      return { item, related: others };
    },
  };
}

export type Library = ReturnType<typeof createLibrary>;
