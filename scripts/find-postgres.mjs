// Finds the PostgreSQL server the integration suite runs on besides PGlite: TEST_DATABASE_URL when
// set, otherwise a server answering on 127.0.0.1:5432 (as on developer and CI machines).
import pg from 'pg';

const LOCAL_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Answers `{ url }` when a server accepts a connection, or `{ reason }` when none does. */
export async function findPostgres() {
  const url = process.env.TEST_DATABASE_URL || LOCAL_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { url };
  } catch (error) {
    return { reason: `${url.replace(/:[^:@/]*@/, ':***@')}: ${error.message}` };
  } finally {
    await client.end().catch(() => undefined);
  }
}
