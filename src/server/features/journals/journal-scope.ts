/**
 * Who may run a journal-scoped admin route (docs/decisions/0059-journal-admin-scope.md,
 * building on 0037-editor-scope.md; the rules are the journal policy's, policy.ts, decision
 * 0066): ONE check, used by every route under
 * `/api/admin/journals/{id|abbreviation}/…`, the DOAJ export of a journal and the mail templates
 * of a journal (`?journalId=`).
 *
 * - `managers` routes (issues, their publication, the editorial board): an admin, or an account
 *   holding the journal role editor-in-chief or editor on THAT journal (journal_editors,
 *   journal-roles.ts; only a site-role editor can hold them, `journalRolesFor`).
 * - `chiefs` routes (the export to OJS Native XML, decision 0092): an admin, or the journal's
 *   editor-in-chief (journal role). A signed-in account refused here gets 403, not 404: the
 *   journal is public and the task's rule names the refusal (decision 0092).
 * - `admin` routes (the journal's own fields and deadline defaults, retire/reinstate, cover,
 *   board photos, DOAJ export, per-journal mail templates): an admin only.
 *
 * Everyone else (an associate editor, an editor of another journal, a reviewer, an author, the
 * site role editor_in_chief, which holds no journal role) gets 404 with the same message as a
 * journal that does not exist, so the answer reveals nothing; no session is 401 as everywhere.
 * The check runs as an onRequest hook, before the body is read (an upload from someone not
 * allowed is refused before a byte is stored), and an onRoute hook refuses to boot an app that
 * registers a journal-scoped path without it.
 */
import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { AppInstance } from '../../app-types';
import { journals } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { permits } from '../../lib/authorize';
import { journalFacts, journalPolicy, runsEveryJournal, type JournalAction } from './policy';
import type { DbOrTx } from '../../db/client';

/** Which accounts besides admins may run a route on a journal. */
export type JournalAccess = 'managers' | 'admin' | 'chiefs';

export { JOURNAL_MANAGER_ROLES } from './policy';

/** The journal policy's action behind each kind of route. */
const ACTION: Record<JournalAccess, JournalAction> = { managers: 'manage', admin: 'administer', chiefs: 'export' };

/** Where a route names its journal: a path parameter (id or abbreviation) or the `journalId` query. */
export type JournalRef = { param: 'id' | 'abbreviation' } | { query: 'journalId' };

/** What a scoped route carries in its `config.journalScope` (read by the boot check and the tests). */
export interface JournalScopeConfig {
  from: JournalRef;
  access: JournalAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by {@link journalScoped}: the route names a journal and checks who may act on it. */
    journalScope?: JournalScopeConfig;
  }
}

/** The journal a scoped request may act on. */
export interface ScopedJournal {
  id: number;
  abbreviation: string;
  title: string;
}

const MAX_SERIAL = 2_147_483_647;

/** The journal each scoped request was allowed on, kept by the hook for the handler. */
const allowed = new WeakMap<FastifyRequest, ScopedJournal>();

/**
 * The journal the route's {@link journalScoped} hook looked up and allowed for `request`, so
 * that the handler does not read it again.
 * @throws Error when the route has no such hook (a programming error, not a request's)
 */
export function scopedJournalOf(request: FastifyRequest): ScopedJournal {
  const journal = allowed.get(request);
  if (!journal) throw new Error(`${request.method} ${request.routeOptions.url} has no journal scope check`);
  return journal;
}

/** The 404 of a journal the caller may not see, worded as for one that does not exist. */
function notFound(named: string | number): AppError {
  return new AppError(
    'NOT_FOUND',
    typeof named === 'number' ? `Journal #${named} not found` : `Journal "${named}" not found`,
  );
}

/**
 * The journal `ref` names, when `user` may run an `access` route on it.
 * @param ref `{ id }` or `{ abbreviation }` (any case)
 * @returns the journal's id, abbreviation and title
 * @throws AppError NOT_FOUND when there is no such journal, or `user` may not act on it (the
 *   same answer; the journal policy's `manage` for `managers`, `administer` for `admin`)
 */
