/**
 * Tables owned by sso: sign-in through ORCID and institutions' OpenID Connect providers
 * (decision 0087). Only features/sso writes them.
 */
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestamps } from './columns';
import { contributorOrcidInvitations } from './submissions';

/**
 * An external identity linked to an account: the provider (`orcid`, or `oidc:<provider id>`)
 * and its stable subject (`sub`: the ORCID iD for ORCID). One account per identity; an account
 * may have several.
 */
export const accountIdentities = pgTable(
  'account_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('account_identities_user_idx').on(t.userId)],
);

/**
 * An institution's OpenID Connect provider, configured by the admin: its issuer (discovery at
 * `<issuer>/.well-known/openid-configuration`), the client registered there (the secret
 * encrypted at rest, never sent back), which claim holds the address, and the e-mail domains
 * whose verified addresses may sign in. Sign-in buttons show the enabled ones.
 */
export const oidcProviders = pgTable('oidc_providers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretEnc: text('client_secret_enc').notNull(),
  /** The ID token / userinfo claim holding the address (default `email`). */
  emailClaim: text('email_claim').notNull().default('email'),
  /** Lower-case domains, e.g. `{uni.example}`; an address must end in `@` + one of them. */
  allowedDomains: text('allowed_domains').array().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  ...timestamps,
});

/**
 * One sign-in round trip under way (decision 0087): the `state` (stored as its sha256, and
 * kept in the browser only in an HttpOnly cookie), the `nonce` and the PKCE verifier, what the
 * flow is for, and who started it. Single use (`used_at`), ten minutes.
 */
export const ssoFlows = pgTable(
  'sso_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    /** 'sign_in' | 'link' (a signed-in account adds the identity) | 'connect' (an author's iD for a submission). */
    purpose: text('purpose').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The account signed in when the flow began ('link', 'connect'). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A same-site path to return to afterwards. */
    returnTo: text('return_to'),
    /** 'connect': the co-author's invitation the iD is for (decision 0093). */
    invitationId: integer('invitation_id').references(() => contributorOrcidInvitations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sso_flows_expires_idx').on(t.expiresAt)],
);
