import type { PlanDayStatus, PlanItemStatus } from '@qiao/contracts/plans';

/**
 * The colour of each day and item status (spec §4), one tone per meaning across the calendar,
 * the week strip and the legend: green done, deep green the whole week done, red a missed day,
 * blue the days still ahead this week, grey later weeks; items add gold for done late and orange
 * for postponed. `tag` is antd's preset colour for the same tone.
 */
export type StatusTone = 'done' | 'weekDone' | 'missed' | 'ahead' | 'later' | 'late' | 'moved';

export const DAY_STATUS_TONES: Record<PlanDayStatus, StatusTone> = {
  done: 'done',
  weekDone: 'weekDone',
  notDone: 'missed',
  remaining: 'ahead',
  upcoming: 'later',
};

export const ITEM_STATUS_TONES: Record<PlanItemStatus, StatusTone> = {
  today: 'ahead',
  upcoming: 'later',
  done: 'done',
  doneLate: 'late',
  postponed: 'moved',
};

export const TONE_TAG_COLOURS: Record<StatusTone, string> = {
  done: 'green',
  weekDone: 'cyan',
  missed: 'red',
  ahead: 'blue',
  later: 'default',
  late: 'gold',
  moved: 'orange',
};

/** The legend lists the day statuses in the order a week lives them. */
export const DAY_STATUS_LEGEND: readonly PlanDayStatus[] = [
  'remaining',
  'done',
  'notDone',
  'weekDone',
  'upcoming',
];

/** A day's tone; a rest day (no status) has none. */
export function dayTone(status: PlanDayStatus | null): StatusTone | null {
  return status ? DAY_STATUS_TONES[status] : null;
}
