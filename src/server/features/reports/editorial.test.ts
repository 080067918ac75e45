/**
 * The editorial reports over HTTP (docs/decisions/0086-editorial-reports.md) on a crafted office
 * whose every figure is worked out by hand below: counts of the period, the two rates, medians
 * and 90th percentiles (percentile_cont: linear interpolation at position p·(n−1) of the sorted
 * values), reviewers, decline reasons, the workload now and the months; who may read them
 * (editors-in-chief of their journals, admins of all; others 403, no session 401, another
 * journal or editor 404), bad dates 400, and the CSV downloads.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  invitationTimeline,
  invitations,
  reviews,
  submissionEvents,
  submissionMilestones,
  submissionTimeline,
  submissions,
} from '../../db/schema';
import { createTestUser, giveJournalRole, signInAs, type TestSession } from '../../test/accounts';
import { createJournal } from '../../test/factories';
import { workflowSuite } from '../../test/workflow-suite';

const suite = workflowSuite(['author', 'admin']);
const { t, journal: journalA, as } = suite;

/** 2026-mm-dd at `hour` UTC. */
const day = (month: number, date: number, year = 2026, hour = 9) => new Date(Date.UTC(year, month - 1, date, hour));

let journalB: { id: number };
let chiefA: TestSession;
let chiefB: TestSession;
let editorA: TestSession;
let associateA: TestSession;
let reviewer: TestSession;
let ed: number;
let assoc: number;
let r1: { id: number; email: string; name: string };
let r2: { id: number; email: string; name: string };
let r3: { id: number; email: string; name: string };

const get = (url: string, auth?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, headers: auth ?? {} });
const Q1 = 'from=2026-01-01&to=2026-03-31';

let tokens = 0;

/** A submission of journal `journalId` with its history (`events`: action → time). */
async function submission(
  journalId: number,
  o: {
    status: (typeof submissions.$inferInsert)['status'];
    submittedAt: Date;
    handling?: number;
    associate?: number;
    revisionDue?: string;
    events: [string, Date][];
  },
): Promise<number> {
  const authorId = as.author.user.id;
  const [row] = await t.app.db
    .insert(submissions)
    .values({
      authorId,
      journalId,
      title: `Crafted ${o.status}`,
      articleType: 'research-article',
      status: o.status,
      submittedAt: o.submittedAt,
      handlingEditorId: o.handling ?? null,
      associateEditorId: o.associate ?? null,
      revisionDue: o.revisionDue ?? null,
      createdAt: o.submittedAt,
      updatedAt: o.submittedAt,
    })
    .returning({ id: submissions.id });
  const events: [string, Date][] = [['submit', o.submittedAt], ...o.events];
  await t.app.db.insert(submissionEvents).values(
    events.map(([action, at]) => ({
      submissionId: row!.id,
      actorRole: action === 'submit' || action === 'withdraw' ? ('author' as const) : ('editor' as const),
      action,
      createdAt: at,
    })),
  );
  return row!.id;
}

/** An invitation to `email` on `submissionId`, and its review when `reviewedAt` is given. */
async function invitation(
  submissionId: number,
  o: {
    email: string;
    reviewerId?: number;
    status: 'pending' | 'accepted' | 'declined' | 'submitted';
    sentAt: Date;
    respondedAt?: Date;
    reason?: string;
    respondBy?: string;
    reviewDue?: string;
    reviewedAt?: Date;
  },
) {
  tokens += 1;
  const [row] = await t.app.db
    .insert(invitations)
    .values({
      submissionId,
      round: 1,
      reviewerEmail: o.email,
      reviewerId: o.reviewerId ?? null,
      tokenHash: `crafted-report-token-${tokens}`,
      status: o.status,
      expiresAt: day(12, 31, 2999),
      respondedAt: o.respondedAt ?? null,
      declineReason: o.reason ?? null,
      respondBy: o.respondBy ?? '2999-01-01',
      reviewDue: o.reviewDue ?? '2999-01-31',
      createdAt: o.sentAt,
      updatedAt: o.sentAt,
    })
    .returning({ id: invitations.id });
  if (o.reviewedAt) {
    await t.app.db.insert(reviews).values({
      invitationId: row!.id,
      submissionId,
      round: 1,
      recommendation: 'minor',
      comments: 'Fine.',
      submittedAt: o.reviewedAt,
    });
  }
}

