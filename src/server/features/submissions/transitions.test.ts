/**
 * Every workflow action from every status (decision 0009): allowed exactly where the workflow says,
 * through the real endpoints, by the right actor; refused with 409 and the current status
 * elsewhere; refused to the wrong role whatever the status.
 *
 * The expected table is written here a second time, from the specification (seed 001 §4
 * "Submission flow as driven by the buttons", the policy rule that a manuscript is withdrawn
 * only before peer review, and decision 0009), not read from the server's TRANSITIONS: a
 * wrong edit of the server's table then fails these tests instead of changing what they expect.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SUBMISSION_STATUSES,
  TRANSITIONS,
  type SubmissionStatus,
  type WorkflowAction,
  type WorkflowActor,
} from '../../../shared/domain/submission-workflow';
import { invitations, reviews, submissionFiles, submissions } from '../../db/schema';
import { SHARED_ARTICLES } from '../../test/app';
import { multipart } from '../../test/multipart';
import type { TestSession } from '../../test/accounts';
import { workflowSuite } from '../../test/workflow-suite';
import { postSimilarityCheck } from '../../test/similarity';

const PDF_PATH = path.join(SHARED_ARTICLES, 'elife/with-pdf/elife-19405-v1/elife-19405-v1.pdf');
const PDF = fs.readFileSync(PDF_PATH);

const {
  t,
  journal,
  as: { author, editor },
} = workflowSuite(['author', 'editor']);

/**
 * A submission in `status` with what any action needs beside the status: a manuscript, a
 * submitted review of its round, a proof.
 */
async function submissionIn(status: SubmissionStatus): Promise<number> {
  const [row] = await t.app.db
    .insert(submissions)
    .values({
      authorId: author.user.id,
      journalId: journal.id,
      title: `In ${status}`,
      abstract: 'An abstract.',
      articleType: 'Research Article',
      status,
    })
    .returning({ id: submissions.id });
  for (const kind of ['manuscript', 'proof'] as const) {
    const stored = await t.app.files.save({
      source: PDF_PATH,
      originalFilename: `${kind}.pdf`,
      contentType: 'application/pdf',
      visibility: 'private',
    });
    await t.app.db.insert(submissionFiles).values({
      submissionId: row.id,
      kind,
      round: 1,
      fileKey: stored.key,
      originalFilename: `${kind}.pdf`,
      contentType: 'application/pdf',
      byteSize: stored.byteSize,
    });
  }
  const [invite] = await t.app.db
    .insert(invitations)
    .values({
      submissionId: row.id,
      round: 1,
      reviewerEmail: 'r@example.org',
      tokenHash: `h-${row.id}-${Math.random()}`,
      status: 'submitted',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: invitations.id });
  await t.app.db
    .insert(reviews)
    .values({ invitationId: invite.id, submissionId: row.id, round: 1, recommendation: 'accept', comments: 'Fine.' });
  return row.id;
}

/** Calls the endpoint of `action` on submission `id` as `who`. */
function call(action: WorkflowAction, id: number, who: TestSession) {
  const json = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who.auth, ...(payload ? { payload } : {}) });
  const file = (url: string) => {
    const body = multipart({}, [{ field: 'file', name: 'file.pdf', type: 'application/pdf', data: PDF }]);
    return t.app.inject({ method: 'POST', url, headers: { ...who.auth, ...body.headers }, payload: body.payload });
  };
  const base = `/api/submissions/${id}`;
  const calls: Record<WorkflowAction, () => ReturnType<typeof json>> = {
    submit: () => json(`${base}/submit`),
    withdraw: () => json(`${base}/withdraw`),
    // Decision 0045: a similarity check first (refused, and ignored, where the status does not allow one).
    desk_send_to_review: async () => {
      await postSimilarityCheck(t.app, id, who.auth);
      return json(`${base}/desk`, { action: 'send_to_review' });
    },
    desk_reject: () => json(`${base}/desk`, { action: 'reject' }),
    decide_minor: () => json(`${base}/decision`, { decision: 'minor' }),
    decide_major: () => json(`${base}/decision`, { decision: 'major' }),
    decide_accept: () => json(`${base}/decision`, { decision: 'accept' }),
    decide_reject: () => json(`${base}/decision`, { decision: 'reject', note: 'Out of scope.' }),
    withdraw_from_review: () => json(`${base}/withdraw-from-review`, { reason: 'The author asked.' }),
    upload_revision: () => file(`${base}/revisions`),
    start_production: () => json(`${base}/production`),
    upload_proof: () => file(`${base}/proof`),
    approve_proof: () => json(`${base}/proof/approve`),
    request_proof_corrections: () => json(`${base}/proof/corrections`, { comments: 'Fix Table 2.' }),
    publish: () => json(`${base}/publish`),
  };
  return calls[action]();
}

