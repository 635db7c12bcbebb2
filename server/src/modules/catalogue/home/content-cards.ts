import type {
  Audience,
  CollectionKind,
  CourseCategory,
  Difficulty,
  LocalText,
} from '@qiao/contracts/catalogue';
import { pickText } from '@qiao/contracts/catalogue';
import type { ContentCard } from '@qiao/contracts/catalogue-home';
import { contentPageRoute, type ContentKind } from '@qiao/contracts/catalogue-pages';
import type { Language } from '@qiao/contracts/languages';
import { imageUrl } from '../media-urls';

/** The columns every card query selects, whatever table the content comes from. */
export interface CardRow {
  id: string;
  kind: ContentKind;
  title: LocalText;
  summary: LocalText | null;
  coverKey: string | null;
  publishedAt: Date | string;
  audience: Audience | null;
  difficulty: Difficulty | null;
  category: CourseCategory | null;
  collectionId: string | null;
  collectionKind: CollectionKind | null;
}

/** A row as the learner's card: texts in their language, the cover's address, the page to open. */
export function toContentCard(row: CardRow, language: Language): ContentCard {
  return {
    id: row.id,
    kind: row.kind,
    title: pickText(row.title, language),
    summary: pickText(row.summary, language),
    cover: imageUrl(row.coverKey),
    route: contentPageRoute({
      kind: row.kind,
      id: row.id,
      collection:
        row.collectionId && row.collectionKind
          ? { id: row.collectionId, kind: row.collectionKind }
          : null,
    }),
    publishedAt: new Date(row.publishedAt).toISOString(),
    audience: row.audience,
    difficulty: row.difficulty,
    category: row.category,
  };
}