beforeAll(async () => {
  journalB = await createJournal(t.app.db, { isHouse: true });
  chiefA = await signInAs(t.app, 'editor');
  await giveJournalRole(t.app, chiefA.user.id, journalA.id, 'editor_in_chief');
  chiefB = await signInAs(t.app, 'editor');
  await giveJournalRole(t.app, chiefB.user.id, journalB.id, 'editor_in_chief');
  editorA = await signInAs(t.app, 'editor');
  await giveJournalRole(t.app, editorA.user.id, journalA.id, 'editor');
  associateA = await signInAs(t.app, 'associate_editor');
  await giveJournalRole(t.app, associateA.user.id, journalA.id, 'associate_editor');
  reviewer = await signInAs(t.app, 'reviewer');
  ed = editorA.user.id;
  assoc = associateA.user.id;
  const reviewerAccount = async (name: string) => {
    const u = await createTestUser(t.app, { role: 'reviewer', name });
    return { id: u.id, email: u.email, name };
  };
  r1 = await reviewerAccount('Ada Reviewer');
  r2 = await reviewerAccount('Bo Reviewer');
  r3 = await reviewerAccount('Cy Reviewer');

  const A = journalA.id;
  // S1: received 01-05, desk-rejected 01-07 (first decision after 2 days).
  await submission(A, { status: 'desk_rejected', submittedAt: day(1, 5), events: [['desk_reject', day(1, 7)]] });
  // S2: received 01-10, sent to review 01-12, accepted 02-11 (32 days: first decision and
  // acceptance), published 03-13 (30 days after).
  const s2 = await submission(A, {
    status: 'published',
    submittedAt: day(1, 10),
    handling: ed,
    events: [
      ['desk_send_to_review', day(1, 12)],
      ['decide_accept', day(2, 11)],
      ['publish', day(3, 13)],
    ],
  });
  // S3: received and sent to review in 2025; major revision 2026-01-19 (its first decision, 30
  // days), sent again 02-10 (not counted), rejected 03-01.
  const s3 = await submission(A, {
    status: 'rejected',
    submittedAt: day(12, 20, 2025),
    events: [
      ['desk_send_to_review', day(12, 22, 2025)],
      ['decide_major', day(1, 19)],
      ['upload_revision', day(2, 5)],
      ['desk_send_to_review', day(2, 10)],
      ['decide_reject', day(3, 1)],
    ],
  });
  // S4: received 02-01, withdrawn 02-03.
  await submission(A, { status: 'withdrawn', submittedAt: day(2, 1), events: [['withdraw', day(2, 3)]] });
  // S5: received 02-15, sent 02-16, minor revision 03-17 (30 days); its revision is overdue now.
  const s5 = await submission(A, {
    status: 'revision_requested',
    submittedAt: day(2, 15),
    handling: ed,
    revisionDue: '2000-01-01',
    events: [
      ['desk_send_to_review', day(2, 16)],
      ['decide_minor', day(3, 17)],
    ],
  });
  // S6: received 03-20, waiting for desk review, no handling editor.
  await submission(A, { status: 'submitted', submittedAt: day(3, 20), events: [] });
  // S7: accepted in 2025-12-01, published 2026-01-15 (45 days after acceptance).
  await submission(A, {
    status: 'published',
    submittedAt: day(11, 1, 2025),
    events: [
      ['desk_send_to_review', day(11, 2, 2025)],
      ['decide_accept', day(12, 1, 2025)],
      ['publish', day(1, 15)],
    ],
  });
  // S9: received after the period (04-02), waiting for desk review, handled by Ed.
  const s9 = await submission(A, { status: 'submitted', submittedAt: day(4, 2), handling: ed, events: [] });
  // S10: received 03-01, sent 03-02, under review: one invitation overdue, one accepted; Ed
  // handles it, the associate assists.
  const s10 = await submission(A, {
    status: 'under_review',
    submittedAt: day(3, 1),
    handling: ed,
    associate: assoc,
    events: [['desk_send_to_review', day(3, 2)]],
  });
  // S8, journal B: received 01-06, desk-rejected 01-08.
  await submission(journalB.id, {
    status: 'desk_rejected',
    submittedAt: day(1, 6),
    events: [['desk_reject', day(1, 8)]],
  });

  // Invitations. Response times in the period: I1 2, I2 1, I3 4, I4 1, I5 2, I8 1 days.
  await invitation(s2, {
    email: r1.email,
    reviewerId: r1.id,
    status: 'submitted',
    sentAt: day(1, 12),
    respondedAt: day(1, 14),
    reviewedAt: day(2, 3),
  }); // I1: turnaround 20
  await invitation(s2, {
    email: 'busy@example.org',
    status: 'declined',
    sentAt: day(1, 12),
    respondedAt: day(1, 13),
    reason: 'Too busy',
  }); // I2
  await invitation(s5, {
    email: 'busy2@example.org',
    status: 'declined',
    sentAt: day(2, 16),
    respondedAt: day(2, 20),
    reason: '  Too busy ',
  }); // I3
  await invitation(s5, {
    email: r1.email.toUpperCase(),
    reviewerId: r1.id,
    status: 'submitted',
    sentAt: day(2, 16),
    respondedAt: day(2, 17),
    reviewedAt: day(3, 10),
  }); // I4: 21
  await invitation(s5, {
    email: 'silent@example.org',
    status: 'declined',
    sentAt: day(2, 16),
    respondedAt: day(2, 18),
  }); // I5: no reason
  await invitation(s3, {
    email: r2.email,
    reviewerId: r2.id,
    status: 'submitted',
    sentAt: day(12, 23, 2025),
    respondedAt: day(12, 24, 2025),
    reviewedAt: day(1, 10),
  }); // I6: 17
  await invitation(s10, {
    email: 'late@example.org',
    status: 'pending',
    sentAt: day(3, 25),
    respondBy: '2000-01-01',
    reviewDue: '2000-01-20',
  }); // I7: overdue now
  await invitation(s10, {
    email: r3.email,
    reviewerId: r3.id,
    status: 'accepted',
    sentAt: day(3, 25),
    respondedAt: day(3, 26),
  }); // I8
  // A draft of journal A handled by Ed and assisted by the associate, with an invitation declined
  // in Q1 (crafted: the workflow invites on submitted work only): no report counts a draft's
  // invitation (decisions 0086 and 0107), with or without an editor.
  const draft = await submission(A, {
    status: 'draft',
    submittedAt: day(2, 1),
    handling: ed,
    associate: assoc,
    events: [],
  });
  await invitation(draft, {
    email: 'draft@example.org',
    status: 'declined',
    sentAt: day(2, 2),
    respondedAt: day(2, 3),
    reason: 'A draft',
  });
  // April, outside Q1: reasons the CSV must quote and neutralise.
  await invitation(s9, {
    email: 'quote@example.org',
    status: 'declined',
    sentAt: day(4, 3),
    respondedAt: day(4, 4),
    reason: 'Conflict, "same lab"',
  });
  await invitation(s9, {
    email: 'formula@example.org',
    status: 'declined',
    sentAt: day(4, 3),
    respondedAt: day(4, 5),
    reason: '=1+2',
  });
});

