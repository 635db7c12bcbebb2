import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApi } from '../../../test/render-with-api';
import { PracticeSummary } from './practice-summary';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('the summary at the end of a practice run', () => {
  it('counts the grades, lists when each character comes back, and starts again', () => {
    const onAgain = vi.fn();
    renderWithApi(
      <PracticeSummary
        results={[
          { char: '好', rating: 'easy', due: inMinutes(60 * 24 * 8) },
          { char: '你', rating: 'again', due: inMinutes(1) },
          { char: '我', rating: 'good', due: inMinutes(10) },
        ]}
        onAgain={onAgain}
        onChooseAgain={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'كتبت 3 حروف' })).toBeTruthy();
    expect(screen.getByTestId('practice-summary-grades').textContent).toBe(
      'يحتاج إعادة1صعب0جيد1سهل1',
    );
    const comeBack = screen.getByRole('list', { name: 'متى يعود كل حرف' });
    const rows = within(comeBack).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('[lang]')?.textContent)).toEqual(['你', '我', '好']);
    expect(rows[0]!.textContent).toMatch(/^你يحتاج إعادةخلال /);
    fireEvent.click(screen.getByRole('button', { name: 'تدرّب مرة أخرى' }));
    expect(onAgain).toHaveBeenCalledOnce();
  });
});
