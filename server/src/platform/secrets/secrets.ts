import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appSecrets } from './tables';

/**
 * Answers the secret stored under `name`, creating it with `generate` the first time. When two
 * instances race, the first insert wins and both answer the same value.
 */
export async function getOrCreateSecret(
  db: Db,
  name: string,
  generate: () => string | Promise<string> = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  const existing = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (existing[0]) return existing[0].value;
  await db
    .insert(appSecrets)
    .values({ name, value: await generate() })
    .onConflictDoNothing();
  const [stored] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return stored!.value;
}