describe('the report of journal A for 2026-01-01..2026-03-31, as its editor-in-chief', () => {
  it('counts the period and gives the rates over the decisions of the period', async () => {
    const res = await get(`/api/reports/editorial?${Q1}`, chiefA.auth);
    expect(res.statusCode).toBe(200);
    const { counts } = res.json();
    // Received S1 S2 S4 S5 S6 S10; desk-rejected S1; sent S2 S5 S10 (S3 first sent in 2025);
    // accepted S2; rejected S3; withdrawn S4; published S2 S7. Decided 1 + 1 + 1 = 3.
    expect(counts).toEqual({
      received: 6,
      deskRejected: 1,
      sentToReview: 3,
      accepted: 1,
      rejected: 1,
      withdrawn: 1,
      published: 2,
      decided: 3,
      acceptanceRate: 1 / 3,
      deskRejectRate: 1 / 3,
    });
  });

  it('gives medians and 90th percentiles in days', async () => {
    const { times } = (await get(`/api/reports/editorial?${Q1}`, chiefA.auth)).json();
    expect(times).toEqual([
      // First decisions S1 2, S3 30, S5 30, S2 32: median (30+30)/2; p90 at 2.7 → 30 + 0.7·2.
      { measure: 'submission_to_first_decision', n: 4, medianDays: 30, p90Days: 31.4 },
      { measure: 'submission_to_acceptance', n: 1, medianDays: 32, p90Days: 32 },
      // S2 30, S7 45: median 37.5; p90 30 + 0.9·15.
      { measure: 'acceptance_to_publication', n: 2, medianDays: 37.5, p90Days: 43.5 },
      // Reviews I6 17, I1 20, I4 21: median 20; p90 at 1.8 → 20 + 0.8·1.
      { measure: 'review_turnaround', n: 3, medianDays: 20, p90Days: 20.8 },
      // Answers 1 1 1 2 2 4: median at 2.5 → 1.5; p90 at 4.5 → 2 + 0.5·2.
      { measure: 'invitation_response', n: 6, medianDays: 1.5, p90Days: 3 },
    ]);
  });

  it('gives the reviewers, their decline reasons and the busiest reviewers', async () => {
    const body = (await get(`/api/reports/editorial?${Q1}`, chiefA.auth)).json();
    // Sent I1–I5, I7, I8; accepted I1 I4 I8; declined I2 I3 I5; overdue I7; reviews I1 I4 I6 by R1 (twice) and R2.
    expect(body.reviewers).toEqual({
      invitationsSent: 7,
      accepted: 3,
      declined: 3,
      overdue: 1,
      completed: 3,
      reviewers: 2,
      reviewsPerReviewer: 1.5,
    });
    expect(body.declineReasons).toEqual([
      { reason: 'Too busy', count: 2 },
      { reason: null, count: 1 },
    ]);
    expect(body.reviewerList.slice(0, 2)).toEqual([
      {
        name: r1.name,
        email: r1.email.toLowerCase(),
        invited: 2,
        accepted: 2,
        completed: 2,
        medianTurnaroundDays: 20.5,
      },
      { name: r2.name, email: r2.email.toLowerCase(), invited: 0, accepted: 0, completed: 1, medianTurnaroundDays: 17 },
    ]);
    expect(body.reviewerList).toContainEqual({
      name: r3.name,
      email: r3.email.toLowerCase(),
      invited: 1,
      accepted: 1,
      completed: 0,
      medianTurnaroundDays: null,
    });
  });

  it('gives each editor’s open submissions now: by stage, waiting on them, overdue', async () => {
    const { workload } = (await get(`/api/reports/editorial?${Q1}`, chiefA.auth)).json();
    // Stages in order: submitted, under review, revision requested, resubmitted, accepted, in
    // production, proof uploaded, proof approved.
    const rows = Object.fromEntries((workload as { editorId: number | null }[]).map((w) => [String(w.editorId), w]));
    // Ed: S9 submitted (waiting), S10 under review (reviewers still out; I7 overdue), S5 revision
    // (overdue, the author's turn).
    expect(rows[String(ed)]).toEqual({
      editorId: ed,
      name: editorA.user.name,
      open: 3,
      byStage: [1, 1, 1, 0, 0, 0, 0, 0],
      waiting: 1,
      overdue: 2,
    });
    expect(rows[String(assoc)]).toEqual({
      editorId: assoc,
      name: associateA.user.name,
      open: 1,
      byStage: [0, 1, 0, 0, 0, 0, 0, 0],
      waiting: 0,
      overdue: 1,
    });
    expect(rows.null).toEqual({
      editorId: null,
      name: null,
      open: 1,
      byStage: [1, 0, 0, 0, 0, 0, 0, 0],
      waiting: 1,
      overdue: 0,
    });
    expect(workload).toHaveLength(3);
  });

  it('gives the months of the period', async () => {
    const { trends } = (await get(`/api/reports/editorial?${Q1}`, chiefA.auth)).json();
    expect(trends).toEqual([
      // January: S1 S2 received; S1 desk-rejected; S2 sent; S7 published; first decisions S1 2, S3 30 → 16.
      {
        month: '2026-01',
        received: 2,
        deskRejected: 1,
        sentToReview: 1,
        accepted: 0,
        rejected: 0,
        withdrawn: 0,
        published: 1,
        medianDaysToFirstDecision: 16,
      },
      {
        month: '2026-02',
        received: 2,
        deskRejected: 0,
        sentToReview: 1,
        accepted: 1,
        rejected: 0,
        withdrawn: 1,
        published: 0,
        medianDaysToFirstDecision: 32,
      },
      {
        month: '2026-03',
        received: 2,
        deskRejected: 0,
        sentToReview: 1,
        accepted: 0,
        rejected: 1,
        withdrawn: 0,
        published: 1,
        medianDaysToFirstDecision: 30,
      },
    ]);
  });

  it("keeps one editor's submissions with editorId", async () => {
    const res = await get(`/api/reports/editorial?${Q1}&editorId=${ed}`, chiefA.auth);
    expect(res.statusCode).toBe(200);
    const { counts, workload } = res.json();
    // Ed handles S2 S5 S9 S10: received S2 S5 S10; sent the same three; accepted S2; published S2.
    expect(counts).toMatchObject({
      received: 3,
      sentToReview: 3,
      accepted: 1,
      published: 1,
      deskRejected: 0,
      decided: 1,
      acceptanceRate: 1,
    });
    expect(workload.map((w: { editorId: number }) => w.editorId)).toEqual([ed]);
  });

  it("keeps one editor's invitations and reviews with editorId, the associate's too", async () => {
    const body = (await get(`/api/reports/editorial?${Q1}&editorId=${assoc}`, chiefA.auth)).json();
    // The associate assists S10 only: I7 (pending, overdue) and I8 (accepted 03-26, no review yet).
    expect(body.reviewers).toEqual({
      invitationsSent: 2,
      accepted: 1,
      declined: 0,
      overdue: 1,
      completed: 0,
      reviewers: 0,
      reviewsPerReviewer: null,
    });
    expect(body.declineReasons).toEqual([]);
    expect(body.times.find((t: { measure: string }) => t.measure === 'invitation_response')).toEqual({
      measure: 'invitation_response',
      n: 1,
      medianDays: 1,
      p90Days: 1,
    });
    // The busiest first: most reviews completed, then most invited, then by address (R3's starts "reviewer.").
    expect(body.reviewerList).toEqual([
      { name: null, email: 'late@example.org', invited: 1, accepted: 0, completed: 0, medianTurnaroundDays: null },
      {
        name: r3.name,
        email: r3.email.toLowerCase(),
        invited: 1,
        accepted: 1,
        completed: 0,
        medianTurnaroundDays: null,
      },
    ]);
    // Ed handles S2 S5 S9 S10: I6 (S3, R2's review) is not Ed's.
    const ofEd = (await get(`/api/reports/editorial?${Q1}&editorId=${ed}`, chiefA.auth)).json();
    expect(ofEd.reviewers).toMatchObject({ invitationsSent: 7, completed: 2, reviewers: 1, reviewsPerReviewer: 2 });
    expect(ofEd.declineReasons).toEqual([
      { reason: 'Too busy', count: 2 },
      { reason: null, count: 1 },
    ]);
  });
});

