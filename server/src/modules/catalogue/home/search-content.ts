import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ContentCard, SearchTab } from '@qiao/contracts/catalogue-home';
import type { Language } from '@qiao/contracts/languages';
import { pageWindow, type PageRequest } from '@qiao/contracts/pagination';
import { queryRows, type Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { catalogueCollections, catalogueItems, courses } from '../tables';
import { visibleTo, type Viewer } from '../visibility';
import { itemVisibleTo } from '../visibility';
import { toContentCard, type CardRow } from './content-cards';
import type { ExamPaperSearch } from './exam-paper-search';
import type { GameSearch } from './game-search';
import type { ToolSearch } from './tool-search';
import { containsPattern } from './search-rules';
import { searchForm } from '../search-text';
import { examStartRoute } from './exam-start-route';

export interface SearchPage {
  list: ContentCard[];
  total: number;
}

/**
 * Every kind of learning content whose search text holds the pattern, as one list: courses first,
 * then single items (micro-lessons, videos, e-books, documents, news...), then series, categories
 * and sections; within each, editorial weight, then the newest. Each part carries the viewer's
 * visibility condition; an item also needs its collection to be visible.
 */
function matchingContent(pattern: string, viewer: Viewer): SQL {
  const matches = (column: AnyPgColumn) => sql`${column} ilike ${pattern} escape '\\'`;
  return sql`
    select ${courses.id} as id, 'course' as kind, ${courses.title} as title,
           ${courses.summary} as summary, ${courses.coverKey} as cover_key,
           ${courses.publishedAt} as published_at, ${courses.audience} as audience,
           ${courses.difficulty} as difficulty, ${courses.category} as category,
           null::uuid as collection_id, null::text as collection_kind,
           ${courses.hot} as hot, 0 as part
      from ${courses}
     where ${visibleTo(courses, viewer)} and ${matches(courses.searchText)}
    union all
    select ${catalogueItems.id}, ${catalogueItems.kind}, ${catalogueItems.title},
           ${catalogueItems.summary}, ${catalogueItems.coverKey}, ${catalogueItems.publishedAt},
           ${catalogueItems.audience}, ${catalogueItems.difficulty}, ${catalogueItems.category},
           ${catalogueCollections.id}, ${catalogueCollections.kind}, ${catalogueItems.hot}, 1
      from ${catalogueItems}
      left join ${catalogueCollections}
        on ${catalogueCollections.id} = ${catalogueItems.collectionId}
     where ${itemVisibleTo(viewer)} and ${matches(catalogueItems.searchText)}
    union all
    select ${catalogueCollections.id}, ${catalogueCollections.kind}, ${catalogueCollections.title},
           ${catalogueCollections.summary}, ${catalogueCollections.coverKey},
           ${catalogueCollections.publishedAt}, ${catalogueCollections.audience},
           ${catalogueCollections.difficulty}, ${catalogueCollections.category},
           null::uuid, null::text, ${catalogueCollections.hot}, 2
      from ${catalogueCollections}
     where ${visibleTo(catalogueCollections, viewer)}
       and ${matches(catalogueCollections.searchText)}`;
}

interface RawCardRow {
  id: string;
  kind: CardRow['kind'];
  title: CardRow['title'];
  summary: CardRow['summary'];
  cover_key: string | null;
  published_at: Date | string;
  audience: CardRow['audience'];
  difficulty: CardRow['difficulty'];
  category: CardRow['category'];
  collection_id: string | null;
  collection_kind: CardRow['collectionKind'];
}

async function searchLearningContent(
  db: Db,
  viewer: Viewer,
  language: Language,
  keyword: string,
  page: PageRequest,
): Promise<SearchPage> {
  const pattern = containsPattern(keyword);
  if (!pattern) throw new AppError('searchNothingToFind');
  const found = matchingContent(pattern, viewer);
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${found}) as found`,
  );
  const total = Number(counted?.total ?? 0);
  if (total === 0) return { list: [], total };
  const { limit, offset } = pageWindow(page);
  const rows = await queryRows<RawCardRow>(
    db,
    sql`select * from (${found}) as found
        order by part, hot desc, published_at desc, id
        limit ${limit} offset ${offset}`,
  );
  const list = rows.map((row) =>
    toContentCard(
      {
        id: row.id,
        kind: row.kind,
        title: row.title,
        summary: row.summary,
        coverKey: row.cover_key,
        publishedAt: row.published_at,
        audience: row.audience,
        difficulty: row.difficulty,
        category: row.category,
        collectionId: row.collection_id,
        collectionKind: row.collection_kind,
      },
      language,
    ),
  );
  return { list, total };
}

/**
 * The mock papers whose title (any language) or level (`YCT 1`, `yct1`) holds the keyword, each as
 * a card that opens the paper's start page; a page of them, in the exams module's order.
 */
async function searchExamPapers(
  searchPapers: ExamPaperSearch | undefined,
  language: Language,
  keyword: string,
  page: PageRequest,
): Promise<SearchPage> {
  const words = searchForm(keyword);
  if (!words) throw new AppError('searchNothingToFind');
  if (!searchPapers) return { list: [], total: 0 };
  const found = await searchPapers(
    (texts) => texts.some((text) => searchForm(text).includes(words)),
    language,
  );
  const { limit, offset } = pageWindow(page);
  const list = found.slice(offset, offset + limit).map((paper): ContentCard => ({
    id: paper.id,
    kind: 'mockExam',
    title: paper.title,
    summary: paper.levelName ?? '',
    cover: null,
    route: examStartRoute(paper.id),
    publishedAt: new Date(paper.createdAt).toISOString(),
    audience: null,
    difficulty: null,
    category: null,
  }));
  return { list, total: found.length };
}

/** What another module found for a tab (a tool, a character, a game), as the tab's cards. */
type Words = (texts: readonly string[]) => boolean;

interface FoundThing {
  id: string;
  kind: 'writingTool' | 'character' | 'game';
  title: string;
  summary: string;
  route: string;
}

/**
 * The things another module finds for the keyword (the writing tool and its characters, the
 * games); a page of them, in that module's order. Without the module the tab is truly empty.
 */
async function searchOtherModule(
  find: ((keyword: string, words: Words) => Promise<FoundThing[]> | FoundThing[]) | undefined,
  keyword: string,
  page: PageRequest,
): Promise<SearchPage> {
  const words = searchForm(keyword);
  if (!words) throw new AppError('searchNothingToFind');
  if (!find) return { list: [], total: 0 };
  const found = await find(keyword, (texts) =>
    texts.some((text) => searchForm(text).includes(words)),
  );
  const { limit, offset } = pageWindow(page);
  const list = found.slice(offset, offset + limit).map((thing): ContentCard => ({
    id: thing.id,
    kind: thing.kind,
    title: thing.title,
    summary: thing.summary,
    cover: null,
    route: thing.route,
    // A tool or a game is not published content: the card's date is the search's own moment.
    publishedAt: new Date().toISOString(),
    audience: null,
    difficulty: null,
    category: null,
  }));
  return { list, total: found.length };
}

/** The searches a tab needs from other modules, read when a search asks. */
export interface TabSearches {
  papers?: ExamPaperSearch | undefined;
  tools?: ToolSearch | undefined;
  games?: GameSearch | undefined;
}

/**
 * One tab of the search results: courses (every kind of learning content), exams (the mock
 * papers, found by the exams module), tools (found by the writing module) and games (found by
 * the games module).
 */
export async function searchTab(
  db: Db,
  viewer: Viewer,
  language: Language,
  input: { keyword: string; tab: SearchTab } & PageRequest,
  searches: TabSearches = {},
): Promise<SearchPage> {
  switch (input.tab) {
    case 'courses':
      return searchLearningContent(db, viewer, language, input.keyword, input);
    case 'exams':
      return searchExamPapers(searches.papers, language, input.keyword, input);
    case 'tools': {
      const tools = searches.tools;
      const find = tools && ((keyword: string, words: Words) => tools(keyword, words, language));
      return searchOtherModule(find, input.keyword, input);
    }
    case 'games': {
      const games = searches.games;
      const find =
        games &&
        ((keyword: string, words: Words) =>
          games(keyword, words, language).map((game) => ({ ...game, kind: 'game' as const })));
      return searchOtherModule(find, input.keyword, input);
    }
  }
}
