/**
 * Secrets kept at rest in the database (ORCID tokens, OpenID Connect client secrets):
 * AES-256-GCM (NIST SP 800-38D) with a 96-bit random IV and a 128-bit tag, under a key derived
 * by HKDF-SHA256 (RFC 5869) from the app secret `sealed-secrets` (app_secrets, shared by every
 * server of one database). Sealed form: `v1.<iv>.<ciphertext‖tag>`, both base64url. Decision 0087.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { appSecret } from '../accounts';

/** The app secret's name (app_secrets.name). */
export const SEALING_SECRET_NAME = 'sealed-secrets';
const INFO = 'genesis sealed secrets v1';

const keys = new WeakMap<Db, () => Promise<Buffer>>();

function sealingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    const secret = appSecret(db, SEALING_SECRET_NAME);
    let derived: Promise<Buffer> | undefined;
    key = () => (derived ??= secret().then((s) => Buffer.from(hkdfSync('sha256', s, Buffer.alloc(0), INFO, 32))));
    keys.set(db, key);
  }
  return key();
}

/**
 * Encrypts `plaintext` for storage.
 * @returns the sealed string `v1.<iv>.<ciphertext‖tag>` (a fresh IV each time)
 */
export async function seal(db: Db, plaintext: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealingKey(db), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/**
 * Decrypts what `seal` made with this database's key.
 * @throws Error when the string is not a sealed value or was altered (the GCM tag fails)
 */
export async function unseal(db: Db, sealed: string): Promise<string> {
  const [version, ivText, bodyText] = sealed.split('.');
  if (version !== 'v1' || !ivText || !bodyText) throw new Error('not a sealed secret');
  const body = Buffer.from(bodyText, 'base64url');
  if (body.length < 16) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', await sealingKey(db), Buffer.from(ivText, 'base64url'));
  decipher.setAuthTag(body.subarray(body.length - 16));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
}
