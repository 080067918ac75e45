/**
 * Sign-in with ORCID and institutions (decision 0087), through the endpoint table (decision 0064).
 */
import type { SignInMethods } from '../../../../shared/api/sso';
import * as sso from '../../../../shared/api/endpoints/sso';
import { call } from '../../../lib/call';

/** `GET /api/sso/methods`: the buttons to show. @throws ApiError or a TypeError */
export function signInMethods(): Promise<SignInMethods> {
  return call(sso.signInMethodsList, {});
}

/**
 * `POST /api/sso/start` `{ provider, returnTo }`: the provider's authorization URL.
 * @throws ApiError (404 for a method that is off, 503 when the provider is unreachable) or a TypeError
 */
export async function startSignIn(provider: string, returnTo?: string): Promise<string> {
  return (await call(sso.startSignIn, { body: { provider, ...(returnTo && { returnTo }) } })).url;
}
