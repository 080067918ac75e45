/**
 * Who may run a journal-scoped admin route (docs/decisions/0059-journal-admin-scope.md):
 * the matrix role × journal × route. The routes are read from the application's registered routes
 * (`printRoutes` with their onRequest hooks), so a route added later under
 * `/api/admin/…/journals/:x` without the check, or without a case here, fails this test (and the
 * app refuses to boot with such a route: `assertJournalScoped`).
 *
 * Expected, per decision 0059: an admin may run every route on every journal; an editor-in-chief
 * or editor of journal A may run the `managers` routes (issues, their publication, the board) on A
 * and gets 404 on B, as for a journal that does not exist; on the `admin` routes (journal fields
 * and deadline defaults, retire/reinstate, cover, board photos, DOAJ export, a journal's mail
 * templates) they get 404 too. An associate editor of A, an editor without a journal role, the
 * site role editor_in_chief, a reviewer and an author get 404 everywhere; no session is 401.
 * The `chiefs` route (the export to OJS, decision 0092) is the journal's editor-in-chief's and
 * admins'; everyone else signed in gets 403 there.
 * A refused call changes nothing (the reported case: the other journal's issues stay as they were).
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalRole } from '../../../shared/domain/journal-roles';
import type { Role } from '../../../shared/domain/roles';
import { journalBoardMembers, journalIssues, ojsImportUploads } from '../../db/schema';
import { giveJournalRole, signInAs, type TestSession } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createArticle, createJournal } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { assertJournalScoped } from './journal-scope';

let t: TestApp;
afterAll(async () => t?.close());

interface Journal {
  id: number;
  abbreviation: string;
  title: string;
  /** An issue of the journal (future), for the calls on one issue. */
  issueId: number;
  /** A member of the journal's board, for the calls on one member. */
  memberId: number;
}
let A: Journal;
let B: Journal;

type Access = 'managers' | 'admin' | 'chiefs';
interface Request {
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}
interface Case {
  access: Access;
  /** The status of an allowed call (the call is well-formed; 400 where the body is left out on purpose). */
  ok: number;
  build(j: Journal): Promise<Request>;
}

let seq = 0;
const next = () => ++seq;

async function futureIssue(journalId: number): Promise<number> {
  const [row] = await t.app.db
    .insert(journalIssues)
    .values({ journalId, volume: `f${next()}`, number: '1', year: 2031, status: 'future' })
    .returning({ id: journalIssues.id });
  return row.id;
}

async function boardMember(journalId: number): Promise<number> {
  const [row] = await t.app.db
    .insert(journalBoardMembers)
    .values({ journalId, name: `Member ${next()}`, role: 'editor', affiliation: 'Somewhere', displayOrder: next() })
    .returning({ id: journalBoardMembers.id });
  return row.id;
}

/** An upload from OJS already imported into the journal (decision 0101), for the calls on one. */
async function ojsUpload(journalId: number): Promise<number> {
  const [row] = await t.app.db
    .insert(ojsImportUploads)
    .values({ journalId, kind: 'native', fileName: `export-${next()}.xml`, byteSize: 1, state: 'imported' })
    .returning({ id: ojsImportUploads.id });
  return row.id;
}

const wrongFile = () => {
  // A multipart body without the expected file field: an allowed caller reaches the handler's 400.
  const body = multipart({}, [{ field: 'other', name: 'x.txt', type: 'text/plain', data: Buffer.from('x') }]);
  return { payload: body.payload, headers: body.headers };
};

const TEMPLATE = 'workflow.decision.reject';

