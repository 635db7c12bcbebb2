import { and, count, desc, eq } from 'drizzle-orm';
import { pickText } from '@qiao/contracts/catalogue';
import type { Language } from '@qiao/contracts/languages';
import type { NoteItem } from '@qiao/contracts/notes';
import type { PageRequest } from '@qiao/contracts/pagination';
import type { Db } from '../../platform/db/database';
import { onePage } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import { findVisibleClassHour, isRowId, classHours, courses, visibleTo } from '../catalogue';
import { checkNote, noteExcerpt } from './rules';
import { notes } from './tables';

/** Who asks, in which language: every call reads and writes only this user's notes. */
export interface NoteContext {
  db: Db;
  userId: string;
  language: Language;
}

interface NoteFields {
  title: string;
  content: string;
  /** Undefined: not pinned for a new note, unchanged for an edit. */
  videoSeconds?: number | null | undefined;
}

function checked(input: NoteFields) {
  const check = checkNote(input);
  if (!check.ok) throw new AppError(check.error);
  return {
    title: check.title,
    content: check.content,
    ...(input.videoSeconds === undefined ? {} : { videoSeconds: input.videoSeconds }),
  };
}

const noteColumns = { note: notes, hourTitle: classHours.title };

function present(
  row: { note: typeof notes.$inferSelect; hourTitle: typeof classHours.$inferSelect.title },
  language: Language,
): NoteItem {
  const { note } = row;
  return {
    id: note.id,
    courseId: note.courseId,
    classHourId: note.classHourId,
    classHourTitle: pickText(row.hourTitle, language),
    title: note.title,
    content: note.content,
    excerpt: noteExcerpt(note.content),
    videoSeconds: note.videoSeconds,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}

/**
 * The user's own note, while its course is visible to them; any other id (someone else's note,
 * a deleted one, a course that became hidden) is "not found" alike, so ids reveal nothing.
 */
async function findOwnNote(db: Db, userId: string, id: string) {
  if (!isRowId(id)) return null;
  const [row] = await db
    .select(noteColumns)
    .from(notes)
    .innerJoin(classHours, eq(classHours.id, notes.classHourId))
    .innerJoin(courses, eq(courses.id, notes.courseId))
    .where(and(eq(notes.id, id), eq(notes.userId, userId), visibleTo(courses, { userId })));
  return row ?? null;
}

export async function addNote(
  { db, userId, language }: NoteContext,
  input: NoteFields & { courseId: string; classHourId: string },
): Promise<NoteItem> {
  const fields = checked(input);
  return db.transaction(async (tx) => {
    const found = await findVisibleClassHour(tx, { userId }, input.classHourId, language);
    // A class hour of another course is as unknown as a missing one.
    if (!found || found.place.courseId !== input.courseId) {
      throw new AppError('moocClassHourNotFound');
    }
    const [note] = await tx
      .insert(notes)
      .values({ userId, courseId: found.place.courseId, classHourId: found.hour.id, ...fields })
      .returning();
    return present({ note: note!, hourTitle: found.hour.title }, language);
  });
}

export async function editNote(
  { db, userId, language }: NoteContext,
  input: NoteFields & { id: string },
): Promise<NoteItem> {
  const fields = checked(input);
  return db.transaction(async (tx) => {
    const found = await findOwnNote(tx, userId, input.id);
    if (!found) throw new AppError('noteNotFound');
    const [note] = await tx
      .update(notes)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(notes.id, found.note.id), eq(notes.userId, userId)))
      .returning();
    return present({ note: note!, hourTitle: found.hourTitle }, language);
  });
}

export async function readNote({ db, userId, language }: NoteContext, id: string) {
  const found = await findOwnNote(db, userId, id);
  if (!found) throw new AppError('noteNotFound');
  return present(found, language);
}

export async function deleteNote({ db, userId }: NoteContext, id: string) {
  return db.transaction(async (tx) => {
    const found = await findOwnNote(tx, userId, id);
    if (!found) throw new AppError('noteNotFound');
    await tx.delete(notes).where(and(eq(notes.id, found.note.id), eq(notes.userId, userId)));
    return { id: found.note.id };
  });
}

/**
 * The user's notes on a class hour (or, with only a course, on all its class hours), newest
 * first. The class hour or course must be visible to the user: a hidden one is "not found".
 */
export async function listNotes(
  { db, userId, language }: NoteContext,
  where: { courseId?: string | undefined; classHourId?: string | undefined },
  page: PageRequest,
) {
  let scope;
  if (where.classHourId) {
    const found = await findVisibleClassHour(db, { userId }, where.classHourId, language);
    if (!found || (where.courseId && found.place.courseId !== where.courseId)) {
      throw new AppError('moocClassHourNotFound');
    }
    scope = eq(notes.classHourId, found.hour.id);
  } else {
    const courseId = where.courseId ?? '';
    const [course] = isRowId(courseId)
      ? await db
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.id, courseId), visibleTo(courses, { userId })))
      : [];
    if (!course) throw new AppError('moocCourseNotFound');
    scope = eq(notes.courseId, course.id);
  }
  const condition = and(eq(notes.userId, userId), scope);
  const [rows, [total]] = await Promise.all([
    onePage(
      db
        .select(noteColumns)
        .from(notes)
        .innerJoin(classHours, eq(classHours.id, notes.classHourId))
        .where(condition)
        .orderBy(desc(notes.createdAt), desc(notes.id)),
      page,
    ),
    db.select({ value: count() }).from(notes).where(condition),
  ]);
  return { list: rows.map((row) => present(row, language)), total: total?.value ?? 0 };
}
