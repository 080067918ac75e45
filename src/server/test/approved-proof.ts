/**
 * A submission taken the whole way to an approved proof through the API (draft, review,
 * acceptance, production, proof, approval), ready for `POST /api/submissions/{id}/publish`.
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../db/schema';
import { giveJournalRole } from './accounts';
import { invitationTokenOf, type workflowCalls } from './workflow-calls';
import type { WorkflowSuite } from './workflow-suite';
import { passSimilarityCheck } from './similarity';

/** @returns the submission id, status `proof_approved` */
export async function approvedProof(
  suite: WorkflowSuite<'author' | 'editor'>,
  calls: ReturnType<typeof workflowCalls>,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const { t, as } = suite;
  const { post, upload, draft } = calls;
  // The editor handles the journal it goes to (decision 0037's scope).
  const journalId = typeof extra.journalId === 'number' ? extra.journalId : suite.journal.id;
  await giveJournalRole(t.app, as.editor.user.id, journalId);
  const reviewerEmail = `rev.${Date.now()}.${Math.random().toString(36).slice(2)}@example.org`;
  const id = await draft(as.author, extra);
  expect((await upload(`/api/submissions/${id}/upload?kind=manuscript`, as.author.auth)).statusCode).toBe(201);
  expect((await post(`/api/submissions/${id}/submit`, as.author.auth)).statusCode).toBe(200);
  await passSimilarityCheck(t.app, id, as.editor.auth);
  expect((await post(`/api/submissions/${id}/desk`, as.editor.auth, { action: 'send_to_review' })).statusCode).toBe(
    200,
  );
  const invite = await post(`/api/submissions/${id}/invites`, as.editor.auth, { reviewerEmail });
  expect(invite.statusCode).toBe(201);
  const inviteId = invite.json().inviteId as number;
  const token = await invitationTokenOf(t.app.db, inviteId);
  expect((await post('/api/public/invites/accept', null, { token })).statusCode).toBe(200);
  const [setPassword] = await t.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, reviewerEmail), eq(outbox.kind, 'auth.set_password')));
  const setToken = /token=([A-Za-z0-9_-]+)/.exec(setPassword.text)![1];
  await post('/api/password-reset/confirm', null, { token: setToken, password: 'Reviewer-Pass-1' });
  const login = await post('/api/login', null, { email: reviewerEmail, password: 'Reviewer-Pass-1' });
  const reviewer = { authorization: `Bearer ${login.json().token}` };
  const review = await upload(`/api/invites/${inviteId}/reviews`, reviewer, 'attachments', 'notes.pdf', undefined, {
    recommendation: 'minor',
    comments: 'Fine.',
    conflictOfInterest: 'none',
  });
  expect(review.statusCode).toBe(201);
  expect((await post(`/api/submissions/${id}/decision`, as.editor.auth, { decision: 'accept' })).statusCode).toBe(200);
  expect((await post(`/api/submissions/${id}/production`, as.editor.auth)).statusCode).toBe(200);
  expect((await upload(`/api/submissions/${id}/proof`, as.editor.auth, 'file', 'proof.pdf')).statusCode).toBe(201);
  expect((await post(`/api/submissions/${id}/proof/approve`, as.author.auth)).statusCode).toBe(200);
  return id;
}
