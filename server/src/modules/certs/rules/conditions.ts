import { CERT_CONDITIONS, type CertCondition } from '@qiao/contracts/certs';
import { EXAM_TEMPLATES, type ExamFamily, type ExamScale } from '@qiao/contracts/exams';

/**
 * The three conditions of a course's certificate, from the learner's figures. One reading for
 * every caller: the courses list, the apply page, the application and the admin's queue.
 */

export interface LessonTestFigures {
  /** Lesson tests in the course (class contents of kind test). */
  tests: number;
  /** Right ÷ items over the latest results of the tests taken; null when none was taken. */
  accuracy: number | null;
}

/** The counted mock attempt: its total and the scale of the paper it was taken on. */
export interface CountedExam {
  points: number;
  max: number;
  pass: number;
}

export interface ConditionFigures {
  /** Finished class hours ÷ class hours (0 for a course without class hours). */
  courseDone: number;
  lessonTests: LessonTestFigures;
  exam: CountedExam | null;
  /** The level's scale, for the figure needed before any attempt counts. */
  scale: ExamScale | null;
}

/** The scale of a level (every edition of a level has the same one), or null when none exists. */
export function levelScale(family: ExamFamily, level: number): ExamScale | null {
  const template = EXAM_TEMPLATES.find((t) => t.family === family && t.level === level);
  return template ? { ...template.scale } : null;
}

export function courseDoneShare(finishedHours: number, hours: number): number {
  return hours === 0 ? 0 : finishedHours / hours;
}

export function certConditions(figures: ConditionFigures): CertCondition[] {
  const { courseDone, lessonTests, exam, scale } = figures;
  const needDone = CERT_CONDITIONS.courseDoneShare;
  const needAccuracy = CERT_CONDITIONS.lessonTestAccuracy;
  return [
    {
      kind: 'courseDone',
      met: courseDone >= needDone,
      have: courseDone,
      need: needDone,
      max: null,
    },
    {
      kind: 'lessonTests',
      // A course without lesson tests asks nothing of them: met, with no figure to show.
      met:
        lessonTests.tests === 0 ||
        (lessonTests.accuracy !== null && lessonTests.accuracy >= needAccuracy),
      have: lessonTests.tests === 0 ? null : lessonTests.accuracy,
      need: needAccuracy,
      max: null,
    },
    exam
      ? {
          kind: 'examPassed',
          met: exam.points >= exam.pass,
          have: exam.points,
          need: exam.pass,
          max: exam.max,
        }
      : {
          kind: 'examPassed',
          met: false,
          have: null,
          need: scale?.pass ?? 0,
          max: scale?.max ?? null,
        },
  ];
}

export const allMet = (conditions: readonly CertCondition[]) =>
  conditions.every((condition) => condition.met);
