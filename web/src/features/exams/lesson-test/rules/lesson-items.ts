import type { ItemAnswer, PublicItem, PublicSection } from '@qiao/contracts/exams';
import type { ExamOption } from '../../items/option-choice';

/** One question of a lesson test, numbered from 1 across its parts, with its part's bank. */
export interface LessonItem {
  item: PublicItem;
  bank: readonly ExamOption[] | null;
  number: number;
}

/** A lesson test's items in order, each with its number and its part's shared options. */
export function lessonItems(section: PublicSection): LessonItem[] {
  const items: LessonItem[] = [];
  for (const part of section.parts) {
    for (const item of part.items) {
      items.push({ item, bank: part.bank ?? null, number: items.length + 1 });
    }
  }
  return items;
}

/** The answers to send: only those of the test's own items, in the shape each item takes. */
export function answersToSend(
  items: readonly LessonItem[],
  answers: Readonly<Record<string, ItemAnswer>>,
): Record<string, ItemAnswer> {
  const sent: Record<string, ItemAnswer> = {};
  for (const { item } of items) {
    const answer = answers[item.id];
    if (answer && answer.type === item.type) sent[item.id] = answer;
  }
  return sent;
}
