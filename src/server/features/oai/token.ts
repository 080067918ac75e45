/**
 * Resumption tokens (OAI-PMH §3.5): stateless and tamper-evident. A token is the list's
 * state (the request's arguments, the last (datestamp, id) sent, the cursor, the list size
 * and an expiry) as base64url JSON, a dot, and its HMAC-SHA256 under a secret every app
 * server of the database shares (the `oai_resumption_hmac` app secret). Nothing is stored:
 * any server continues any harvest, and a token changed by one character no longer verifies.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { OaiError } from './protocol';

/** The name of the HMAC key in the app secrets. */
export const TOKEN_SECRET_NAME = 'oai_resumption_hmac';

const position = z.object({ stamp: z.string().max(40), id: z.number().int().positive() });

/** What a token carries. */
const tokenState = z.object({
  verb: z.enum(['ListSets', 'ListIdentifiers', 'ListRecords']),
  metadataPrefix: z.string().max(40).optional(),
  set: z.string().max(300).optional(),
  from: z.string().max(40).optional(),
  until: z.string().max(40).optional(),
  /** The last item sent: its exact datestamp (microseconds, UTC) and id; for ListSets, an offset. */
  after: position.optional(),
  offset: z.number().int().nonnegative().optional(),
  /** Items sent before the next page (the next token's `cursor`). */
  cursor: z.number().int().nonnegative(),
  /** The size of the whole list, counted on its first page. */
  total: z.number().int().nonnegative(),
  /** Expiry, in seconds since the epoch. */
  exp: z.number().int(),
});
export type TokenState = z.infer<typeof tokenState>;

function mac(secret: Uint8Array, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

/** The token for `state`. */
export function encodeToken(secret: Uint8Array, state: TokenState): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/**
 * The state of `token`.
 * @param nowSeconds the current time, in seconds since the epoch
 * @throws OaiError badResumptionToken when the token is malformed, altered, signed with
 *   another key, or expired
 */
export function decodeToken(secret: Uint8Array, token: string, nowSeconds: number): TokenState {
  const bad = (why: string) => new OaiError('badResumptionToken', `The resumption token is ${why}`);
  const match = /^([A-Za-z0-9_-]{1,2000})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw bad('not one this repository issued');
  const given = Buffer.from(match[2], 'base64url');
  const expected = mac(secret, match[1]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw bad('not one this repository issued');
  }
  let state: TokenState;
  try {
    state = tokenState.parse(JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')));
  } catch {
    throw bad('not one this repository issued');
  }
  if (state.exp < nowSeconds) throw bad('expired; start the list again');
  return state;
}
