import type { SeedStep } from '../platform/seed/run-seeds';
import { demoAccountsStep, printDemoAccounts } from './demo-accounts';

export interface DemoSeedOptions {
  /**
   * True for the embedded default (PGlite): demo accounts with printed passwords are for trying
   * Qiao on one machine, never for a shared PostgreSQL deployment.
   */
  embedded: boolean;
}

/**
 * Demo content applied on first start when SEED_DEMO is on. Each feature adds its steps here
 * (accounts, courses, files...), in the order they depend on each other.
 */
export function demoSeedSteps(options: DemoSeedOptions): SeedStep[] {
  return options.embedded ? [demoAccountsStep(printDemoAccounts)] : [];
}
