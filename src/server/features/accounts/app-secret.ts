/**
 * Secrets the app servers of one database share (the `app_secrets` table): 256 random bits,
 * made by the first server that needs them, so that every server signs and derives alike
 * without configuration. Read once per process and kept in memory.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

/**
 * A lazily loaded secret named `name`.
 * @returns a function giving the secret's bytes (32); a failed read is retried on the next call
 */
export function appSecret(db: Db, name: string): () => Promise<Uint8Array> {
  let value: Promise<Uint8Array> | undefined;
  return () => {
    value ??= (async () => {
      await db
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
      return new Uint8Array(Buffer.from(row.value, 'base64url'));
    })().catch((err: unknown) => {
      value = undefined;
      throw err;
    });
    return value;
  };
}
