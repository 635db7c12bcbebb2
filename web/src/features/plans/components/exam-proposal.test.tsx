import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApi } from '../../../test/render-with-api';
import { ExamProposal } from './exam-proposal';

const base = {
  dailyLoad: null,
  neededDailyLoad: null,
  remainingClassHours: 80,
  studyDays: 20,
  endDate: null,
};

describe('the exam plan proposal', () => {
  it('proposes the daily load that finishes before the exam', () => {
    renderWithApi(
      <ExamProposal
        proposal={{ ...base, outcome: 'feasible', dailyLoad: 4, endDate: '2027-01-22' }}
        pending={false}
        examDate="2027-01-25"
      />,
    );
    expect(screen.getByText('يمكن بلوغ الموعد')).toBeTruthy();
    expect(screen.getByText(/80 حصة في 20 يوم دراسة: 4 حصص يوميًا/)).toBeTruthy();
  });

  it('says clearly when the date cannot be met and what it would take', () => {
    renderWithApi(
      <ExamProposal
        proposal={{ ...base, outcome: 'loadTooHigh', neededDailyLoad: 16 }}
        pending={false}
        examDate="2026-12-10"
      />,
    );
    expect(screen.getByText('لا يمكن بلوغ الموعد')).toBeTruthy();
    expect(screen.getByText(/يتطلب 16 يوميًا، وهذا أكثر من الحد الأقصى \(10\)/)).toBeTruthy();
    expect(screen.getByTestId('exam-proposal').getAttribute('data-outcome')).toBe('loadTooHigh');
  });
});
