import type { DaysPerWeek } from '@qiao/contracts/plans';
import type { LocalDate } from './calendar-dates';
import { relayCourse, type EngineItem, type Relayout } from './layout';

/**
 * Changing a course's daily load (spec §4 "reducing a daily load pushes hours to later days after a
 * confirmation"). Lowering pushes the remaining hours to later days, never earlier, and waits for
 * the learner's confirmation; raising pulls later hours forward at once.
 */
export interface LoadChange extends Relayout {
  /** True when the change lowers the load: the caller applies it only once confirmed. */
  needsConfirmation: boolean;
}

export function changeDailyLoad(
  courseItems: readonly EngineItem[],
  oldLoad: number,
  newLoad: number,
  from: LocalDate,
  daysPerWeek: DaysPerWeek,
): LoadChange {
  const lowering = newLoad < oldLoad;
  const relayout = relayCourse(
    courseItems,
    newLoad,
    from,
    daysPerWeek,
    lowering ? 'push' : 'canonical',
  );
  return { ...relayout, needsConfirmation: lowering };
}
