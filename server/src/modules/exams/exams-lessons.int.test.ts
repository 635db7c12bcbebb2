import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@qiao/contracts/errors';
import type { MoocCard } from '@qiao/contracts/catalogue-mooc';
import type { LessonTestResult } from '@qiao/contracts/exams-calls';
import type { PaperSummary, PublicSection } from '@qiao/contracts/exams';
import { classContents } from '../catalogue/tables';
import { call, examSuite, newLearner, ok, refusal } from './exams-test-setup';

const suite = examSuite();

interface LessonTest {
  contentId: string;
  title: string;
  section: PublicSection;
  last: LessonTestResult | null;
  passAccuracy: number;
}
interface Submitted {
  result: LessonTestResult;
  items: { itemId: string; right: boolean; item: { answer: unknown } }[];
  courseAccuracy: number;
}

const choice = (key: string) => ({ q1: { type: 'dialogueChoice', choice: key } });
const allRight = {
  ...choice('A'),
  q2: { type: 'writeCharacter', text: '是' },
  q3: { type: 'buildSentence', order: [1, 0, 2] },
};

describe('lesson tests', () => {
  it('gives a class hour’s test without its answers, and the learner’s last result', async () => {
    const test = await ok<LessonTest>(suite.viewers.outsider, call('getLessonTest'), {
      contentId: suite.tests.yct,
    });
    expect(test).toMatchObject({ title: '课堂测验', last: null, passAccuracy: 0.7 });
    expect(test.section).toMatchObject({ kind: 'writing', seconds: 0 });
    expect(test.section.parts.map((p) => p.items[0]!.type)).toEqual([
      'dialogueChoice',
      'writeCharacter',
      'buildSentence',
    ]);
    expect(JSON.stringify(test)).not.toContain('"answer"');
  });

  it('marks a test, keeps the latest result and counts the course’s accuracy over its tests', async () => {
    const { client } = await newLearner(suite.server);
    const course = suite.content.courses.yct.id;
    expect(await ok(client, call('getCourseTestAccuracy'), { courseId: course })).toEqual({
      accuracy: null,
      testsTaken: 0,
      tests: 2,
      passAccuracy: 0.7,
      passed: false,
    });
    const first = await ok<Submitted>(client, call('submitLessonTest'), {
      contentId: suite.tests.yct,
      answers: { ...allRight, q2: { type: 'writeCharacter', text: '事' } },
    });
    expect(first.result).toMatchObject({ right: 2, items: 3, passed: false });
    expect(first.result.accuracy).toBeCloseTo(2 / 3);
    expect(first.items.map((i) => [i.itemId, i.right])).toEqual([
      ['q1', true],
      ['q2', false],
      ['q3', true],
    ]);
    expect(first.items[1]!.item.answer).toBe('是');
    expect(first.courseAccuracy).toBeCloseTo(2 / 3);

    const again = await ok<Submitted>(client, call('submitLessonTest'), {
      contentId: suite.tests.yct,
      answers: allRight,
    });
    expect(again.result).toMatchObject({ right: 3, items: 3, accuracy: 1, passed: true });
    expect(again.courseAccuracy).toBe(1);
    const reread = await ok<LessonTest>(client, call('getLessonTest'), {
      contentId: suite.tests.yct,
    });
    expect(reread.last).toMatchObject({ right: 3, accuracy: 1, passed: true });

    const second = await ok<Submitted>(client, call('submitLessonTest'), {
      contentId: suite.tests.yct2,
      answers: choice('A'),
    });
    expect(second.result).toMatchObject({ right: 1, items: 3 });
    // (3 + 1) right of 6 items over the latest result of each test.
    expect(second.courseAccuracy).toBeCloseTo(4 / 6);
    const accuracy = await ok<{ accuracy: number }>(client, call('getCourseTestAccuracy'), {
      courseId: course,
    });
    expect(accuracy).toMatchObject({ testsTaken: 2, tests: 2, passed: false });
    expect(accuracy.accuracy).toBeCloseTo(4 / 6);
  });

  it('is taken only where the learner may open the class hour', async () => {
    const { outsider, member } = suite.viewers;
    expect(
      await refusal(outsider, call('getLessonTest'), { contentId: suite.tests.classOnly }),
    ).toBe(ERRORS.learningContentNotFound.code);
    expect(
      await refusal(outsider, call('submitLessonTest'), {
        contentId: suite.tests.classOnly,
        answers: allRight,
      }),
    ).toBe(ERRORS.learningContentNotFound.code);
    const taken = await ok<Submitted>(member, call('submitLessonTest'), {
      contentId: suite.tests.classOnly,
      answers: allRight,
    });
    expect(taken.result.passed).toBe(true);
    expect(
      await refusal(outsider, call('getCourseTestAccuracy'), {
        courseId: suite.content.courses.classOnly.id,
      }),
    ).toBe(ERRORS.moocCourseNotFound.code);
    expect(
      await ok(member, call('getCourseTestAccuracy'), {
        courseId: suite.content.courses.classOnly.id,
      }),
    ).toMatchObject({ accuracy: 1, testsTaken: 1, tests: 1, passed: true });
  });

  it('says a content that is not a test is not one', async () => {
    const db = suite.server.testDatabase.database.db;
    const [video] = await db
      .select({ id: classContents.id })
      .from(classContents)
      .where(
        and(
          eq(classContents.classHourId, suite.content.trees.yct.hourIds[0]!),
          eq(classContents.kind, 'video'),
        ),
      );
    expect(
      await refusal(suite.viewers.outsider, call('getLessonTest'), { contentId: video!.id }),
    ).toBe(ERRORS.examNotLessonTest.code);
  });
});

