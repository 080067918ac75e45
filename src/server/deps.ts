/**
 * The one `Deps` type and the one function that builds it (docs/decisions/0068-deps-one-composition.md).
 *
 * Fastify decorators (`app.db`, `app.mailer`, …) are how plugins and route files find the
 * app's services; a use case never sees the Fastify instance. It receives explicit
 * dependencies: a single database or transaction handle as a parameter (`DbOrTx`), or, when it
 * needs two or more services, a `Pick<Deps, …>` of the object built here. The parts one feature
 * provides for another (peer review's views for submissions, reviews' `reviewOf` for
 * invitations, deposits' DOI registration for publishing) are joined here too, by app.ts (the
 * composition root), instead of travelling as plugin options. `src/server/deps.test.ts` fails on
 * a hand-built deps type or on a decorator read from a use-case file.
 *
 * This file imports no feature's use cases, only the features' `ports.ts` files, which declare the
 * parts' types and import no use case, so that every feature may import it without forming an
 * import cycle (decision 0015).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import type { DoiRegistration } from './features/deposits/ports';
import type { ReviewOfInvitation } from './features/invitations/ports';
import type { OrcidCredit } from './features/orcid/ports';
import type { CloseInvitations, PeerReviewViews } from './features/submissions/ports';
import type { FileStore } from './lib/file-store';
import type { Storage } from './lib/storage';
import type { AccessTokenSigner } from './plugins/auth';
import type { Mailer } from './plugins/mailer';

/** Every service a use case may be given; each use case takes a `Pick<Deps, …>` of it. */
export interface Deps {
  /** The database (PGlite or PostgreSQL; db/client.ts). */
  db: Db;
  /** Stored files' records over `storage` (lib/file-store.ts). */
  files: FileStore;
  /** File bytes: disk under DATA_DIR/files or S3 (lib/storage.ts). */
  storage: Storage;
  /** The mail outbox: `enqueue(tx, message)` in the causing transaction (plugins/mailer.ts). */
  mailer: Mailer;
  /** PUBLIC_URL, the origin of every link in mails and documents. */
  publicUrl: string;
  /** EDITORIAL_EMAIL: intake notices, and editors' notices when a journal has no editor-in-chief (decision 0054). */
  editorialEmail: string;
  /** ADMIN_EMAIL: where the portal's "forgot password" button sends the reset link. */
  adminEmail: string;
  /** Signs and verifies access tokens (features/accounts/access-tokens.ts, via plugins/auth.ts). */
  accessTokens: AccessTokenSigner;
  /** The key each next refresh token is derived with (an app secret, features/accounts/app-secret.ts). */
  refreshKey: () => Promise<Uint8Array>;
  /** The key device cookies are signed with (an app secret, features/accounts/app-secret.ts). */
  deviceKey: () => Promise<Uint8Array>;
  /** DOIs and Crossref deposits at publication (features/deposits; decisions 0027 and 0052). */
  doiRegistration: DoiRegistration;
  /** Credit pushed to ORCID records at publication and on a completed review (features/orcid; decision 0088). */
  orcidCredit: OrcidCredit;
  /** What a submission shows of its peer review (features/invitations and features/reviews). */
  peerReview: PeerReviewViews;
  /** Closes open invitations when a decision or a withdrawal ends the review (features/invitations; decision 0036). */
  closeInvitations: CloseInvitations;
  /** The reviewer's own review in an invitation's detail (features/reviews). */
  reviewOf: ReviewOfInvitation;
}

/** The parts features build for one another, which app.ts (the composition root) hands to {@link depsOf}. */
export type DepsParts = Pick<Deps, 'refreshKey' | 'deviceKey' | 'peerReview' | 'reviewOf'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The one `Deps` (src/server/deps.ts), decorated by app.ts before any route is registered. */
    deps: Deps;
  }
}

/**
 * Builds the one `Deps` from the app's decorators (config, db, files, storage, mailer,
 * accessTokens, doiRegistration, orcidCredit: register their plugins first) and the cross-feature `parts`.
 * Call once, in app.ts; routes read the result as `app.deps`.
 */
export function depsOf(app: FastifyInstance, parts: DepsParts): Deps {
  return {
    db: app.db,
    files: app.files,
    storage: app.storage,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    editorialEmail: app.config.editorialEmail,
    adminEmail: app.config.adminEmail,
    accessTokens: app.accessTokens,
    doiRegistration: app.doiRegistration,
    orcidCredit: app.orcidCredit,
    closeInvitations: parts.peerReview.closeOpenInvitations,
    ...parts,
  };
}