describe('who may read which report', () => {
  it('gives the admin every journal, and each editor-in-chief only theirs', async () => {
    const all = (await get(`/api/reports/editorial?${Q1}`, as.admin.auth)).json();
    // A's 6 and B's S8; desk-rejected S1 and S8.
    expect(all.counts).toMatchObject({ received: 7, deskRejected: 2, decided: 4, deskRejectRate: 0.5 });
    const onlyB = (await get(`/api/reports/editorial?${Q1}&journalId=${journalB.id}`, as.admin.auth)).json();
    expect(onlyB.counts).toMatchObject({ received: 1, deskRejected: 1, accepted: 0 });
    const chiefOfB = (await get(`/api/reports/editorial?${Q1}`, chiefB.auth)).json();
    expect(chiefOfB.counts).toMatchObject({ received: 1, deskRejected: 1 });
    const scope = (await get('/api/reports/scope', chiefA.auth)).json();
    expect(scope).toMatchObject({ allJournals: false, journals: [{ id: journalA.id }] });
    expect(scope.journals[0].editors.map((e: { id: number }) => e.id)).toEqual(
      expect.arrayContaining([chiefA.user.id, ed, assoc]),
    );
    const adminScope = (await get('/api/reports/scope', as.admin.auth)).json();
    expect(adminScope.allJournals).toBe(true);
    expect(adminScope.journals.map((j: { id: number }) => j.id)).toEqual(
      expect.arrayContaining([journalA.id, journalB.id]),
    );
  });

  it("answers 404 for another journal's report or editor, as for a missing one", async () => {
    const other = await get(`/api/reports/editorial?${Q1}&journalId=${journalB.id}`, chiefA.auth);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(`Journal #${journalB.id} not found`);
    const csv = await get(`/api/reports/editorial/csv?table=counts&${Q1}&journalId=${journalB.id}`, chiefA.auth);
    expect(csv.statusCode).toBe(404);
    expect((await get(`/api/reports/editorial?${Q1}&editorId=${chiefB.user.id}`, chiefA.auth)).statusCode).toBe(404);
    expect((await get(`/api/reports/editorial?${Q1}&journalId=2147483000`, as.admin.auth)).statusCode).toBe(404);
  });

  it('answers 403 to every other signed-in role and 401 without a session', async () => {
    for (const who of [editorA, associateA, reviewer, as.author, await signInAs(t.app, 'editor_in_chief')]) {
      expect((await get(`/api/reports/editorial?${Q1}`, who.auth)).statusCode).toBe(403);
      expect((await get('/api/reports/scope', who.auth)).statusCode).toBe(403);
      expect((await get(`/api/reports/editorial/csv?table=counts&${Q1}`, who.auth)).statusCode).toBe(403);
    }
    expect((await get(`/api/reports/editorial?${Q1}`)).statusCode).toBe(401);
    expect((await get(`/api/reports/editorial/csv?table=counts&${Q1}`)).statusCode).toBe(401);
  });

  it('answers 400 to bad dates and periods', async () => {
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=yesterday&to=2026-03-01',
      'from=2026-01-01',
      'to=2026-01-01',
      'from=2026-03-02&to=2026-03-01',
      'from=2000-01-01&to=2026-01-01',
      `${Q1}&journalId=abc`,
    ]) {
      const res = await get(`/api/reports/editorial?${query}`, chiefA.auth);
      expect(res.statusCode, query).toBe(400);
      expect((await get(`/api/reports/editorial/csv?table=counts&${query}`, chiefA.auth)).statusCode, query).toBe(400);
    }
    expect((await get(`/api/reports/editorial/csv?table=nope&${Q1}`, chiefA.auth)).statusCode).toBe(400);
  });
});

