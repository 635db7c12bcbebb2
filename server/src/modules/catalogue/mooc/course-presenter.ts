import type { Language } from '@qiao/contracts/languages';
import { pickText } from '@qiao/contracts/catalogue';
import type { MoocCard } from '@qiao/contracts/catalogue-mooc';
import { imageUrl } from '../media-urls';
import { priceOf } from './course-offer';
import type { CourseTeacher, courses } from '../tables';

export type CourseRow = typeof courses.$inferSelect;

/** A course row plus the counts a card shows. */
export interface CourseWithCounts extends CourseRow {
  chapterCount: number;
  classHourCount: number;
}

export function presentTeacher(teacher: CourseTeacher | null, language: Language) {
  if (!teacher) return null;
  return {
    name: pickText(teacher.name, language),
    title: pickText(teacher.title, language),
    bio: pickText(teacher.bio, language),
    avatarUrl: imageUrl(teacher.avatarKey),
  };
}

export function presentCard(row: CourseWithCounts, language: Language): MoocCard {
  return {
    id: row.id,
    slug: row.slug,
    title: pickText(row.title, language),
    summary: pickText(row.summary, language),
    coverUrl: imageUrl(row.coverKey),
    object: row.audience,
    difficulty: row.difficulty,
    direction: row.direction,
    category: row.category,
    teacherName: row.teacher ? pickText(row.teacher.name, language) : '',
    chapterCount: Number(row.chapterCount),
    classHourCount: Number(row.classHourCount),
    price: priceOf(row),
    viewCount: row.viewCount,
    publishedAt: row.publishedAt.toISOString(),
  };
}
