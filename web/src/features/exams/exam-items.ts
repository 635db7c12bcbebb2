/**
 * The exam items, for whatever takes or shows a test: the mock exam pages here, and the lesson
 * tests of the course player. Each of the nine item types is drawn from its public shape and
 * answered in its `itemAnswer` shape; a marked item shows the given and the right answer.
 */
export { ExamItem, type ExamItemProps } from './items/exam-item';
export { ItemResult, type ItemResultData } from './items/item-result';
export { ChineseText } from './items/chinese-text';
export { isAnswered } from './rules/answers';
