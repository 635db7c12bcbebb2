import { randomBytes, randomInt } from 'node:crypto';
import type { Role } from '@qiao/contracts/users';
import { createLocalUser } from '../modules/users';
import type { SeedStep } from '../platform/seed/run-seeds';

export interface DemoAccount {
  role: Role;
  name: string;
  email: string;
  password: string;
}

/** A password that passes the passport's rules (letters and digits) and is easy to copy. */
const demoPassword = () => `Qiao-${randomBytes(6).toString('hex')}-${randomInt(10, 100)}`;

const DEMO_PEOPLE: readonly Omit<DemoAccount, 'password'>[] = [
  { role: 'student', name: 'ليلى أحمد', email: 'student@qiao.example' },
  { role: 'teacher', name: '王芳 Wang Fang', email: 'teacher@qiao.example' },
  { role: 'admin', name: 'مسؤول جسر', email: 'admin@qiao.example' },
];

/**
 * A student, a teacher and an admin, each with a fresh random password that is shown once, on
 * the first start, and stored nowhere but as a hash.
 */
export function demoAccountsStep(announce: (accounts: DemoAccount[]) => void): SeedStep {
  return {
    name: 'demo-accounts',
    run: async (tx) => {
      const accounts = DEMO_PEOPLE.map((person) => ({ ...person, password: demoPassword() }));
      for (const account of accounts) await createLocalUser(tx, account);
      announce(accounts);
    },
  };
}

export function printDemoAccounts(accounts: DemoAccount[]): void {
  const lines = accounts.map(
    (account) => `  ${account.role.padEnd(8)} ${account.email.padEnd(22)} ${account.password}`,
  );
  console.log(
    [
      '',
      'Demo accounts (shown once; change the passwords at /passport/password):',
      ...lines,
      '',
    ].join('\n'),
  );
}
