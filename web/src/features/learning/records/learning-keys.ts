// Entry: the query keys of learning records, so players refresh what a report changed.
export { learningKeys } from './api/learning-keys';