describe('the CSV downloads', () => {
  it('sends a table as RFC 4180 CSV, an attachment', async () => {
    const res = await get(`/api/reports/editorial/csv?table=times&${Q1}`, chiefA.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="editorial-times-2026-01-01-2026-03-31.csv"');
    expect(res.body).toBe(
      'measure,n,median_days,p90_days\r\n' +
        'submission_to_first_decision,4,30,31.4\r\n' +
        'submission_to_acceptance,1,32,32\r\n' +
        'acceptance_to_publication,2,37.5,43.5\r\n' +
        'review_turnaround,3,20,20.8\r\n' +
        'invitation_response,6,1.5,3\r\n',
    );
    const trends = await get(`/api/reports/editorial/csv?table=trends&${Q1}`, chiefA.auth);
    expect(trends.body.split('\r\n')[1]).toBe('2026-01,2,1,1,0,0,0,1,16');
  });

  it('quotes commas and quotes, and neutralises a formula', async () => {
    const res = await get(
      '/api/reports/editorial/csv?table=decline-reasons&from=2026-04-01&to=2026-04-30',
      chiefA.auth,
    );
    expect(res.statusCode).toBe(200);
    // Equal counts, in the order of the reasons' text ('=' before 'C').
    expect(res.body).toBe('reason,count\r\n\'=1+2,1\r\n"Conflict, ""same lab""",1\r\n');
  });

  it('writes a blank cell for no value and names the editors of the workload', async () => {
    const res = await get(`/api/reports/editorial/csv?table=workload&${Q1}`, chiefA.auth);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'editor,open,Submitted,Under review,Revision requested,Resubmitted,Accepted,In production,Proof uploaded,Proof approved,waiting_on_editor,overdue',
    );
    expect(lines).toContain('(no handling editor),1,1,0,0,0,0,0,0,0,1,0');
    const counts = await get(`/api/reports/editorial/csv?table=counts&from=2030-01-01&to=2030-01-31`, chiefA.auth);
    expect(counts.body).toContain('\r\nacceptance_rate,\r\n');
  });
});