/** The workflow as the specification states it: action → the statuses it starts from, where it leads, who takes it. */
const EXPECTED: Record<WorkflowAction, { from: SubmissionStatus[]; to: SubmissionStatus; actor: WorkflowActor }> = {
  submit: { from: ['draft'], to: 'submitted', actor: 'author' },
  withdraw: { from: ['draft', 'submitted'], to: 'withdrawn', actor: 'author' },
  desk_send_to_review: { from: ['submitted', 'resubmitted'], to: 'under_review', actor: 'editor' },
  desk_reject: { from: ['submitted'], to: 'desk_rejected', actor: 'editor' },
  decide_minor: { from: ['under_review', 'resubmitted'], to: 'revision_requested', actor: 'editor' },
  decide_major: { from: ['under_review', 'resubmitted'], to: 'revision_requested', actor: 'editor' },
  decide_accept: { from: ['under_review', 'resubmitted'], to: 'accepted', actor: 'editor' },
  // Decision 0036: reject and withdraw at any stage before acceptance (no dead end in review).
  decide_reject: { from: ['under_review', 'revision_requested', 'resubmitted'], to: 'rejected', actor: 'editor' },
  withdraw_from_review: {
    from: ['submitted', 'under_review', 'revision_requested', 'resubmitted'],
    to: 'withdrawn',
    actor: 'editor',
  },
  upload_revision: { from: ['revision_requested'], to: 'resubmitted', actor: 'author' },
  start_production: { from: ['accepted'], to: 'in_production', actor: 'editor' },
  upload_proof: { from: ['in_production', 'proof_uploaded'], to: 'proof_uploaded', actor: 'editor' },
  approve_proof: { from: ['proof_uploaded'], to: 'proof_approved', actor: 'author' },
  // Decision 0036: the author asks for corrections; the submission returns to production for a new proof.
  request_proof_corrections: { from: ['proof_uploaded'], to: 'in_production', actor: 'author' },
  publish: { from: ['proof_approved'], to: 'published', actor: 'editor' },
};

const actions = Object.keys(EXPECTED) as WorkflowAction[];

it('covers every action the server knows (a new action needs its row above)', () => {
  expect(Object.keys(TRANSITIONS).sort()).toEqual([...actions].sort());
});

describe.each(actions)('%s', (action) => {
  const rule = EXPECTED[action];
  const actor = () => (rule.actor === 'author' ? author : editor);
  const wrong = () => (rule.actor === 'author' ? editor : author);

  it.each(SUBMISSION_STATUSES)(`from %s`, async (from) => {
    const id = await submissionIn(from);
    const res = await call(action, id, actor());
    const [after] = await t.app.db
      .select({ status: submissions.status })
      .from(submissions)
      .where(eq(submissions.id, id));
    if (rule.from.includes(from)) {
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(after.status).toBe(rule.to);
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().currentStatus).toBe(from);
      expect(after.status).toBe(from);
    }
  });

  it('is refused to the other role, and the status stays', async () => {
    const from = rule.from[0];
    const id = await submissionIn(from);
    const res = await call(action, id, wrong());
    expect(res.statusCode).toBe(403);
    const [after] = await t.app.db
      .select({ status: submissions.status })
      .from(submissions)
      .where(eq(submissions.id, id));
    expect(after.status).toBe(from);
  });
});
