import type { SemesterNode } from '@qiao/contracts/catalogue-mooc';

export interface HourStep {
  id: string;
  title: string;
}

/** The class hours before and after one, in its semester's order (across chapters). */
export function hourSteps(
  semesters: readonly SemesterNode[],
  hourId: string,
): { previous: HourStep | null; next: HourStep | null } {
  for (const semester of semesters) {
    const hours = semester.chapters.flatMap((chapter) => chapter.classHours);
    const index = hours.findIndex((hour) => hour.id === hourId);
    if (index === -1) continue;
    const step = (at: number) => {
      const hour = hours[at];
      return hour ? { id: hour.id, title: hour.title } : null;
    };
    return { previous: step(index - 1), next: step(index + 1) };
  }
  return { previous: null, next: null };
}
