import type { SeedStep } from '../platform/seed/run-seeds';
import type { ObjectStore } from '../platform/storage/object-store';
import { demoAccountsStep, printDemoAccounts } from './demo-accounts';
import { demoCatalogueStep } from './demo-content/demo-catalogue-step';

export interface DemoSeedOptions {
  /**
   * True for the embedded default (PGlite): demo accounts with printed passwords are for trying
   * Qiao on one machine, never for a shared PostgreSQL deployment.
   */
  embedded: boolean;
  /** Where the demo catalogue's media go. */
  store: ObjectStore;
}

/**
 * Demo content applied on first start when SEED_DEMO is on. Each feature adds its steps here
 * (accounts, courses, files...), in the order they depend on each other.
 */
export function demoSeedSteps(options: DemoSeedOptions): SeedStep[] {
  // The catalogue is safe on any deployment (no accounts, no passwords): both engines get it.
  const catalogue = demoCatalogueStep(options.store);
  return options.embedded ? [demoAccountsStep(printDemoAccounts), catalogue] : [catalogue];
}
