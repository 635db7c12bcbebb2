import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '@qiao/contracts/users';
import { ConfigError, parseConfig } from '../config';
import { openDatabase } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';
import { AppError } from '../platform/http/app-error';
import { errorMessage } from '@qiao/contracts/errors';
import { DEFAULT_LANGUAGE } from '@qiao/contracts/languages';
import { createLocalUser, localUserByEmail, listUsers, setRole } from '../modules/users';
import {
  BUILT_IN_ISSUER_KEY,
  findPassportAccountByEmail,
  issueResetToken,
  setPassportPassword,
  PASSWORD_RESET,
  resetLink,
} from '../modules/passport';
import { endSessionsOfIdentity } from '../modules/auth';

const USAGE = `Usage: npm run users -- <command> [options]

  create --email E --name N --password P [--role student|teacher|admin]
        a user who signs in with the built-in passport
  role --email E --role student|teacher|admin
        change the role of the user with that passport email
  list [--search TEXT]
        the newest users with their roles
  reset-password --email E [--password P]
        set a new password, or without --password print a one-use reset link
        (${PASSWORD_RESET.tokenMinutes} minutes); either way the user is signed out everywhere`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function roleOf(value: string | undefined): Role {
  const role = (value ?? 'student') as Role;
  if (!ROLES.includes(role)) fail(`--role must be one of ${ROLES.join(', ')}`);
  return role;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      search: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) fail(USAGE);

  const config = parseConfig(process.env);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
  );
  try {
    await migrate(database);
    const db = database.db;
    if (command === 'create') {
      const { email, name, password } = values;
      if (!email || !name || !password) fail('create needs --email, --name and --password');
      const user = await createLocalUser(db, { email, name, password, role: roleOf(values.role) });
      console.log(`Created ${user.role} ${user.loginName} <${user.email}> (uid ${user.id})`);
    } else if (command === 'role') {
      if (!values.email || !values.role) fail('role needs --email and --role');
      const user = await localUserByEmail(db, values.email);
      if (!user) fail(`No passport account with the email ${values.email}`);
      const changed = await setRole(db, user.id, roleOf(values.role));
      console.log(`${changed.loginName} <${changed.email}> is now ${changed.role}`);
    } else if (command === 'list') {
      const page = await listUsers(db, {
        keyword: values.search,
        currentPage: 1,
        pageCount: 50,
      });
      for (const row of page.rows) {
        console.log(`${row.role.padEnd(8)} ${row.loginName} <${row.email ?? ''}> ${row.id}`);
      }
      console.log(`${page.total} user(s)`);
    } else if (command === 'reset-password') {
      if (!values.email) fail('reset-password needs --email');
      const account = await findPassportAccountByEmail(db, values.email);
      if (!account) fail(`No passport account with the email ${values.email}`);
      if (values.password) {
        await setPassportPassword(db, account.id, account.email, values.password);
        await endSessionsOfIdentity(db, { issuer: BUILT_IN_ISSUER_KEY, subject: account.id });
        console.log(
          `New password set for ${account.name} <${account.email}>; signed out everywhere`,
        );
      } else {
        // The link signs the user out everywhere when it is used, as a mailed one does.
        const issued = await issueResetToken(db, account.email);
        const link = resetLink(config.publicUrl, issued!.token, DEFAULT_LANGUAGE);
        console.log(
          `Reset link for ${account.name} <${account.email}>, usable once within ` +
            `${PASSWORD_RESET.tokenMinutes} minutes:\n${link}`,
        );
      }
    } else {
      fail(USAGE);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  if (error instanceof AppError) fail(errorMessage(error.key, 'en', error.params));
  console.error(error);
  process.exit(1);
});
