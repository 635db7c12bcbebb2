import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../platform/db/database';
import { passportOidcPayloads } from './tables';

const table = passportOidcPayloads;

/** Rows whose time is up are treated as gone, whether or not the purge job has run yet. */
const notExpired = () => or(isNull(table.expiresAt), gt(table.expiresAt, new Date()));

/**
 * oidc-provider's storage over one table: every model (Session, Interaction, AuthorizationCode,
 * AccessToken, Grant...) is a row keyed by (model, id), so any instance can continue what another
 * started and a restart loses nothing.
 */
export class DatabaseOidcAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const columns = {
      payload,
      grantId: payload.grantId ?? null,
      uid: payload.uid ?? null,
      userCode: payload.userCode ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(table)
      .values({ model: this.model, id, ...columns })
      .onConflictDoUpdate({ target: [table.model, table.id], set: columns });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(table.id, id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(table.uid, uid));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere(eq(table.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    await this.db
      .update(table)
      .set({ consumedAt: new Date() })
      .where(and(eq(table.model, this.model), eq(table.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(table).where(and(eq(table.model, this.model), eq(table.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(table).where(and(eq(table.model, this.model), eq(table.grantId, grantId)));
  }

  private async findWhere(condition: SQL): Promise<AdapterPayload | undefined> {
    const rows = await this.db
      .select({ payload: table.payload, consumedAt: table.consumedAt })
      .from(table)
      .where(and(eq(table.model, this.model), condition, notExpired()))
      .limit(1);
    const row = rows[0];
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    // oidc-provider reads `consumed` (epoch seconds) to refuse a code used twice.
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }
}

/** Deletes rows whose time is up (the purge job calls it). */
export async function purgeExpiredOidcPayloads(db: Db): Promise<number> {
  const rows = await db
    .delete(table)
    .where(lt(table.expiresAt, new Date()))
    .returning({ id: table.id });
  return rows.length;
}
