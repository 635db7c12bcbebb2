import type { Page } from '@playwright/test';
import { expect, test } from './console-watch';
import { PLAN_TEXT, type PlanLanguage } from './plans-texts';
import { registerLearner } from './sign-in';

/**
 * A plan's course with a catalogue document studied after its class hours, in Arabic and in
 * Chinese: chosen while making the plan, listed with the course's items in the plan, then taken
 * away on the adjust-plan page while another course is added.
 */

const TEXT = {
  ar: {
    courses: 'الدورات',
    next: 'التالي',
    alsoStudy: (title: string) => `ادرس مع ${title} أيضًا`,
    chosen: (title: string) => `يُدرس مع ${title} أيضًا`,
    keyword: 'البينيين',
    doc: 'جدول البينيين',
    docOption: 'مستند: جدول البينيين',
    removeDoc: 'أزل جدول البينيين',
    planCourses: 'دورات هذه الخطة',
    addLabel: 'دورة تضيفها',
    hsk: 'الدورة القياسية لاختبار HSK المستوى الأول',
    add: 'أضف الدورة',
    unsaved: 'لم تُحفظ بعد',
    save: 'احفظ الدورات',
    saved: 'حُفظت دورات الخطة وأُعيد توزيع أيامها',
    removeYct: (title: string) => `أزل ${title} من الخطة`,
    back: 'العودة إلى خطتي',
  },
  zh: {
    courses: '课程',
    next: '下一步',
    alsoStudy: (title: string) => `与${title}同时学习`,
    chosen: (title: string) => `与${title}一起学习的内容`,
    keyword: '拼音表',
    doc: '汉语拼音表',
    docOption: '文档: 汉语拼音表',
    removeDoc: '移除汉语拼音表',
    planCourses: '本计划的课程',
    addLabel: '要添加的课程',
    hsk: 'HSK一级标准教程',
    add: '添加课程',
    unsaved: '尚未保存',
    save: '保存课程',
    saved: '课程已保存，计划已重新安排',
    removeYct: (title: string) => `从计划中移除${title}`,
    back: '返回我的计划',
  },
} as const;

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** antd draws the visible choices beside a hidden list of options for screen readers. */
async function pick(page: Page, title: string) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: title })
    .click();
}

/** The items of one course of the plan, opened from the my-plan table. */
async function courseItems(page: Page, courseTitle: string) {
  const row = page.locator('.ant-table-row', { hasText: courseTitle });
  await row.locator('.ant-table-row-expand-icon').click();
  return page.locator('.ant-table-expanded-row').first();
}

for (const lang of ['ar', 'zh'] as const satisfies readonly PlanLanguage[]) {
  const text = PLAN_TEXT[lang];
  const own = TEXT[lang];

  test.describe(`plan resources in ${lang}`, () => {
    test.use({ timezoneId: text.timezoneId });

    test('a document studied with a course, listed in the plan, then swapped for a course', async ({
      page,
    }) => {
      await registerLearner(page, lang === 'ar' ? 'سلمى' : '王芳');

      // A plan of my own with the YCT course…
      await page.goto(`/?lang=${text.lang}#/pages/plan-new/make-plan`);
      const courses = page.getByRole('combobox', { name: own.courses, exact: true });
      await courses.click();
      await courses.fill('YCT');
      await pick(page, text.yct);
      // The picker takes several courses: its list stays open until it is closed.
      await courses.press('Escape');
      await page.getByRole('button', { name: own.next }).click();

      // …and the pinyin chart studied after its class hours.
      const chooser = page.getByRole('combobox', { name: own.alsoStudy(text.yct) });
      await chooser.click();
      await chooser.fill(own.keyword);
      await page.locator('.ant-select-dropdown:visible').getByTitle(own.docOption).click();
      const chosen = page.getByRole('list', { name: own.chosen(text.yct) });
      await expect(chosen.getByText(own.doc)).toBeVisible();
      await shoot(page, `${lang}-make-plan-resources`);
      await page.getByRole('button', { name: text.submit }).click();

      // The plan lists the document among the course's items.
      await expect(page).toHaveURL(/plan-new\/my-plan\?plan=/);
      await expect(page.getByRole('heading', { level: 1, name: text.myPlan })).toBeVisible();
      const items = await courseItems(page, text.yct);
      await expect(items.getByText(own.doc)).toBeVisible();
      await shoot(page, `${lang}-my-plan-resources`);

      // Adjusting the plan: the document is there to take away, the last course cannot go.
      await page.getByRole('button', { name: text.changePlan }).click();
      const section = page.getByRole('region', { name: own.planCourses });
      await expect(section.getByRole('list', { name: own.chosen(text.yct) })).toContainText(
        own.doc,
      );
      await expect(section.getByRole('button', { name: own.removeYct(text.yct) })).toBeDisabled();
      await section.getByRole('button', { name: own.removeDoc }).click();
      await expect(section.getByRole('list', { name: own.chosen(text.yct) })).toHaveCount(0);

      // Another course joins the plan; both changes are saved at once.
      const add = section.getByRole('combobox', { name: own.addLabel, exact: true });
      await add.click();
      await add.fill('HSK');
      await pick(page, own.hsk);
      await section.getByRole('button', { name: own.add }).click();
      const list = section.getByRole('list', { name: own.planCourses });
      await expect(list.getByText(own.hsk)).toBeVisible();
      await expect(list.getByRole('listitem').filter({ hasText: own.hsk })).toContainText(
        own.unsaved,
      );
      await expect(section.getByRole('button', { name: own.removeYct(text.yct) })).toBeEnabled();
      await shoot(page, `${lang}-change-plan-resources`);
      await section.getByRole('button', { name: own.save }).click();
      await expect(page.getByText(own.saved)).toBeVisible();

      // Back in the plan: the new course is there and the document is gone from the YCT course.
      await page.getByRole('link', { name: own.back }).click();
      await expect(page.locator('.ant-table-row', { hasText: own.hsk })).toBeVisible();
      const after = await courseItems(page, text.yct);
      await expect(after.locator('li').first()).toBeVisible();
      await expect(after.getByText(own.doc)).toHaveCount(0);
      await shoot(page, `${lang}-my-plan-changed`);
    });
  });
}
