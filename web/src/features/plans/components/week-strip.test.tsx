import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderWithApi } from '../../../test/render-with-api';
import { weekOf } from '../rules/local-dates';
import { planDay, planItem } from './plan-test-data';
import { StatusLegend } from './status-legend';
import { WeekStrip } from './week-strip';

const statuses = ['done', 'notDone', 'remaining', 'remaining', 'remaining', null, null] as const;
const days = weekOf('2026-11-26').map((date, index) =>
  planDay({
    date,
    status: statuses[index] ?? null,
    studyDay: statuses[index] !== null,
    items: index === 3 ? [planItem({ date })] : [],
  }),
);

describe('a plan week', () => {
  it('colours each day by its status and names it, a rest day without colour', async () => {
    renderWithApi(<WeekStrip days={days} today="2026-11-26" />);
    const buttons = screen.getByRole('group', { name: 'أيام الأسبوع' }).querySelectorAll('button');
    expect(buttons).toHaveLength(7);
    expect(buttons[0]!.getAttribute('aria-label')).toMatch(/يوم مكتمل$/);
    expect(buttons[1]!.getAttribute('aria-label')).toMatch(/يوم غير مكتمل$/);
    expect(buttons[5]!.getAttribute('aria-label')).toMatch(/يوم راحة$/);
    expect(buttons[0]!.className).toMatch(/tone-done/);
    expect(buttons[1]!.className).toMatch(/tone-missed/);
    expect(buttons[5]!.className).not.toMatch(/tone-/);
    // Today is chosen first and lists its class hour with its status.
    expect(buttons[3]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'الدرس 1: التحية' }).getAttribute('href')).toBe(
      '/pages/mooc_details/mooc_details?id=c1&hour=h1',
    );
    fireEvent.click(buttons[0]!);
    expect(await screen.findByText('لا شيء مخطط لهذا اليوم')).toBeTruthy();
  });

  it('explains every colour in the legend, in Chinese too', async () => {
    await i18next.changeLanguage('zh');
    try {
      renderWithApi(<StatusLegend />);
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        '本周剩余学习日',
        '当日已完成',
        '当日未完成',
        '本周计划已完成',
        '之后的周',
      ]);
    } finally {
      await i18next.changeLanguage('ar');
    }
  });
});