/** One case per journal-scoped route: its expected scope and a well-formed call on journal `j`. */
const CASES: Record<string, Case> = {
  'PUT /api/admin/journals/:id': {
    access: 'admin',
    ok: 200,
    build: async (j) => ({
      url: `/api/admin/journals/${j.id}`,
      payload: { title: j.title, abbreviation: j.abbreviation, category: 'Life Sciences', reviewResponseDays: 10 },
    }),
  },
  'POST /api/admin/journals/:id/retire': {
    access: 'admin',
    ok: 200,
    build: async (j) => ({ url: `/api/admin/journals/${j.id}/retire` }),
  },
  'POST /api/admin/journals/:id/reinstate': {
    access: 'admin',
    ok: 200,
    build: async (j) => ({ url: `/api/admin/journals/${j.id}/reinstate` }),
  },
  'POST /api/admin/journals/:id/cover': {
    access: 'admin',
    ok: 400,
    build: async (j) => ({ url: `/api/admin/journals/${j.id}/cover`, ...wrongFile() }),
  },
  'GET /api/admin/journals/:id/board': {
    access: 'managers',
    ok: 200,
    build: async (j) => ({ url: `/api/admin/journals/${j.id}/board` }),
  },
  'POST /api/admin/journals/:id/board': {
    access: 'managers',
    ok: 201,
    build: async (j) => ({
      url: `/api/admin/journals/${j.id}/board`,
      payload: { name: `Added ${next()}`, role: 'associate_editor', affiliation: 'Elsewhere' },
    }),
  },
  'POST /api/admin/journals/:id/board/order': {
    access: 'managers',
    ok: 200,
    build: async (j) => {
      const rows = await t.app.db
        .select({ id: journalBoardMembers.id })
        .from(journalBoardMembers)
        .where(eq(journalBoardMembers.journalId, j.id));
      return { url: `/api/admin/journals/${j.id}/board/order`, payload: { ids: rows.map((r) => r.id).reverse() } };
    },
  },
  'PUT /api/admin/journals/:id/board/:memberId': {
    access: 'managers',
    ok: 200,
    build: async (j) => ({
      url: `/api/admin/journals/${j.id}/board/${j.memberId}`,
      payload: { name: `Renamed ${next()}`, role: 'editor', affiliation: 'Somewhere' },
    }),
  },
  'DELETE /api/admin/journals/:id/board/:memberId': {
    access: 'managers',
    ok: 204,
    build: async (j) => ({ url: `/api/admin/journals/${j.id}/board/${await boardMember(j.id)}` }),
  },
  'POST /api/admin/journals/:id/board/:memberId/photo': {
    access: 'admin',
    ok: 400,
    build: async (j) => ({ url: `/api/admin/journals/${j.id}/board/${j.memberId}/photo`, ...wrongFile() }),
  },
  'GET /api/admin/journals/:abbreviation/issues': {
    access: 'managers',
    ok: 200,
    build: async (j) => ({ url: `/api/admin/journals/${j.abbreviation}/issues` }),
  },
  'GET /api/admin/journals/:abbreviation/issues/:id': {
    access: 'managers',
    ok: 200,
    build: async (j) => ({ url: `/api/admin/journals/${j.abbreviation}/issues/${j.issueId}` }),
  },
  'POST /api/admin/journals/:abbreviation/issues': {
    access: 'managers',
    ok: 201,
    build: async (j) => ({
      url: `/api/admin/journals/${j.abbreviation}/issues`,
      payload: { volume: `p${next()}`, number: '1', year: 2030, status: 'future' },
    }),
  },
  'PATCH /api/admin/journals/:abbreviation/issues/:id': {
    access: 'managers',
    ok: 200,
    build: async (j) => ({
      url: `/api/admin/journals/${j.abbreviation}/issues/${j.issueId}`,
      payload: { volume: `e${j.id}`, number: '1', year: 2030, title: `Renamed ${next()}`, status: 'future' },
    }),
  },
  'POST /api/admin/journals/:abbreviation/issues/:id/publish': {
    access: 'managers',
    ok: 200,
    build: async (j) => ({ url: `/api/admin/journals/${j.abbreviation}/issues/${await futureIssue(j.id)}/publish` }),
  },
  // The export to OJS Native XML: the journal's editor-in-chief and admins; others 403 (decision 0092).
  'GET /api/admin/journals/:abbreviation/ojs-export': {
    access: 'chiefs',
    ok: 200,
    build: async (j) => ({ url: `/api/admin/journals/${j.abbreviation}/ojs-export?format=3.4` }),
  },
  // Imports from OJS through the portal (decision 0101): admins only. An upload is made in the
  // journal for the calls on one; it is an imported one, so importing it again is the handler's 409.
  'POST /api/admin/journals/:abbreviation/ojs-imports': {
    access: 'admin',
    ok: 400,
    build: async (j) => ({ url: `/api/admin/journals/${j.abbreviation}/ojs-imports`, ...wrongFile() }),
  },
  'GET /api/admin/journals/:abbreviation/ojs-imports': {
    access: 'admin',
    ok: 200,
    build: async (j) => ({ url: `/api/admin/journals/${j.abbreviation}/ojs-imports` }),
  },
  'GET /api/admin/journals/:abbreviation/ojs-imports/:id': {
    access: 'admin',
    ok: 200,
    build: async (j) => ({ url: `/api/admin/journals/${j.abbreviation}/ojs-imports/${await ojsUpload(j.id)}` }),
  },
  'POST /api/admin/journals/:abbreviation/ojs-imports/:id/import': {
    access: 'admin',
    ok: 409,
    build: async (j) => ({ url: `/api/admin/journals/${j.abbreviation}/ojs-imports/${await ojsUpload(j.id)}/import` }),
  },
  'DELETE /api/admin/journals/:abbreviation/ojs-imports/:id': {
    access: 'admin',
    ok: 204,
    build: async (j) => ({ url: `/api/admin/journals/${j.abbreviation}/ojs-imports/${await ojsUpload(j.id)}` }),
  },
  // A journal with no published article answers 409 (decision 0090): the export gets one.
  'GET /api/admin/exports/doaj/journals/:id': {
    access: 'admin',
    ok: 200,
    build: async (j) => {
      await createArticle(t.app.db, j.id);
      return { url: `/api/admin/exports/doaj/journals/${j.id}` };
    },
  },
  // A journal's mail templates: the journal is named by `?journalId=` (decision 0053).
  'GET /api/admin/mail-templates': {
    access: 'admin',
    ok: 200,
    build: async (j) => ({ url: `/api/admin/mail-templates?journalId=${j.id}` }),
  },
  'GET /api/admin/mail-templates/:key': {
    access: 'admin',
    ok: 200,
    build: async (j) => ({ url: `/api/admin/mail-templates/${TEMPLATE}?journalId=${j.id}` }),
  },
  'PUT /api/admin/mail-templates/:key': {
    access: 'admin',
    ok: 200,
    build: async (j) => ({
      url: `/api/admin/mail-templates/${TEMPLATE}?journalId=${j.id}`,
      payload: { subject: 'Decision #{{submissionId}}', body: 'Our letter.{{reviewerComments}}' },
    }),
  },
  'DELETE /api/admin/mail-templates/:key': {
    access: 'admin',
    ok: 200,
    build: async (j) => ({ url: `/api/admin/mail-templates/${TEMPLATE}?journalId=${j.id}` }),
  },
  'POST /api/admin/mail-templates/:key/preview': {
    access: 'admin',
    ok: 200,
    build: async (j) => ({ url: `/api/admin/mail-templates/${TEMPLATE}/preview?journalId=${j.id}`, payload: {} }),
  },
};

