// The exams module's public entry: all that other modules and the composition root may import
// from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { examsModule } from './module';
export { savePaper } from './save-paper';
export { examPaperStore } from './paper-store';
export { searchPapers } from './search-papers';
export { paperRow } from './rules/paper-row';
export type { MediaKeyOf } from './rules/paper-row';
export { courseTestAccuracy, submitLessonTest } from './lesson-tests';
export { startAttempt } from './start';
export { nextSection, saveAnswer } from './answering';
export { handInByLearner } from './results';
export { examAttempts, examPapers } from './tables';
