import type { SemesterNode } from '@qiao/contracts/catalogue-mooc';

/** Where a class hour sits in a course's tree. */
export interface HourPlace {
  semesterId: string;
  chapterId: string;
}

export function placeOfHour(tree: readonly SemesterNode[], hourId: string): HourPlace | undefined {
  for (const semester of tree) {
    for (const chapter of semester.chapters) {
      if (chapter.classHours.some((hour) => hour.id === hourId)) {
        return { semesterId: semester.id, chapterId: chapter.id };
      }
    }
  }
  return undefined;
}

/**
 * The semester a course page shows: the one holding the opened class hour, else the one asked
 * for, else the first.
 */
export function shownSemester(
  tree: readonly SemesterNode[],
  wanted: { semesterId?: string | null; hourId?: string | null },
): SemesterNode | undefined {
  const holding = wanted.hourId ? placeOfHour(tree, wanted.hourId)?.semesterId : undefined;
  const id = holding ?? wanted.semesterId;
  return tree.find((semester) => semester.id === id) ?? tree[0];
}

/** Where "start learning" goes: the semester's first class hour, if it has any. */
export function firstHourOf(semester: SemesterNode | undefined): string | undefined {
  for (const chapter of semester?.chapters ?? []) {
    const [first] = chapter.classHours;
    if (first) return first.id;
  }
  return undefined;
}
