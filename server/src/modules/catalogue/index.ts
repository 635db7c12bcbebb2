// The catalogue module's public entry: all that other modules and the composition root may import
// from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { COURSE_PURCHASES, courseAccess } from './access/course-access';
export type { CourseAccessCheck, CoursePurchases } from './access/course-access';
export { EXAM_PAPER_SEARCH } from './home/exam-paper-search';
export type { ExamPaperSearch, FoundPaper } from './home/exam-paper-search';
export { GAME_SEARCH } from './home/game-search';
export type { FoundGame, GameSearch } from './home/game-search';
export { TOOL_SEARCH } from './home/tool-search';
export type { FoundTool, ToolSearch } from './home/tool-search';
export { importFolder, prepareImport, writeImport } from './import/import-folder';
export type { ImportResult, PaperStore } from './import/import-folder';
export { findRecordableItem, itemCards, itemVisibleWhere } from './library/recorded-items';
export type { RecordableItem } from './library/recorded-items';
export { contentKey, imageUrl } from './media-urls';
export {
  courseOfClassHour,
  courseOfContent,
  courseOutline,
  courseOutlines,
} from './mooc/course-outline';
export type { CourseOutline, OutlineContent, OutlineHour } from './mooc/course-outline';
export { courseOffer } from './mooc/course-offer';
export { presentCard } from './mooc/course-presenter';
export { cardColumns, courseOrder, findVisibleCourse } from './mooc/course-queries';
export { findVisibleClassHour } from './mooc/course-tree';
export { addToMyMoocs, myMoocsPage } from './mooc/my-moocs';
export { isRowId, viewerOf } from './mooc/viewer';
export { catalogueItems, classContents, classHours, courses, searchKeywords } from './tables';
export type { LiveSchedule } from './tables';
export { visibleTo } from './visibility';
export { catalogueModule } from './module';