describe('the YCT pages', () => {
  interface Level {
    level: number;
    levelName: string;
    papers: PaperSummary[];
    courseCount: number;
  }

  it('lists each level with its papers and the courses the caller may see', async () => {
    const visitor = await ok<{ list: Level[] }>(suite.viewers.visitor, call('getCertYctCategory'));
    expect(visitor.list.map((l) => l.levelName)).toEqual(['YCT 1', 'YCT 2', 'YCT 3', 'YCT 4']);
    expect(visitor.list[0]).toMatchObject({ courseCount: 1 });
    expect(visitor.list[0]!.papers.map((p) => p.slug)).toEqual(['yct1-named', 'yct1-short']);
    expect(visitor.list[1]).toMatchObject({ courseCount: 0, papers: [] });
    const member = await ok<{ list: Level[] }>(suite.viewers.member, call('getCertYctCategory'));
    // The member also sees the course given to their class; nobody sees the back office's.
    expect(member.list[0]!.courseCount).toBe(2);
  });

  it('lists a level’s courses as the catalogue’s cards', async () => {
    const { yct, classOnly } = suite.content.courses;
    const visitor = await ok<{ list: MoocCard[] }>(
      suite.viewers.visitor,
      call('getCertYctCourseList'),
      { level: 1 },
    );
    expect(visitor.list.map((c) => c.id)).toEqual([yct.id]);
    expect(visitor.list[0]).toMatchObject({ title: 'YCT一级：快乐学汉语', classHourCount: 6 });
    const member = await ok<{ list: MoocCard[] }>(
      suite.viewers.member,
      call('getCertYctCourseList'),
      {
        level: 1,
      },
    );
    expect(member.list.map((c) => c.id).sort()).toEqual([yct.id, classOnly.id].sort());
    const none = await ok<{ list: MoocCard[] }>(
      suite.viewers.visitor,
      call('getCertYctCourseList'),
      {
        level: 3,
      },
    );
    expect(none.list).toEqual([]);
  });

  it('hands out a lesson test item’s sound to a learner who may open the test, and only its own', async () => {
    const { outsider } = suite.viewers;
    const sound = await ok<{ url: string }>(outsider, call('playLessonTestAudio'), {
      contentId: suite.tests.yct,
      itemId: 'q1',
    });
    const heard = await fetch(suite.server.baseUrl + sound.url);
    expect(heard.status).toBe(200);
    expect(Buffer.from(await heard.arrayBuffer())).toEqual(suite.audioBytes);
    // Practice: asking again is never refused for plays.
    for (let play = 0; play < 3; play += 1) {
      expect(
        await refusal(outsider, call('playLessonTestAudio'), {
          contentId: suite.tests.yct,
          itemId: 'q1',
        }),
      ).toBe(0);
    }
    expect(
      await refusal(outsider, call('playLessonTestAudio'), {
        contentId: suite.tests.yct,
        itemId: 'q2',
      }),
    ).toBe(ERRORS.examItemNotInSection.code);
    expect(
      await refusal(outsider, call('playLessonTestAudio'), {
        contentId: suite.tests.classOnly,
        itemId: 'q1',
      }),
    ).toBe(ERRORS.learningContentNotFound.code);
    const altered = sound.url.replace(/token=./, (whole) =>
      whole.endsWith('a') ? 'token=b' : 'token=a',
    );
    const refused = await fetch(suite.server.baseUrl + altered);
    expect(refused.status).toBe(403);
    await refused.arrayBuffer();
  });
});
