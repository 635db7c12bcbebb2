import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { PublicSection } from '@qiao/contracts/exams';
import { renderWithApi } from '../../../../test/render-with-api';
import { LessonTest } from './lesson-test';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('ar');
});

const CONTENT = '00000000-0000-4000-8000-0000000000c1';

const section: PublicSection = {
  kind: 'reading',
  seconds: 0,
  parts: [
    {
      type: 'pictureTrueFalse',
      audioPlays: 0,
      items: [
        {
          type: 'pictureTrueFalse',
          id: 'r1-1',
          picture: '/p/1.png',
          text: { hanzi: '猫' },
          hasAudio: false,
        },
        {
          type: 'pictureTrueFalse',
          id: 'r1-2',
          picture: '/p/2.png',
          text: { hanzi: '狗' },
          hasAudio: true,
        },
      ],
    },
  ],
};

/** The lesson test's calls: the right answers are true, then false; the server marks them. */
function serveLessonTest(last: unknown = null) {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(String(url), 'http://qiao.test').pathname;
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      const data = (answer: unknown) =>
        Response.json({ success: true, code: 0, message: '', data: answer });
      if (path === '/api/cert/getLessonTest') {
        return data({ contentId: CONTENT, title: 'الدرس 1', section, last, passAccuracy: 0.7 });
      }
      if (path === '/api/cert/playLessonTestAudio') {
        sent.push({ path, ...body });
        return data({ url: '/api/cert/lessonTestAudio?token=t' });
      }
      if (path === '/api/cert/lessonTestAudio') {
        sent.push({ path });
        return new Response(new Blob(['ID3'], { type: 'audio/mpeg' }));
      }
      if (path === '/api/cert/submitLessonTest') {
        sent.push(body);
        const answers = body.answers as Record<string, { value: boolean }>;
        const keys: Record<string, boolean> = { 'r1-1': true, 'r1-2': false };
        const items = section.parts[0]!.items.map((item) => ({
          itemId: item.id,
          sectionIndex: 0,
          item: { ...item, hasAudio: undefined, answer: keys[item.id] },
          bank: null,
          given: answers[item.id] ?? null,
          right: answers[item.id]?.value === keys[item.id],
        }));
        const right = items.filter((item) => item.right).length;
        return data({
          result: {
            right,
            items: 2,
            accuracy: right / 2,
            passed: right / 2 >= 0.7,
            takenAt: '2026-03-01T10:00:00.000Z',
          },
          items,
          courseAccuracy: right / 2,
        });
      }
      return Response.json({ success: false, code: 404, message: '', data: null }, { status: 404 });
    }),
  );
  return sent;
}

describe('a lesson test in the player', () => {
  it('is answered, handed in, and shows the accuracy below the pass mark with each right answer', async () => {
    const sent = serveLessonTest();
    renderWithApi(<LessonTest contentId={CONTENT} signedIn />);
    expect(
      await screen.findByRole('heading', { name: 'اختبار الدرس: \u2068الدرس 1\u2069' }),
    ).toBeTruthy();
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(2);
    fireEvent.click(within(groups[0]!).getByRole('radio', { name: /غير مطابقة/ }));
    fireEvent.click(within(groups[1]!).getByRole('radio', { name: /غير مطابقة/ }));
    expect(screen.getByText('أجبت عن 2 من 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'سلّم الإجابات' }));

    const result = await screen.findByTestId('lesson-test-result');
    expect(sent[0]).toMatchObject({
      contentId: CONTENT,
      answers: {
        'r1-1': { type: 'pictureTrueFalse', value: false },
        'r1-2': { type: 'pictureTrueFalse', value: false },
      },
    });
    expect(within(result).getByText(/^الدقة/).textContent).toMatch(/50\D*%/);
    expect(within(result).getByText('1 إجابات صحيحة من 2')).toBeTruthy();
    expect(within(result).getByText(/دون نسبة النجاح/).textContent).toMatch(/70\D*%/);
    expect(result.querySelectorAll('[data-item-id]')).toHaveLength(2);

    fireEvent.click(within(result).getByRole('button', { name: 'حاول مرة أخرى' }));
    expect(await screen.findByRole('button', { name: 'سلّم الإجابات' })).toBeTruthy();
    expect(screen.getByText('أجبت عن 0 من 2')).toBeTruthy();
  });

  it('says in Chinese when the pass accuracy is reached', async () => {
    await i18next.changeLanguage('zh');
    serveLessonTest({
      right: 1,
      items: 2,
      accuracy: 0.5,
      passed: false,
      takenAt: '2026-02-01T10:00:00.000Z',
    });
    renderWithApi(<LessonTest contentId={CONTENT} signedIn />);
    expect((await screen.findByTestId('lesson-test-last')).textContent).toMatch(
      /^上次成绩：\D*50\D*%/,
    );
    const groups = screen.getAllByRole('radiogroup');
    fireEvent.click(within(groups[0]!).getAllByRole('radio')[0]!);
    fireEvent.click(within(groups[1]!).getAllByRole('radio')[1]!);
    fireEvent.click(screen.getByRole('button', { name: /^交\s?卷$/ }));
    const result = await screen.findByTestId('lesson-test-result');
    expect(within(result).getByText(/^正确率/).textContent).toMatch(/100\D*%/);
    expect(within(result).getByText(/达到合格正确率/).textContent).toMatch(/70\D*%/);
  });

  it('plays the sound of an item that has one, as often as asked', async () => {
    const sent = serveLessonTest();
    const played = vi.fn(async () => undefined);
    vi.stubGlobal(
      'Audio',
      vi.fn(function Audio() {
        return { play: played, pause: vi.fn() };
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:sound');
    URL.revokeObjectURL = vi.fn();
    renderWithApi(<LessonTest contentId={CONTENT} signedIn />);
    const listen = await screen.findAllByRole('button', { name: /استمع/ });
    // Only the second item has a recording.
    expect(listen).toHaveLength(1);
    fireEvent.click(listen[0]!);
    await vi.waitFor(() => expect(played).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      { path: '/api/cert/playLessonTestAudio', contentId: CONTENT, itemId: 'r1-2' },
      { path: '/api/cert/lessonTestAudio' },
    ]);
  });

  it('asks a visitor to sign in', () => {
    renderWithApi(<LessonTest contentId={CONTENT} signedIn={false} />);
    expect(screen.getByText('سجّل الدخول لتقدّم اختبار الدرس.')).toBeTruthy();
  });
});
