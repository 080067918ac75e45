/**
 * The contract of sign-in with ORCID and institutions' OpenID Connect providers (decision
 * 0087): the sign-in methods offered, a round trip's start, an account's linked identities,
 * and the admin's providers. A client secret is accepted, never answered.
 */
import { z } from 'zod';
import { text } from '../validation/text';

/** `orcid`, or `oidc:<id>` for an admin's provider. */
export const providerKey = text()
  .trim()
  .regex(/^(orcid|oidc:\d{1,9})$/, 'Unknown sign-in method');

/** The sign-in buttons to show: ORCID when configured, and each enabled provider. */
export const signInMethods = z.object({
  orcid: z.boolean(),
  providers: z.array(z.object({ key: text(), name: text() })),
});
export type SignInMethods = z.output<typeof signInMethods>;

/** Starts a round trip: which provider, and a same-site path to come back to. */
export const startFlowRequest = z.strictObject({
  provider: providerKey,
  returnTo: text()
    .max(500)
    .regex(/^\/(?![/\\])/, 'Must be a path on this site')
    .optional(),
});

/** Where to send the browser (the provider's authorization URL). */
export const startFlowResponse = z.object({ url: text() });

/** The callback's query (RFC 6749 §4.1.2, RFC 9207): read whole by openid-client. */
export const callbackQuery = z.looseObject({
  code: text().max(2000).optional(),
  state: text().max(500).optional(),
  iss: text().max(2000).optional(),
  error: text().max(200).optional(),
  error_description: text().max(2000).optional(),
});

/** An identity linked to the account: `orcid` (subject = the iD) or `oidc:<id>` with its name. */
export const linkedIdentity = z.object({
  provider: text(),
  subject: text(),
  /** ORCID, or the provider's name. */
  label: text(),
});

const domain = text()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/,
    'Not a domain name',
  );

/** An issuer: an https URL (plain http only on loopback), no query or fragment (OpenID Connect Discovery §2). */
const issuer = text()
  .trim()
  .max(500)
  .refine((v) => {
    try {
      const u = new URL(v);
      const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
      return (u.protocol === 'https:' || (u.protocol === 'http:' && loopback)) && !u.search && !u.hash;
    } catch {
      return false;
    }
  }, 'Must be an https URL without query or fragment');

/** What the admin sends to add a provider. */
export const providerInput = z.strictObject({
  name: text().trim().min(1, 'Required').max(100),
  issuer,
  clientId: text().trim().min(1, 'Required').max(500),
  clientSecret: text().min(1, 'Required').max(2000),
  emailClaim: text().trim().min(1).max(100).optional(),
  allowedDomains: z.array(domain).min(1, 'Name at least one domain').max(50),
  enabled: z.boolean().optional(),
});

/** What the admin sends to change one: any field; an absent secret keeps the stored one. */
export const providerPatch = providerInput.partial();

/** A provider as the admin sees it: never its secret. */
export const providerSummary = z.object({
  id: z.number().int(),
  name: text(),
  issuer: text(),
  clientId: text(),
  emailClaim: text(),
  allowedDomains: z.array(text()),
  enabled: z.boolean(),
  hasClientSecret: z.literal(true),
});
export type ProviderSummary = z.output<typeof providerSummary>;
