import type { ItemAnswer, PublicItem, PublicSection } from '@qiao/contracts/exams';
import { isAnswered } from './answers';

/** An item of a section with what it needs from its part, and its number on the paper. */
export interface SectionItem {
  item: PublicItem;
  number: number;
  bank: PublicSection['parts'][number]['bank'];
  audioPlays: number;
}

/** The items of section `index`, numbered on from the sections before it (as papers print them). */
export function sectionItems(sections: readonly PublicSection[], index: number): SectionItem[] {
  let number = sections
    .slice(0, index)
    .reduce(
      (sum, section) => sum + section.parts.reduce((count, part) => count + part.items.length, 0),
      0,
    );
  return (sections[index]?.parts ?? []).flatMap((part) =>
    part.items.map((item) => ({
      item,
      number: ++number,
      bank: part.bank,
      audioPlays: part.audioPlays,
    })),
  );
}

/** How many items of each section are answered, for the review screen. */
export function answeredCounts(
  sections: readonly PublicSection[],
  answers: Record<string, ItemAnswer | undefined>,
): { answered: number; items: number }[] {
  return sections.map((_, index) => {
    const items = sectionItems(sections, index);
    return {
      answered: items.filter(({ item }) => isAnswered(item, answers[item.id])).length,
      items: items.length,
    };
  });
}

/** Seconds as the exam clock shows them: `m:ss`, or `h:mm:ss` from an hour. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
