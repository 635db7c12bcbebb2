import { expect, type Page } from '@playwright/test';
import { PLAN_TEXT, type PlanLanguage } from './plans-texts';

/** What the old planner's journeys (its own and the phone's) read, in Arabic and Chinese (locale files, demo catalogue). */
export const OLD_TEXT = {
  ar: {
    learner: 'عمر',
    sevenDays: '7 أيام',
    weekLabel: 'أيام الأسبوع',
    menu: 'القائمة',
    today: 'اليوم',
    markDone: 'علّمه منجزًا',
    marked: 'تم التعليم كمنجز',
    startDraft: 'ابدأ خطة',
    addCourse: 'أضف دورة',
    courseLabel: 'الدورة',
    start: 'ابدأ الدراسة',
    noCourses: 'يجب إضافة الحصص أولًا',
    order: 'ترتيب الدورات',
    orderList: 'الدورات بترتيبها',
    hskKeyword: 'HSK',
    hsk: 'الدورة القياسية لاختبار HSK المستوى الأول',
    festivalsKeyword: 'الأعياد',
    festivals: 'الأعياد الصينية التقليدية',
    calendar: 'تقويم التعلّم',
    showFeed: 'اعرض عنوان التقويم',
    renew: 'جدّد العنوان',
    renewed: 'العنوان الجديد جاهز',
    revoke: 'أوقف المشاركة',
    revoked: 'لم يعد عنوان التقويم يعمل',
    todayPlan: 'خطة اليوم',
    personal: 'الخطط المكتملة',
    noCompleted: 'لا توجد خطط مكتملة بعد.',
  },
  zh: {
    learner: '王强',
    sevenDays: '7 天',
    weekLabel: '本周各天',
    menu: '菜单',
    today: '今天',
    markDone: '标记为已完成',
    marked: '已标记为完成',
    startDraft: '新建计划',
    addCourse: '添加课程',
    courseLabel: '课程',
    start: '开始学习',
    noCourses: '请先添加课时',
    order: '课程顺序',
    orderList: '课程顺序',
    hskKeyword: 'HSK',
    hsk: 'HSK一级标准教程',
    festivalsKeyword: '节日',
    festivals: '中国传统节日',
    calendar: '学习日历',
    showFeed: '显示日历地址',
    renew: '更换地址',
    renewed: '新地址已生成',
    revoke: '停止共享',
    revoked: '日历地址已停用',
    todayPlan: '今日计划',
    personal: '已完成的计划',
    noCompleted: '还没有已完成的计划。',
  },
} as const satisfies Record<PlanLanguage, unknown>;

export type OldText = (typeof OLD_TEXT)[PlanLanguage];

/** Adds a course to the old planner's draft or running plan, found by a word of its title. */
export async function addCourse(page: Page, text: OldText, keyword: string, title: string) {
  await page.getByLabel(text.courseLabel, { exact: true }).click();
  await page.getByLabel(text.courseLabel, { exact: true }).fill(keyword);
  // antd draws the visible choices beside a hidden list of options for screen readers.
  await page.locator('.ant-select-item-option', { hasText: title }).click();
  await page.getByRole('button', { name: text.addCourse }).click();
  await expect(page.getByRole('list', { name: text.orderList }).getByText(title)).toBeVisible();
}

/**
 * A running plan with the HSK course, seven study days a week from today (so today has class
 * hours whatever day it is), made in the old planner by the learner signed in.
 */
export async function startSevenDayPlan(page: Page, lang: PlanLanguage) {
  const text = OLD_TEXT[lang];
  await page.goto(`/?lang=${PLAN_TEXT[lang].lang}#/pages/plan/plan`);
  await page.locator('label', { hasText: text.sevenDays }).click();
  await page.getByRole('button', { name: text.startDraft }).click();
  await addCourse(page, text, text.hskKeyword, text.hsk);
  await page.getByRole('button', { name: text.start }).click();
  await expect(page.getByRole('button', { name: text.order })).toBeVisible();
}
