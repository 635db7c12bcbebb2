import { pickText } from '@qiao/contracts/catalogue';
import type { ArticleCard, ArticleDetail, SectionRef } from '@qiao/contracts/catalogue-editorial';
import type { Language } from '@qiao/contracts/languages';
import { imageUrl } from '../media-urls';
import type { CollectionRow, ItemRow } from './item-queries';

export function toSectionRef(section: CollectionRow | null, language: Language): SectionRef | null {
  return section ? { id: section.id, title: pickText(section.title, language) } : null;
}

/** An item as a list shows it, in the caller's language (with the catalogue's fallback). */
export function toArticleCard(
  { item, section }: { item: ItemRow; section: CollectionRow | null },
  language: Language,
): ArticleCard {
  return {
    id: item.id,
    title: pickText(item.title, language),
    summary: pickText(item.summary, language),
    coverUrl: imageUrl(item.coverKey),
    publishedAt: item.publishedAt.toISOString(),
    viewCount: item.viewCount,
    section: toSectionRef(section, language),
  };
}

/** An item opened. The body falls back like titles, so an untranslated article still reads. */
export function toArticleDetail(
  row: { item: ItemRow; section: CollectionRow | null },
  language: Language,
  viewCount = row.item.viewCount,
): ArticleDetail {
  return {
    ...toArticleCard(row, language),
    viewCount,
    bodyHtml: pickText(row.item.body, language),
    author: pickText(row.item.author, language),
  };
}
