import type { JobHandler } from './platform/jobs/worker';

/**
 * Every background job kind the server runs, by name. Features add their handlers here
 * (upload clean-up, recycle-bin purge, unzip...).
 */
export const jobHandlers: Record<string, JobHandler> = {};
