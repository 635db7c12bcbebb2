import type { SeedStep } from '../platform/seed/run-seeds';
import { shareZonesStep } from '../modules/share';

/**
 * Reference data every deployment needs (not demo content): applied on every start, each step
 * once. Features add their steps here.
 */
export function referenceSeedSteps(): SeedStep[] {
  return [shareZonesStep];
}
