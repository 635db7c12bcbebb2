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
