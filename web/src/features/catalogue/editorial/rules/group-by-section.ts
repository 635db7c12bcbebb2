import type { SectionRef } from '@qiao/contracts/catalogue-editorial';

export interface SectionGroup<T> {
  section: SectionRef | null;
  items: T[];
}

/**
 * Consecutive items of one section under one heading. The server lists items in section order,
 * so a section's items arrive together; a section split across two pages heads both.
 */
export function groupBySection<T extends { section: SectionRef | null }>(
  items: readonly T[],
): SectionGroup<T>[] {
  const groups: SectionGroup<T>[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.section?.id === item.section?.id) last.items.push(item);
    else groups.push({ section: item.section, items: [item] });
  }
  return groups;
}
