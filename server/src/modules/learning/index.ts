// The learning module's public entry: all that other modules and the composition root may import
// from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { learningModule } from './module';
export { CLASS_HOUR_FINISHED, ITEM_FINISHED } from './class-hour-finished';
export type { ClassHourFinished, ItemFinished } from './class-hour-finished';
export { finishedClassHours, finishedItems } from './finished-hours';
export { learningRecords } from './tables';
