/**
 * The workflow calls most submission and invitation tests make, over a {@link WorkflowSuite}:
 * JSON posts and gets, a PDF upload, a draft in the suite's journal, and a submission taken to
 * `under_review` with one invitation (its id and mailed token).
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { outbox, submissions } from '../db/schema';
import type { TestSession } from './accounts';
import { multipart } from './multipart';
import type { WorkflowSuite } from './workflow-suite';
import { PDF } from './manuscript-pdf';
import { passSimilarityCheck } from './similarity';

export { PDF } from './manuscript-pdf';

/** The accept token of invitation `inviteId`, read from its invitation mail in the outbox. */
export async function invitationTokenOf(db: Db, inviteId: number): Promise<string> {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.ref, `invitation:${inviteId}`));
  return /\/invites\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
}

/** The calls, bound to `suite` (use them inside tests: the suite fills in `beforeAll`). */
export function workflowCalls(suite: WorkflowSuite<'author' | 'editor'>) {
  const { t, journal } = suite;
  const author = suite.as.author;
  const editor = suite.as.editor;
  const post = (url: string, auth: Auth | null, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: auth ?? {}, ...(payload ? { payload } : {}) });
  const get = (url: string, auth: Auth | null) => t.app.inject({ method: 'GET', url, headers: auth ?? {} });
  const upload = (
    url: string,
    auth: Auth,
    field = 'file',
    name = 'manuscript-by-ada-lovelace.pdf',
    data: Buffer = PDF,
    fields: Record<string, string> = {},
  ) => {
    const body = multipart(fields, [{ field, name, type: 'application/pdf', data }]);
    return t.app.inject({ method: 'POST', url, headers: { ...auth, ...body.headers }, payload: body.payload });
  };

  async function draft(who = author, extra: Record<string, unknown> = {}) {
    const res = await post('/api/submissions/draft', who.auth, {
      title: 'Tidal heating of icy moons',
      abstract: 'We model tidal dissipation in the ice shells of Europa and Enceladus.',
      journalId: journal.id,
      articleType: 'Research Article',
      keywords: 'tides, ice, moons',
      coAuthors: 'Grace Hopper; Katherine Johnson',
      ...extra,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  }

  /** A submission taken to `under_review` with one invitation; returns ids and the mailed token. */
  async function underReview(reviewerEmail: string) {
    const id = await draft();
    expect((await upload(`/api/submissions/${id}/upload?kind=manuscript`, author.auth)).statusCode).toBe(201);
    expect((await post(`/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(200);
    await passSimilarityCheck(t.app, id, editor.auth);
    expect((await post(`/api/submissions/${id}/desk`, editor.auth, { action: 'send_to_review' })).statusCode).toBe(200);
    const invite = await post(`/api/submissions/${id}/invites`, editor.auth, { reviewerEmail });
    expect(invite.statusCode).toBe(201);
    const inviteId = invite.json().inviteId as number;
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.ref, `invitation:${inviteId}`));
    const token = /\/invites\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    return { id, inviteId, token, mail };
  }

  const status = async (id: number) =>
    (await t.app.db.select().from(submissions).where(eq(submissions.id, id)))[0].status;
  return { post, get, upload, draft, underReview, status };
}

export type Auth = { authorization: string };
export type { TestSession };