describe('the milestones the database keeps per submission (decision 0086, "Milestones kept as they happen")', () => {
  const milestonesOf = async (submissionId: number) =>
    (
      await t.app.db
        .select({ kind: submissionMilestones.kind, at: submissionMilestones.at })
        .from(submissionMilestones)
        .where(eq(submissionMilestones.submissionId, submissionId))
    )
      .map((m) => `${m.kind}@${m.at.toISOString().slice(0, 10)}`)
      .sort();

  it('keeps the first time of each milestone as the history is written, corrected and deleted', async () => {
    // In 2019: outside every period and not open, so the other figures of this file do not move.
    const id = await submission(journalA.id, {
      status: 'published',
      submittedAt: day(1, 2, 2019),
      events: [
        ['desk_send_to_review', day(1, 10, 2019)],
        ['decide_major', day(2, 1, 2019)],
        ['desk_send_to_review', day(3, 1, 2019)],
        ['decide_accept', day(4, 1, 2019)],
      ],
    });
    // First decision: the major revision; sent to review: the first time only.
    expect(await milestonesOf(id)).toEqual([
      'accepted@2019-04-01',
      'first_decision@2019-02-01',
      'sent_to_review@2019-01-10',
    ]);
    // A later statement adds the publication.
    await t.app.db
      .insert(submissionEvents)
      .values({ submissionId: id, actorRole: 'editor', action: 'publish', createdAt: day(5, 1, 2019) });
    expect(await milestonesOf(id)).toContain('published@2019-05-01');
    // A corrected time moves the milestone; an earlier event of the same kind wins.
    await t.app.db
      .update(submissionEvents)
      .set({ createdAt: day(1, 20, 2019) })
      .where(and(eq(submissionEvents.submissionId, id), eq(submissionEvents.action, 'decide_major')));
    expect(await milestonesOf(id)).toContain('first_decision@2019-01-20');
    // Deleting the first sending leaves the second as the first.
    await t.app.db
      .delete(submissionEvents)
      .where(
        and(
          eq(submissionEvents.submissionId, id),
          eq(submissionEvents.action, 'desk_send_to_review'),
          eq(submissionEvents.createdAt, day(1, 10, 2019)),
        ),
      );
    expect(await milestonesOf(id)).toEqual([
      'accepted@2019-04-01',
      'first_decision@2019-01-20',
      'published@2019-05-01',
      'sent_to_review@2019-03-01',
    ]);
    // Events that are no milestone leave the rows alone; deleting the submission removes them.
    await t.app.db
      .insert(submissionEvents)
      .values({ submissionId: id, actorRole: 'editor', action: 'upload_manuscript', createdAt: day(6, 1, 2019) });
    expect(await milestonesOf(id)).toHaveLength(4);
    await t.app.db.delete(submissions).where(eq(submissions.id, id));
    expect(await milestonesOf(id)).toEqual([]);
  });
});

describe('the invitations the database keeps for the reports (decision 0098, invitation_timeline)', () => {
  const timelineOf = async (invitationId: number) => {
    const [row] = await t.app.db
      .select()
      .from(invitationTimeline)
      .where(eq(invitationTimeline.invitationId, invitationId));
    if (!row) return null;
    return {
      journal: row.journalId === journalA.id ? 'A' : row.journalId === journalB.id ? 'B' : row.journalId,
      email: row.email,
      reviewerId: row.reviewerId,
      status: row.status,
      sent: row.sentAt.toISOString().slice(0, 10),
      responded: row.respondedAt?.toISOString().slice(0, 10) ?? null,
      reviewed: row.reviewedAt?.toISOString().slice(0, 10) ?? null,
      deadline: row.deadline,
    };
  };

  it('keeps one row per invitation as invitations, reviews and the submission’s journal change', async () => {
    // In 2019 and published: outside every period and not open, so the other figures of this file do not move.
    const id = await submission(journalA.id, { status: 'published', submittedAt: day(1, 2, 2019), events: [] });
    const [inv] = await t.app.db
      .insert(invitations)
      .values({
        submissionId: id,
        round: 1,
        reviewerEmail: 'Timeline.Reviewer@Example.org',
        tokenHash: 'crafted-timeline-token',
        status: 'pending',
        expiresAt: day(12, 31, 2999),
        respondBy: '2999-01-07',
        reviewDue: '2999-02-01',
        createdAt: day(1, 5, 2019),
      })
      .returning({ id: invitations.id });
    const invitationId = inv!.id;
    // Pending: the address lower-cased, the deadline is the answer's.
    expect(await timelineOf(invitationId)).toEqual({
      journal: 'A',
      email: 'timeline.reviewer@example.org',
      reviewerId: null,
      status: 'pending',
      sent: '2019-01-05',
      responded: null,
      reviewed: null,
      deadline: '2999-01-07',
    });
    // Accepted: answered, the deadline is the review's.
    await t.app.db
      .update(invitations)
      .set({ status: 'accepted', respondedAt: day(1, 8, 2019), reviewerId: r1.id })
      .where(eq(invitations.id, invitationId));
    expect(await timelineOf(invitationId)).toMatchObject({
      status: 'accepted',
      responded: '2019-01-08',
      reviewerId: r1.id,
      deadline: '2999-02-01',
    });
    // The review submitted, then its time corrected: the invitation is closed, no deadline.
    await t.app.db.insert(reviews).values({
      invitationId,
      submissionId: id,
      round: 1,
      recommendation: 'minor',
      comments: 'Fine.',
      submittedAt: day(1, 20, 2019),
    });
    await t.app.db.update(invitations).set({ status: 'submitted' }).where(eq(invitations.id, invitationId));
    expect(await timelineOf(invitationId)).toMatchObject({
      status: 'submitted',
      reviewed: '2019-01-20',
      deadline: null,
    });
    await t.app.db
      .update(reviews)
      .set({ submittedAt: day(1, 22, 2019) })
      .where(eq(reviews.invitationId, invitationId));
    expect(await timelineOf(invitationId)).toMatchObject({ reviewed: '2019-01-22' });
    // The submission moved to another journal: the row follows.
    await t.app.db.update(submissions).set({ journalId: journalB.id }).where(eq(submissions.id, id));
    expect(await timelineOf(invitationId)).toMatchObject({ journal: 'B' });
    // The review deleted; then the submission (and its invitations) deleted.
    await t.app.db.delete(reviews).where(eq(reviews.invitationId, invitationId));
    expect(await timelineOf(invitationId)).toMatchObject({ reviewed: null });
    await t.app.db.delete(submissions).where(eq(submissions.id, id));
    expect(await timelineOf(invitationId)).toBeNull();
  });
});

