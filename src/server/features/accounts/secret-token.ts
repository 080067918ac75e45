/**
 * Random single-use secrets (refresh tokens, password and invitation links): 256 random bits
 * as base64url (43 characters), stored only as their sha256. A lookup by hash reveals nothing
 * to someone who reads the database, and 256 bits make guessing hopeless, so a fast hash is
 * the right one here (a password needs argon2id; a random token does not).
 */
import { createHash, randomBytes } from 'node:crypto';

/** Random bytes per token (256 bits; the issue asks ≥ 128). */
export const SECRET_TOKEN_BYTES = 32;

/** sha256 (hex) of a token: the value stored and looked up. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A fresh token and its hash. Give the token to its owner once; store only the hash. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(SECRET_TOKEN_BYTES).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}
