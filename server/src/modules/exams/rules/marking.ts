import type { SectionScore } from '@qiao/contracts/exams-calls';
import {
  EXAM_LIMITS,
  type ExamScale,
  type ItemAnswer,
  type StoredItem,
  type StoredPaper,
} from '@qiao/contracts/exams';

/** Answers by item id, as an attempt or a lesson test keeps them. */
export type Answers = Readonly<Record<string, ItemAnswer>>;

/** Whether an answer is of the kind the item asks for (a choice for a choice, an order for an order). */
export function answerFits(item: StoredItem, answer: ItemAnswer): boolean {
  return item.type === answer.type;
}

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Whether the given answer is right; no answer, or one of another type, is wrong. */
export function isRight(item: StoredItem, answer: ItemAnswer | null | undefined): boolean {
  if (!answer || !answerFits(item, answer)) return false;
  switch (item.type) {
    case 'pictureTrueFalse':
      return answer.type === 'pictureTrueFalse' && answer.value === item.answer;
    case 'orderSentences':
      return answer.type === 'orderSentences' && sameList(answer.order, item.answer);
    case 'buildSentence':
      // Any order the author accepted: some sentences read as well with a word moved.
      return (
        answer.type === 'buildSentence' &&
        item.answer.some((accepted) => sameList(answer.order, accepted))
      );
    case 'writeCharacter':
      return answer.type === 'writeCharacter' && answer.text.trim() === item.answer.trim();
    default:
      return 'choice' in answer && answer.choice === item.answer;
  }
}

/** Each section's right answers and points: round(100 × right ÷ items). */
export function scoreSections(paper: StoredPaper, answers: Answers): SectionScore[] {
  return paper.sections.map((section) => {
    const items = section.parts.flatMap((part) => part.items);
    const right = items.filter((item) => isRight(item, answers[item.id])).length;
    return {
      kind: section.kind,
      right,
      items: items.length,
      points: sectionPoints(right, items.length),
      maxPoints: EXAM_LIMITS.sectionPoints,
    };
  });
}

export function sectionPoints(right: number, items: number): number {
  return items === 0 ? 0 : Math.round((EXAM_LIMITS.sectionPoints * right) / items);
}

/** A mock paper's marks: its sections, their sum on the level's scale, and whether it passes. */
export function scorePaper(paper: StoredPaper, answers: Answers, scale: ExamScale) {
  const sections = scoreSections(paper, answers);
  const total = sections.reduce((sum, section) => sum + section.points, 0);
  return { sections, total, passed: total >= scale.pass };
}

/** A lesson test's accuracy (right ÷ items) and whether it reaches the pass accuracy. */
export function lessonMarks(right: number, items: number) {
  const accuracy = items === 0 ? 0 : right / items;
  return { right, items, accuracy, passed: accuracy >= EXAM_LIMITS.lessonTestPassAccuracy };
}