export async function journalScope(
  db: DbOrTx,
  user: Pick<AuthUser, 'id' | 'role'>,
  ref: { id: number } | { abbreviation: string },
  access: JournalAccess,
): Promise<ScopedJournal> {
  const [journal] = await db
    .select({ id: journals.id, abbreviation: journals.abbreviation, title: journals.title })
    .from(journals)
    .where(
      'id' in ref ? eq(journals.id, ref.id) : sql`lower(${journals.abbreviation}) = lower(${ref.abbreviation.trim()})`,
    )
    .limit(1);
  const named = 'id' in ref ? ref.id : ref.abbreviation;
  if (!journal) throw notFound(named);
  const facts = access === 'admin' ? { journalRole: null } : await journalFacts(db, user, journal);
  if (permits(journalPolicy, user, ACTION[access], journal, facts)) return journal;
  if (access === 'chiefs') throw new AppError('FORBIDDEN', EXPORT_FORBIDDEN_MESSAGE);
  throw notFound(named);
}

/** The 403 of a `chiefs` route (decision 0092). */
export const EXPORT_FORBIDDEN_MESSAGE = "Only the journal's editor-in-chief or an admin may export it";

/** A serial id as the route's zod params coerce it (`Number`), or null when it is not one. */
function serialOf(raw: unknown): number | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= MAX_SERIAL ? n : null;
}

/**
 * The journal reference of a request (raw params and query, as onRequest sees them), or null
 * when none is given (a `?journalId=` route called without it) or it is malformed.
 */
function refOf(request: FastifyRequest, from: JournalRef): { id: number } | { abbreviation: string } | null | 'bad' {
  if ('query' in from) {
    const raw = (request.query as Record<string, unknown> | undefined)?.[from.query];
    if (raw === undefined) return null;
    const id = serialOf(raw);
    return id === null ? 'bad' : { id };
  }
  const raw = (request.params as Record<string, unknown>)[from.param];
  if (from.param === 'abbreviation') {
    return typeof raw === 'string' && raw.trim() !== '' && raw.length <= 100 ? { abbreviation: raw } : 'bad';
  }
  const id = serialOf(raw);
  return id === null ? 'bad' : { id };
}

/**
 * Route options for a journal-scoped admin route: an onRequest hook that authenticates (401)
 * and runs {@link journalScope} (404), and `config.journalScope` saying so.
 * @param options.unscoped the onRequest hook for a `?journalId=` route called without it (the
 *   site-wide texts: `app.requirePermission(...)`); required with `{ query }`
 */
export function journalScoped(
  app: AppInstance,
  from: JournalRef,
  access: JournalAccess,
  options: { unscoped?: onRequestHookHandler } = {},
): { onRequest: onRequestHookHandler; config: { journalScope: JournalScopeConfig } } {
  const onRequest = async function checkJournalScope(
    request: FastifyRequest,
    reply: Parameters<onRequestHookHandler>[1],
  ) {
    const ref = refOf(request, from);
    if (ref === null) {
      if (!options.unscoped) throw new AppError('NOT_FOUND', 'Journal not found');
      return options.unscoped.call(app, request, reply, () => undefined);
    }
    await app.requireUser.call(app, request, reply, () => undefined);
    const user = request.user!;
    if (ref === 'bad') {
      // An admin learns what is wrong from the route's own validation (400); others 404.
      if (runsEveryJournal(user)) return;
      throw new AppError('NOT_FOUND', 'Journal not found');
    }
    allowed.set(request, await journalScope(app.db, user, ref, access));
  } as onRequestHookHandler;
  return { onRequest, config: { journalScope: { from, access } } };
}

/** Paths that name one journal and so must carry {@link journalScoped}: `/api/admin/…/journals/:x…`. */
export const JOURNAL_SCOPED_PATH = /^\/api\/admin\/(?:.+\/)?journals\/:/;

/**
 * onRoute hook (app.ts registers it before any route): refuses to register a route whose path
 * names a journal ({@link JOURNAL_SCOPED_PATH}) without `config.journalScope`, so a new journal
 * route cannot ship without the check.
 * @throws Error at registration
 */
export function assertJournalScoped(route: RouteOptions): void {
  if (!JOURNAL_SCOPED_PATH.test(route.url)) return;
  const config = route.config as { journalScope?: JournalScopeConfig } | undefined;
  if (!config?.journalScope) {
    throw new Error(
      `${String(route.method)} ${route.url} names a journal but has no journal scope check (journalScoped, decision 0059)`,
    );
  }
}
