import type { StoredItem, StoredPaper, StoredSection } from '@qiao/contracts/exams';

/** An item with where it sits in its paper. */
export interface LocatedItem {
  item: StoredItem;
  sectionIndex: number;
  part: StoredSection['parts'][number];
}

/** Every item of a paper in order, with its section and part. */
export function itemsOf(paper: StoredPaper): LocatedItem[] {
  return paper.sections.flatMap((section, sectionIndex) =>
    section.parts.flatMap((part) => part.items.map((item) => ({ item, sectionIndex, part }))),
  );
}

export function findItem(paper: StoredPaper, itemId: string): LocatedItem | undefined {
  return itemsOf(paper).find((located) => located.item.id === itemId);
}

/** The seconds of each section, as the clock reads them. */
export const sectionSeconds = (paper: StoredPaper) => paper.sections.map((s) => s.seconds);
