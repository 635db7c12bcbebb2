// The plans module's public entry: all that other modules and the composition root may import
// from it (eslint/boundaries-server.js). Everything else in this folder is private.
export { plansModule } from './module';
export { plansDemoStep } from './demo-seed';
export { PLAN_REVIEWS_DUE, type ReviewsDue } from './reviews-due';