describe('the submissions the database keeps for the reports (decision 0103, submission_timeline)', () => {
  const iso = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;
  const timelineOf = async (submissionId: number) => {
    const [row] = await t.app.db
      .select()
      .from(submissionTimeline)
      .where(eq(submissionTimeline.submissionId, submissionId));
    if (!row) return null;
    return {
      journal: row.journalId === journalA.id ? 'A' : row.journalId === journalB.id ? 'B' : row.journalId,
      status: row.status,
      handling: row.handlingEditorId,
      associate: row.associateEditorId,
      received: iso(row.submittedAt),
      firstDecision: iso(row.firstDecisionAt),
      sentToReview: iso(row.sentToReviewAt),
      deskRejected: iso(row.deskRejectedAt),
      accepted: iso(row.acceptedAt),
      rejected: iso(row.rejectedAt),
      withdrawn: iso(row.withdrawnAt),
      published: iso(row.publishedAt),
      last: iso(row.lastAt),
      revisionDue: row.revisionDue,
      reviewDeadline: row.reviewDeadline,
      reviewing: row.reviewing,
    };
  };
  const event = (submissionId: number, action: string, at: Date) =>
    t.app.db.insert(submissionEvents).values({ submissionId, actorRole: 'editor', action, createdAt: at });
  const setSubmission = (id: number, values: Partial<typeof submissions.$inferInsert>) =>
    t.app.db.update(submissions).set(values).where(eq(submissions.id, id));

  it('keeps one row per submission through review, decisions, invitations, publication, a journal change and deletion', async () => {
    // In 2019: outside every period of this file, and deleted at the end, so no other figure moves.
    const id = await submission(journalA.id, { status: 'submitted', submittedAt: day(1, 2, 2019), events: [] });
    expect(await timelineOf(id)).toEqual({
      journal: 'A',
      status: 'submitted',
      handling: null,
      associate: null,
      received: '2019-01-02',
      firstDecision: null,
      sentToReview: null,
      deskRejected: null,
      accepted: null,
      rejected: null,
      withdrawn: null,
      published: null,
      last: '2019-01-02',
      revisionDue: null,
      reviewDeadline: null,
      reviewing: false,
    });
    // Assigned, then sent to review: the editors, the stage and the first sending.
    await setSubmission(id, { handlingEditorId: ed, associateEditorId: assoc });
    expect(await timelineOf(id)).toMatchObject({ handling: ed, associate: assoc });
    await event(id, 'desk_send_to_review', day(1, 5, 2019));
    await setSubmission(id, { status: 'under_review' });
    expect(await timelineOf(id)).toMatchObject({
      status: 'under_review',
      sentToReview: '2019-01-05',
      last: '2019-01-05',
    });

    // An invitation of the round: under review with an open invitation, its answer's deadline;
    // accepted, the review's deadline.
    const [inv] = await t.app.db
      .insert(invitations)
      .values({
        submissionId: id,
        round: 1,
        reviewerEmail: 'submission.timeline@example.org',
        tokenHash: 'crafted-submission-timeline-token',
        status: 'pending',
        expiresAt: day(12, 31, 2999),
        respondBy: '2019-01-20',
        reviewDue: '2019-02-20',
        createdAt: day(1, 6, 2019),
      })
      .returning({ id: invitations.id });
    expect(await timelineOf(id)).toMatchObject({ reviewing: true, reviewDeadline: '2019-01-20' });
    await t.app.db
      .update(invitations)
      .set({ status: 'accepted', respondedAt: day(1, 8, 2019) })
      .where(eq(invitations.id, inv!.id));
    expect(await timelineOf(id)).toMatchObject({ reviewing: true, reviewDeadline: '2019-02-20' });

    // A major revision (the first decision) with its due day; the revision sent to review again
    // starts round 2, where no invitation is open, while round 1's accepted one still has a deadline.
    await event(id, 'decide_major', day(2, 1, 2019));
    await setSubmission(id, { status: 'revision_requested', revisionDue: '2019-03-01' });
    expect(await timelineOf(id)).toMatchObject({
      status: 'revision_requested',
      firstDecision: '2019-02-01',
      revisionDue: '2019-03-01',
      last: '2019-02-01',
    });
    await setSubmission(id, { status: 'under_review', round: 2 });
    expect(await timelineOf(id)).toMatchObject({
      status: 'under_review',
      reviewing: false,
      reviewDeadline: '2019-02-20',
    });
    await t.app.db.delete(invitations).where(eq(invitations.id, inv!.id));
    expect(await timelineOf(id)).toMatchObject({ reviewing: false, reviewDeadline: null });

    // Accepted and published: the first decision stays the major revision.
    await event(id, 'decide_accept', day(3, 10, 2019));
    await setSubmission(id, { status: 'accepted' });
    await event(id, 'publish', day(4, 1, 2019));
    await setSubmission(id, { status: 'published' });
    expect(await timelineOf(id)).toMatchObject({
      status: 'published',
      firstDecision: '2019-02-01',
      accepted: '2019-03-10',
      published: '2019-04-01',
      last: '2019-04-01',
    });
    // The publication's time corrected, then the event deleted: the row follows the history.
    await t.app.db
      .update(submissionEvents)
      .set({ createdAt: day(4, 3, 2019) })
      .where(and(eq(submissionEvents.submissionId, id), eq(submissionEvents.action, 'publish')));
    expect(await timelineOf(id)).toMatchObject({ published: '2019-04-03', last: '2019-04-03' });
    await t.app.db
      .delete(submissionEvents)
      .where(and(eq(submissionEvents.submissionId, id), eq(submissionEvents.action, 'publish')));
    expect(await timelineOf(id)).toMatchObject({ published: null, last: '2019-03-10' });

    // Moved to another journal; an edit of a column the row does not hold leaves it as it is.
    await setSubmission(id, { journalId: journalB.id });
    expect(await timelineOf(id)).toMatchObject({ journal: 'B' });
    await setSubmission(id, { title: 'Crafted, retitled' });
    expect(await timelineOf(id)).toMatchObject({ journal: 'B', status: 'published', accepted: '2019-03-10' });

    // Deleted: its row goes with it.
    await t.app.db.delete(submissions).where(eq(submissions.id, id));
    expect(await timelineOf(id)).toBeNull();
  });

  it('keeps a withdrawal and a desk rejection', async () => {
    const withdrawn = await submission(journalA.id, { status: 'submitted', submittedAt: day(5, 2, 2019), events: [] });
    await event(withdrawn, 'withdraw', day(5, 4, 2019));
    await setSubmission(withdrawn, { status: 'withdrawn' });
    expect(await timelineOf(withdrawn)).toMatchObject({
      status: 'withdrawn',
      withdrawn: '2019-05-04',
      firstDecision: null,
      last: '2019-05-04',
    });
    const rejected = await submission(journalA.id, { status: 'submitted', submittedAt: day(6, 2, 2019), events: [] });
    await event(rejected, 'desk_reject', day(6, 3, 2019));
    await setSubmission(rejected, { status: 'desk_rejected' });
    expect(await timelineOf(rejected)).toMatchObject({
      status: 'desk_rejected',
      deskRejected: '2019-06-03',
      firstDecision: '2019-06-03',
      last: '2019-06-03',
    });
    await t.app.db.delete(submissions).where(eq(submissions.id, withdrawn));
    await t.app.db.delete(submissions).where(eq(submissions.id, rejected));
    expect(await timelineOf(withdrawn)).toBeNull();
  });
});

