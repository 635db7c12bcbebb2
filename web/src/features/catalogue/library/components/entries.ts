import type { LibraryCard, LibraryGroup } from '@qiao/contracts/catalogue-library';
import { detailPath } from '../library-routes';
import type { GridEntry } from './content-grid';
import { formatDuration } from '../../../../format/duration';

/** A content card as a grid entry opening `route?id=`. */
export function cardEntry(card: LibraryCard, route: string, meta?: string): GridEntry {
  return {
    id: card.id,
    to: detailPath(route, card.id),
    title: card.title,
    summary: card.summary,
    coverUrl: card.coverUrl,
    meta: meta ?? formatDuration(card.durationSeconds),
  };
}

export function groupEntry(group: LibraryGroup, route: string, meta: string): GridEntry {
  return {
    id: group.id,
    to: detailPath(route, group.id),
    title: group.title,
    summary: group.summary,
    coverUrl: group.coverUrl,
    meta,
  };
}
