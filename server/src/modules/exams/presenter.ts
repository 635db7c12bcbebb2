import { pickText } from '@qiao/contracts/catalogue';
import type { AttemptScores } from '@qiao/contracts/exams-calls';
import { levelName, type PaperSummary } from '@qiao/contracts/exams';
import type { Language } from '@qiao/contracts/languages';
import { imageUrl } from '../catalogue';
import type { examAttempts, examPapers } from './tables';

export type PaperRow = typeof examPapers.$inferSelect;
export type AttemptRow = typeof examAttempts.$inferSelect;

/** A stored picture's address, as catalogue images are served (content-addressed, public). */
export const pictureUrl = (key: string) => imageUrl(key) ?? key;

const minutesOf = (seconds: number) => Math.round(seconds / 60);

/** What a paper says about itself in lists and on its start page. */
export function presentPaper(row: PaperRow, language: Language): PaperSummary {
  const sections = row.paper.sections.map((section) => ({
    kind: section.kind,
    items: section.parts.reduce((sum, part) => sum + part.items.length, 0),
    minutes: minutesOf(section.seconds),
  }));
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    family: row.family,
    level: row.level,
    edition: row.edition,
    format: row.format,
    title: pickText(row.title, language),
    levelName: row.family && row.level ? levelName(row.family, row.level) : null,
    items: sections.reduce((sum, section) => sum + section.items, 0),
    minutes: sections.reduce((sum, section) => sum + section.minutes, 0),
    sections,
    scale: { max: row.maxScore, pass: row.passScore },
    requiresRealName: row.requiresRealName,
  };
}

/** A handed-in attempt's frozen scores. */
export function presentScores(
  attempt: AttemptRow,
  paper: PaperRow,
  language: Language,
): AttemptScores {
  return {
    attemptId: attempt.id,
    paper: presentPaper(paper, language),
    startedAt: attempt.startedAt.toISOString(),
    submittedAt: (attempt.submittedAt ?? attempt.startedAt).toISOString(),
    submitCause: attempt.submitCause ?? 'learner',
    sections: attempt.sectionScores ?? [],
    total: attempt.total ?? 0,
    max: paper.maxScore,
    pass: paper.passScore,
    passed: attempt.passed ?? false,
  };
}
