import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../platform/db/database';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import {
  categoryFileCounts,
  displayNameOf,
  folderEntryCounts,
  liveEntriesOf,
  nameGramsOf,
  userFiles,
} from './tables';

const SORT_COLUMNS = {
  name: [userFiles.fileName, userFiles.extendName],
  size: [userFiles.fileSize],
  time: [userFiles.uploadTime],
} as const;

export type SortField = keyof typeof SORT_COLUMNS;

/** The page, and the total counted from the rows unless the caller knows it more cheaply. */
async function pageOf(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  request: PageRequest,
  totalQuery: PromiseLike<{ value: number }[]> = db
    .select({ value: count() })
    .from(userFiles)
    .where(where),
) {
  const [rows, [total]] = await Promise.all([
    onePage(
      db
        .select()
        .from(userFiles)
        .where(where)
        .orderBy(...order, asc(userFiles.id)),
      request,
    ),
    totalQuery,
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One folder, folders first, then by name, size or time (spec §7 getfilelist). */
export function listFolder(
  db: Db,
  userId: string,
  folder: string,
  sort: { by: SortField; order: 'asc' | 'desc' },
  request: PageRequest,
) {
  const direction = sort.order === 'asc' ? asc : desc;
  return pageOf(
    db,
    and(liveEntriesOf(userId), eq(userFiles.filePath, folder)),
    [desc(userFiles.isDir), ...SORT_COLUMNS[sort.by].map((column) => direction(column))],
    request,
    // Counting a full folder's rows would cost more than reading its page.
    db
      .select({ value: folderEntryCounts.liveEntries })
      .from(folderEntryCounts)
      .where(and(eq(folderEntryCounts.userId, userId), eq(folderEntryCounts.filePath, folder))),
  );
}

/** Files of one category across the whole account, newest first. */
export function listByType(db: Db, userId: string, fileType: number, request: PageRequest) {
  return pageOf(
    db,
    and(liveEntriesOf(userId), eq(userFiles.fileType, fileType), eq(userFiles.isDir, false)),
    [desc(userFiles.uploadTime)],
    request,
    db
      .select({ value: categoryFileCounts.liveFiles })
      .from(categoryFileCounts)
      .where(and(eq(categoryFileCounts.userId, userId), eq(categoryFileCounts.fileType, fileType))),
  );
}

const displayName = displayNameOf(userFiles);

/**
 * Live entries whose name contains the text, in any script: the name-pieces index finds the
 * candidates, `strpos` (which needs no escaping) keeps the true matches.
 */
export function searchByName(db: Db, userId: string, text: string, request: PageRequest) {
  return pageOf(
    db,
    and(
      liveEntriesOf(userId),
      sql`${nameGramsOf(userFiles)} @> needle_grams(lower(${text}))`,
      sql`strpos(lower(${displayName}), lower(${text})) > 0`,
    ),
    [desc(userFiles.isDir), asc(userFiles.fileName)],
    request,
  );
}

/** The name with every match of the text wrapped in <em> and everything else HTML-escaped. */
export function highlight(name: string, text: string): string {
  const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const lowerName = name.toLowerCase();
  const needle = text.toLowerCase();
  let result = '';
  let from = 0;
  for (
    let at = lowerName.indexOf(needle);
    at >= 0 && needle;
    at = lowerName.indexOf(needle, from)
  ) {
    result += `${escape(name.slice(from, at))}<em>${escape(name.slice(at, at + needle.length))}</em>`;
    from = at + needle.length;
  }
  return result + escape(name.slice(from));
}

export async function entryDetail(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(userFiles)
    .where(and(eq(userFiles.id, id), eq(userFiles.userId, userId)));
  if (!row) throw new AppError('fileNotFound');
  return row;
}
