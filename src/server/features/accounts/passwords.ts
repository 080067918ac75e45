/**
 * Password hashing (decision 0008): argon2id through @node-rs/argon2, 19 MiB of memory, 2 passes,
 * 1 lane (OWASP's minimum for argon2id), a random 16-byte salt per hash, stored as the PHC
 * string. Verification of an unknown account runs against a dummy hash, so a wrong password
 * and an unknown email take the same time.
 */
import { hash, verify } from '@node-rs/argon2';

/** argon2id parameters: memory in KiB, passes, lanes. `algorithm` 2 is Argon2id. */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The PHC string of `password` (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `passwordHash`. With no hash (unknown account, or an account
 * without a password yet) it verifies against a dummy hash and answers false, taking as long
 * as a real check. A malformed stored hash answers false.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-password: timing equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
