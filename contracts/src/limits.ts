/** Limits and constants from the spec (learning area §9, file space §9). One place, never literals. */
export const LIMITS = {
  /** Items per page when a list call does not say. */
  defaultPageSize: 20,
  /** Main-flow request timeout (learning area §7, §9). */
  requestTimeoutMs: 120_000,
  /** File-space request timeout (file space §7, §9). */
  fileSpaceTimeoutMs: 50_000,
  /** Lazy page (script chunk) load timeout (learning area §2, §9). */
  pageLoadTimeoutMs: 120_000,
  /** Viewports narrower than this go to the mobile site (learning area §1, §9). */
  mobileBreakpointPx: 600,
  /** The left window appears from this width (learning area §1, §9). */
  leftWindowMinWidthPx: 1080,
  /** Height of the top window, at every width. */
  topWindowHeightRem: 11,
  /** App version shown to users (learning area §9). */
  appVersion: '1.0.0',
} as const;

/**
 * How watching becomes progress (learning records). The server credits only what the wall clock
 * allows between two reports, never past a video's length; one place for the thresholds.
 */
export const LEARNING_LIMITS = {
  /** A video is finished when this share of its length has been watched (not skipped). */
  videoDoneRatio: 0.9,
  /** The fastest speed the player offers; credit per report is wall-clock seconds × this. */
  maxPlaybackRate: 2,
  /** Seconds of credit allowed beyond the wall clock, for timer and network jitter. */
  reportSlackSeconds: 2,
  /** The player reports at most this often while a video plays. */
  reportIntervalMs: 10_000,
  /** Watched spans one report may carry. */
  maxSpansPerReport: 50,
} as const;
