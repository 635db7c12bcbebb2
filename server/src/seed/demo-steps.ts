import type { SeedStep } from '../platform/seed/run-seeds';

/**
 * Demo content applied on first start when SEED_DEMO is on. Each feature adds its steps here
 * (accounts, courses, files...), in the order they depend on each other.
 */
export const demoSeedSteps: readonly SeedStep[] = [];
