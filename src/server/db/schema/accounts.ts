/**
 * Tables owned by accounts. Only the owner writes them; other features read
 * them, or call the owner's use cases (docs/decisions/0015-feature-ownership.md).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ROLES } from '../../../shared/domain/roles';
import { oneOf, timestamps } from './columns';

/**
 * An account of the portal (decision 0008; seed 001 §3 "User: name, email, role"). The e-mail is
 * stored lower-cased and is unique; the password only as an argon2id hash.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower-cased on the way in (shared email rule); unique. */
    email: text('email').notNull(),
    /** One of ROLES (src/shared/domain/roles.ts), canonical form. */
    role: text('role', { enum: ROLES }).notNull(),
    /** argon2id PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`); null until a password is set. */
    passwordHash: text('password_hash'),
    /** Set when the password last changed; sessions begun before a reset are revoked anyway. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** A deactivated account cannot sign in and its sessions end (admin, decision 0010). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * When the owner proved the address (decision 0013): a verification link, a set-password or
     * reset link, an invitation link, or an account made by the office. Null: a self-signup
     * not yet confirmed, which owns nothing found by address.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Reviewing interests: keywords of what the person reviews (OJS's "reviewing interests",
     * brought in by the OJS users import, decision 0096), first spelling of each. The reviewer
     * record's expertise lists them after the accepted applications' keywords (decision 0079).
     */
    reviewingInterests: text('reviewing_interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    /** The queue's search on the author's name (`name ILIKE '%…%'`, decision 0080). */
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A signed-in session: one refresh-token family (decision 0008). Every refresh rotates the token
 * within the family; presenting a rotated token again revokes the family. Access tokens
 * name their session (`sid`), so a revoked session stops them at once too.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end: refreshing never extends a session past it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** 'logout' | 'reuse' | 'password_reset' | 'deactivated' … */
    revokedReason: text('revoked_reason'),
    /** The browser's User-Agent at sign-in (≤ 300 characters), to show the user their sessions. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The refresh tokens of a session, only as sha256 hashes. `usedAt` null marks the family's
 * current token; a used one presented again is a reuse.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** sha256 (hex) of the token (≥ 256 random bits): a lookup key that reveals nothing. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const PASSWORD_TOKEN_PURPOSES = ['reset', 'set'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/**
 * Single-use links that let someone choose a password (decision 0008): `reset` (15 minutes, seed
 * 001 §9) and `set` (a new account's first password, decisions 0009 and 0010). Stored only as hashes.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PASSWORD_TOKEN_PURPOSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_tokens_user_idx').on(t.userId),
    check('password_tokens_purpose_check', oneOf(t.purpose, PASSWORD_TOKEN_PURPOSES)),
  ],
);

/**
 * Sign-in throttle counters (decision 0013): failures per key in a window. Keys: `pair:{email}|{ip}`
 * (blocks one account from one address), `ip:{ip}` (failures from one address, across
 * accounts: spraying), `account:{email}` (slows an account down from everywhere, never
 * blocks it). Kept for any e-mail typed, existing or not, so throttling reveals nothing.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  /** Failures (attempts not yet refunded by a success) since `windowStart`. */
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * E-mail verification links (decision 0013): single-use, 24 hours, stored only as sha256. The
 * address is recorded with the token, so a link proves only the address it was sent to.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

export const RESET_REQUEST_PAGES = ['/reset-password', '/portal/reset-password'] as const;

/**
 * Password-reset requests waiting to be handled (decision 0013): the request only records the
 * address typed, the same work for every address; the mail loop looks the account up, issues
 * the link and enqueues the mail (or nothing), so the answer's timing tells nothing.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: serial('id').primaryKey(),
    /** The lower-cased address typed (or ADMIN_EMAIL for the portal's button). */
    email: text('email').notNull(),
    /** Only the admin account may get the link of the portal's button. */
    adminOnly: boolean('admin_only').notNull().default(false),
    page: text('page', { enum: RESET_REQUEST_PAGES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('password_reset_requests_pending_idx')
      .on(t.id)
      .where(sql`${t.handledAt} is null`),
    check('password_reset_requests_page_check', oneOf(t.page, RESET_REQUEST_PAGES)),
  ],
);

/**
 * Secrets the servers share, made on first use (the access tokens' signing key): kept in
 * the database so that several app servers agree without configuration.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  /** base64url of random bytes. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