/**
 * Every registered route as "METHOD /path" with the names of its onRequest hooks, read from
 * Fastify's route tree (printRoutes without the common-prefix compression: each line is one path
 * segment under its parent's; with the hooks, a "• (onRequest) [names]" line follows a route).
 */
function registeredRoutes(): { route: string; onRequest: string[] }[] {
  const routes: { route: string; onRequest: string[] }[] = [];
  const stack: string[] = [];
  let last: { route: string; onRequest: string[] }[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false, includeHooks: true }).split('\n')) {
    const hook = /• \(onRequest\) (\[.*\])$/.exec(line);
    if (hook) {
      // Names as printed: "checkJournalScope()".
      const names = (JSON.parse(hook[1]) as string[]).map((n) => n.replace(/\(\)$/, ''));
      for (const r of last) r.onRequest = names;
      continue;
    }
    const methodsOf = (list: string | undefined, path: string) =>
      (list ?? '')
        .split(', ')
        .filter(Boolean)
        .map((method) => ({ route: `${method} ${path}`, onRequest: [] as string[] }));
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (m) {
      stack.length = m[1].length / 4;
      stack.push(m[2]);
      last = methodsOf(m[3], stack.join(''));
      routes.push(...last);
      continue;
    }
    // Another route of the same node (other methods with other hooks): its segment again, indented.
    const more = /^(?:[│ ] {3})*(\S.*?) \(([A-Z, ]+)\)$/.exec(line);
    if (more && more[1] === stack[stack.length - 1]) {
      last = methodsOf(more[2], stack.join(''));
      routes.push(...last);
    }
  }
  return routes;
}

/** A route that acts on one journal: a journal in its admin path, or a mail template (journal by query). */
const journalScopedRoute = (route: string) =>
  !route.startsWith('HEAD ') &&
  (/^[A-Z]+ \/api\/admin\/(?:.+\/)?journals\/:/.test(route) || /^[A-Z]+ \/api\/admin\/mail-templates/.test(route));

interface Caller {
  name: string;
  session: TestSession | null;
  /** The routes of `access` this caller may run on journal A (on B: only the admin). */
  allowedOnA: (access: Access) => boolean;
  allowedOnB: boolean;
}
const callers: Caller[] = [];

async function caller(
  name: string,
  role: Role | null,
  journalRole: JournalRole | null,
  allowedOnA: (access: Access) => boolean,
  allowedOnB = false,
) {
  const session = role ? await signInAs(t.app, role) : null;
  if (session && journalRole) await giveJournalRole(t.app, session.user.id, A.id, journalRole);
  callers.push({ name, session, allowedOnA, allowedOnB });
}

async function journal(): Promise<Journal> {
  const j = await createJournal(t.app.db);
  return {
    id: j.id,
    abbreviation: j.abbreviation,
    title: j.title,
    issueId: await futureIssue(j.id),
    memberId: await boardMember(j.id),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  A = await journal();
  B = await journal();
  await caller('admin', 'admin', null, () => true, true);
  await caller(
    'editor-in-chief of A',
    'editor',
    'editor_in_chief',
    (access) => access === 'managers' || access === 'chiefs',
  );
  await caller('editor of A', 'editor', 'editor', (access) => access === 'managers');
  await caller('associate editor of A', 'associate_editor', 'associate_editor', () => false);
  await caller('editor without a journal role', 'editor', null, () => false);
  await caller('site editor-in-chief', 'editor_in_chief', null, () => false);
  await caller('reviewer', 'reviewer', null, () => false);
  await caller('author', 'author', null, () => false);
  await caller('no session', null, null, () => false);
});

