import type { PlanCourse, PlanDay, PlanItem, PlanSummary } from '@qiao/contracts/plans';

/** Plans, days and items as the server answers them, for the page tests. */
export function planItem(overrides: Partial<PlanItem> = {}): PlanItem {
  return {
    id: 'i1',
    planId: 'p1',
    courseId: 'c1',
    kind: 'classHour',
    resourceId: 'h1',
    title: 'الدرس 1: التحية',
    courseTitle: 'YCT 2',
    date: '2026-11-26',
    missedOn: null,
    status: 'today',
    doneAt: null,
    position: 1,
    ...overrides,
  };
}

export function planCourse(overrides: Partial<PlanCourse> = {}): PlanCourse {
  return {
    courseId: 'c1',
    title: 'YCT 2',
    cover: null,
    dailyLoad: 3,
    order: 1,
    totalItems: 80,
    doneItems: 10,
    endDate: '2027-01-20',
    ...overrides,
  };
}

export function planDay(overrides: Partial<PlanDay> = {}): PlanDay {
  return { date: '2026-11-26', studyDay: true, status: 'remaining', items: [], ...overrides };
}

export function planSummary(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    id: 'p1',
    title: 'خطة YCT 2',
    kind: 'exam',
    state: 'running',
    daysPerWeek: 5,
    studyWeekdays: [1, 2, 3, 4, 5],
    startDate: '2026-11-23',
    endDate: '2027-01-20',
    examDate: '2027-01-25',
    timeZone: 'Asia/Riyadh',
    today: '2026-11-26',
    totalItems: 80,
    doneItems: 10,
    doneLateItems: 1,
    postponedItems: 1,
    seriesPlanId: null,
    courses: [planCourse()],
    createdAt: '2026-11-23T08:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

/**
 * Answers each API call by its path (`/api/PlanNew/getDayLoad` → its data), and records the
 * bodies sent, so a test can say what the page asked for.
 */
export function answerByPath(answers: Record<string, (body: Record<string, unknown>) => unknown>) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://qiao.test').pathname;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    sent.push({ path, body });
    const answer = answers[path];
    if (!answer)
      return Response.json({ success: false, code: 404, message: '', data: null }, { status: 404 });
    return Response.json({ success: true, code: 0, message: '', data: answer(body) });
  };
  return { fetch, sent };
}
