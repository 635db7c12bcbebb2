import { pickText } from '@qiao/contracts/catalogue';
import type { LibraryCard, LibraryDetail, LibraryGroup } from '@qiao/contracts/catalogue-library';
import type { Language } from '@qiao/contracts/languages';
import { imageUrl } from '../media-urls';
import type { CollectionRow, ItemRow } from './queries';

/** What every list shows of an item, in the caller's language. */
export function toCard(row: ItemRow, language: Language): LibraryCard {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: pickText(row.title, language),
    summary: pickText(row.summary, language),
    coverUrl: imageUrl(row.coverKey),
    durationSeconds: row.durationSeconds ?? null,
    readingDirection: row.readingDirection ?? null,
    mediaType: row.mediaKey ? (row.mediaType ?? 'application/octet-stream') : null,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function toGroup(
  row: CollectionRow & { itemCount: number },
  language: Language,
): LibraryGroup {
  return {
    id: row.id,
    slug: row.slug,
    title: pickText(row.title, language),
    summary: pickText(row.summary, language),
    coverUrl: imageUrl(row.coverKey),
    itemCount: row.itemCount,
  };
}

export function toDetail(
  row: ItemRow,
  group: CollectionRow | null,
  language: Language,
): LibraryDetail {
  return {
    ...toCard(row, language),
    author: pickText(row.author, language),
    body: pickText(row.body, language),
    group: group
      ? {
          id: group.id,
          slug: group.slug,
          title: pickText(group.title, language),
          summary: pickText(group.summary, language),
          coverUrl: imageUrl(group.coverKey),
        }
      : null,
    hasMedia: Boolean(row.mediaKey),
  };
}