describe('journal-scoped admin routes: role × journal × route (decision 0059)', () => {
  it('runs the one journal scope check on every registered journal-scoped route, each with a case here', () => {
    const registered = registeredRoutes();
    expect(registered.length).toBeGreaterThan(50);
    const scoped = registered.filter((r) => journalScopedRoute(r.route));
    // Fastify's tree merges the names of parameters at one position (`:id|:abbreviation`), so the
    // routes are compared with their parameters unnamed.
    const unnamed = (route: string) => route.replace(/:[^/]+/g, ':');
    expect(scoped.map((r) => unnamed(r.route)).sort()).toEqual(Object.keys(CASES).map(unnamed).sort());
    // The check of journal-scope.ts (its onRequest hook), not a route's own code.
    expect(scoped.filter((r) => !r.onRequest.includes('checkJournalScope')).map((r) => r.route)).toEqual([]);
  });

  const methodOf = (route: string) => route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

  it.each(Object.keys(CASES))('%s', async (route) => {
    const c = CASES[route];
    const failures: string[] = [];
    for (const who of callers) {
      for (const [label, j, allowed] of [
        ['A', A, who.allowedOnA(c.access)],
        ['B', B, who.allowedOnB],
      ] as const) {
        const request = await c.build(j);
        const res = await t.app.inject({
          method: methodOf(route),
          url: request.url,
          headers: { ...(request.headers ?? {}), ...(who.session?.auth ?? {}) },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        // The export to OJS refuses with 403 rather than a missing journal's 404 (decision 0092).
        const expected = who.session === null ? 401 : allowed ? c.ok : c.access === 'chiefs' ? 403 : 404;
        if (res.statusCode !== expected)
          failures.push(`${who.name} on ${label}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 120)}`);
        if (
          expected === 404 &&
          res.statusCode === 404 &&
          res.json().message !==
            `Journal ${route.includes(':abbreviation') ? `"${j.abbreviation}"` : `#${j.id}`} not found`
        ) {
          failures.push(`${who.name} on ${label}: 404 worded "${res.json().message}", not as a missing journal`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a journal route registered without the check', () => {
  it('stops the boot (the onRoute hook app.ts installs before the routes)', async () => {
    const bare = Fastify();
    bare.addHook('onRoute', assertJournalScoped);
    expect(() => bare.get('/api/admin/journals/:id/anything', async () => ({}))).toThrow(
      /names a journal but has no journal scope check/,
    );
    const fine = Fastify();
    fine.addHook('onRoute', assertJournalScoped);
    fine.get('/api/admin/journals', async () => []);
    fine.get(
      '/api/admin/journals/:id/x',
      { config: { journalScope: { from: { param: 'id' }, access: 'admin' } } },
      async () => ({}),
    );
    await expect(fine.ready()).resolves.toBeDefined();
    await Promise.all([bare.close(), fine.close()]);
  });
});

describe('the reported case: an associate editor of one journal and another journal’s issues', () => {
  it('cannot list, rename or create a current issue of the other journal; the public issues are unchanged', async () => {
    const jls = await journal();
    const jmhs = await journal();
    const assoc = await signInAs(t.app, 'associate_editor');
    await giveJournalRole(t.app, assoc.user.id, jls.id, 'associate_editor');
    const publicBefore = (await t.app.inject({ url: `/api/journals/${jmhs.abbreviation}/issues` })).body;
    const base = `/api/admin/journals/${jmhs.abbreviation}/issues`;
    const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: assoc.auth, ...(payload ? { payload } : {}) });
    expect((await send('GET', base)).statusCode).toBe(404);
    const issue = { volume: '66', number: '6', year: 2026, title: 'Taken over', status: 'current' };
    expect((await send('PATCH', `${base}/${jmhs.issueId}`, issue)).statusCode).toBe(404);
    expect((await send('POST', base, { ...issue, volume: '67' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/journals/${jmhs.abbreviation}/issues` })).body).toBe(publicBefore);
    const rows = await t.app.db.select().from(journalIssues).where(eq(journalIssues.journalId, jmhs.id));
    expect(rows.map((r) => [r.title, r.status])).toEqual([[null, 'future']]);
    // Its own journal's issues are journal administration too: not an associate editor's (404).
    expect((await send('GET', `/api/admin/journals/${jls.abbreviation}/issues`)).statusCode).toBe(404);
  });
});