describe('the decline reason the database keeps with each invitation (decision 0103, invitation_timeline)', () => {
  it('keeps the reason as written, and follows its correction', async () => {
    // In 2019: outside every period of this file, and deleted at the end.
    const id = await submission(journalA.id, { status: 'published', submittedAt: day(1, 2, 2019), events: [] });
    const [inv] = await t.app.db
      .insert(invitations)
      .values({
        submissionId: id,
        round: 1,
        reviewerEmail: 'reason.timeline@example.org',
        tokenHash: 'crafted-reason-timeline-token',
        status: 'declined',
        expiresAt: day(12, 31, 2999),
        respondedAt: day(1, 6, 2019),
        declineReason: '  On leave ',
        createdAt: day(1, 5, 2019),
      })
      .returning({ id: invitations.id });
    const reasonOf = async () =>
      (
        await t.app.db
          .select({ reason: invitationTimeline.declineReason })
          .from(invitationTimeline)
          .where(eq(invitationTimeline.invitationId, inv!.id))
      )[0]?.reason;
    expect(await reasonOf()).toBe('  On leave ');
    await t.app.db
      .update(invitations)
      .set({ declineReason: 'Conflict of interest' })
      .where(eq(invitations.id, inv!.id));
    expect(await reasonOf()).toBe('Conflict of interest');
    await t.app.db.delete(submissions).where(eq(submissions.id, id));
    expect(await reasonOf()).toBeUndefined();
  });
});
