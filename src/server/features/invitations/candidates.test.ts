/**
 * The reviewer database (decision 0051): GET
 * /api/submissions/{id}/reviewer-candidates lists reviewer accounts, approved reviewer
 * applicants and past invitees once each, with workload, completed reviews, mean turnaround and
 * last review, conflicts with the submission's authors, and who is already invited this round;
 * editors of the submission's journal only.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { invitations, joinApplications, reviews } from '../../db/schema';
import { createTestUser, signInAs, uniqueEmail } from '../../test/accounts';
import { passSimilarityCheck } from '../../test/similarity';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import type { ReviewerCandidate } from '../../../shared/api/reviewer-candidates';
import { wholeWordPieces } from './candidates';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  as: { author, editor },
} = suite;
const { post, get, upload, draft } = workflowCalls(suite);

const DAY = 86_400_000;
let id: number;
const rosalind = uniqueEmail('rosalind');
const vassar = uniqueEmail('vassar');
const grace = uniqueEmail('grace');
const invitee = uniqueEmail('invitee');
const zed = uniqueEmail('zed');
const emile = uniqueEmail('emile');

function application(email: string, overrides: Partial<typeof joinApplications.$inferInsert> = {}) {
  return {
    kind: 'reviewer' as const,
    firstName: 'Ann',
    lastName: 'Applicant',
    affiliation: 'Somewhere',
    university: 'Somewhere University',
    email,
    phone: '+10000000',
    address1: '1 Road',
    city: 'Town',
    state: 'State',
    postal: '1000',
    country: 'United Kingdom',
    journal: 'journal-of-biology',
    expertise: 'biology',
    note: 'note',
    status: 'accepted' as const,
    contentDigest: randomBytes(16).toString('hex'),
    ...overrides,
  };
}

async function search(query = '', who = editor.auth) {
  return get(`/api/submissions/${id}/reviewer-candidates${query}`, who);
}
const byEmail = (items: ReviewerCandidate[], email: string) => items.find((c) => c.email === email);

beforeAll(async () => {
  id = await draft(author, { coAuthors: 'Grace Hopper, Vassar College\nKatherine Johnson, NASA Langley' });
  expect((await upload(`/api/submissions/${id}/upload?kind=manuscript`, author.auth)).statusCode).toBe(201);
  expect((await post(`/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(200);
  await passSimilarityCheck(t.app, id, editor.auth);
  expect((await post(`/api/submissions/${id}/desk`, editor.auth, { action: 'send_to_review' })).statusCode).toBe(200);
  expect((await post(`/api/submissions/${id}/invites`, editor.auth, { reviewerEmail: invitee })).statusCode).toBe(201);

  const db = t.app.db;
  const r = await createTestUser(t.app, { role: 'reviewer', email: rosalind, name: 'Rosalind Franklin' });
  await createTestUser(t.app, { role: 'reviewer', email: grace, name: 'Grace  Hopper' });
  await db.insert(joinApplications).values([
    application(rosalind.toUpperCase(), {
      affiliation: "King's College London",
      expertise: 'X-ray crystallography; DNA',
      journal: 'journal-of-chemistry',
    }),
    application(vassar, { firstName: 'Val', lastName: 'Sar', affiliation: '  vassar   COLLEGE ' }),
    application(uniqueEmail('pending'), { firstName: 'Pending', status: 'pending', expertise: 'crystallography' }),
    // Both share a co-author's affiliation (a conflict), and neither has an invitation.
    application(emile, { firstName: 'Émile', lastName: 'Zola', affiliation: 'NASA Langley' }),
    application(zed, { firstName: 'Zed', lastName: 'Zulu', affiliation: 'NASA Langley' }),
  ]);
  // Rosalind's record on another submission: reviews after 4 and 6 days, one review still open.
  const other = await draft(author);
  const base = Date.parse('2026-03-01T00:00:00Z');
  const invite = async (status: 'submitted' | 'accepted', createdAt: number, reviewedAfterDays?: number) => {
    const [row] = await db
      .insert(invitations)
      .values({
        submissionId: other,
        round: 1,
        reviewerEmail: rosalind,
        reviewerId: r.id,
        tokenHash: randomBytes(32).toString('hex'),
        status,
        expiresAt: new Date(createdAt + 14 * DAY),
        createdAt: new Date(createdAt),
      })
      .returning();
    if (reviewedAfterDays !== undefined) {
      await db.insert(reviews).values({
        invitationId: row.id,
        submissionId: other,
        round: 1,
        recommendation: 'minor',
        comments: 'Fine.',
        submittedAt: new Date(createdAt + reviewedAfterDays * DAY),
      });
    }
  };
  await invite('submitted', base, 4);
  await invite('submitted', base + 30 * DAY, 6);
  await invite('accepted', base + 60 * DAY);
});

describe('GET /api/submissions/{id}/reviewer-candidates', () => {
  it('gives a reviewer’s workload, completed reviews, mean turnaround and last review', async () => {
    const res = await search();
    expect(res.statusCode).toBe(200);
    const c = byEmail(res.json().items, rosalind)!;
    expect(c).toMatchObject({
      name: 'Rosalind Franklin',
      affiliation: "King's College London",
      expertise: ['X-ray crystallography', 'DNA'],
      journals: ['journal-of-chemistry'],
      workload: 1,
      completedReviews: 2,
      averageTurnaroundDays: 5,
      lastReviewAt: new Date(Date.parse('2026-03-31T00:00:00Z') + 6 * DAY).toISOString(),
      conflicts: { sameAffiliation: false, coAuthor: false },
      alreadyInvited: false,
    });
    expect(c.sources.sort()).toEqual(['account', 'application', 'invitee']);
    // Once each, whatever the case of the address; a pending application is no candidate.
    expect(res.json().items.filter((x: ReviewerCandidate) => x.email === rosalind)).toHaveLength(1);
    expect(res.json().items.some((x: ReviewerCandidate) => x.name?.startsWith('Pending'))).toBe(false);
  });

  it('flags a shared affiliation and a co-author, and who is already invited this round', async () => {
    const items: ReviewerCandidate[] = (await search()).json().items;
    expect(byEmail(items, vassar)!.conflicts).toEqual({ sameAffiliation: true, coAuthor: false });
    expect(byEmail(items, grace)!.conflicts.coAuthor).toBe(true);
    expect(byEmail(items, invitee)).toMatchObject({ alreadyInvited: true, workload: 1, sources: ['invitee'] });
    expect(byEmail(items, rosalind)!.alreadyInvited).toBe(false);
  });

  it('filters by name, e-mail, affiliation or expertise, any case', async () => {
    const emails = async (q: string) =>
      ((await search(`?q=${encodeURIComponent(q)}`)).json().items as ReviewerCandidate[]).map((c) => c.email);
    expect(await emails('CRYSTAL')).toEqual([rosalind]);
    expect(await emails('vassar college')).toEqual([vassar]);
    expect(await emails('franklin')).toEqual([rosalind]);
    expect(await emails(invitee)).toEqual([invitee]);
    // A substring, not a pattern: `%` and `_` are taken literally (decision 0080).
    expect(await emails('%')).toEqual([]);
    expect(await emails('fr_nklin')).toEqual([]);
    expect(await emails('x-ray c')).toEqual([rosalind]);
    const journal = (await search('?journal=journal-of-chemistry')).json();
    expect(journal.items.map((c: ReviewerCandidate) => c.email)).toEqual([rosalind]);
    expect((await search('?page=0')).statusCode).toBe(400);
  });

  it('orders conflicting candidates as the others: workload, then the lower-cased name in code-point order', async () => {
    // Decision 0079 (amended 2026-11-30): one order for every candidate, the SQL one ("z" U+007A
    // before "é" U+00E9), where a locale collation would put "Émile" first.
    const items: ReviewerCandidate[] = (await search('?q=nasa%20langley')).json().items;
    expect(items.map((c) => [c.email, c.conflicts.sameAffiliation])).toEqual([
      [zed, true],
      [emile, true],
    ]);
  });

  it('is for editors of the submission’s journal: 404 out of scope, 403 for authors and reviewers', async () => {
    const outsider = await signInAs(t.app, 'editor');
    expect((await search('', outsider.auth)).statusCode).toBe(404);
    expect((await search('', author.auth)).statusCode).toBe(403);
    expect((await search('', (await signInAs(t.app, 'reviewer')).auth)).statusCode).toBe(403);
    expect((await get('/api/submissions/999999/reviewer-candidates', editor.auth)).statusCode).toBe(404);
    expect((await search('', (await signInAs(t.app, 'admin')).auth)).statusCode).toBe(200);
  });
});

/**
 * The conflict pre-selection's pieces must hold every whole-word occurrence the exact check
 * accepts: a needle preceded and followed by no letter or digit of any script (or the text's ends).
 */
describe('wholeWordPieces', () => {
  const WORD = /[\p{L}\p{N}]/u;
  /** Every whole-word occurrence, found by brute force from the definition. */
  function wholeWords(text: string, maxLength: number): Set<string> {
    const found = new Set<string>();
    const chars = Array.from(text);
    for (let i = 0; i < chars.length; i++) {
      if (i > 0 && WORD.test(chars[i - 1])) continue;
      for (let j = i + 1; j <= Math.min(chars.length, i + maxLength); j++) {
        if (j < chars.length && WORD.test(chars[j])) continue;
        found.add(chars.slice(i, j).join(''));
      }
    }
    return found;
  }

  it.each([
    'grace hopper, vassar college\nkatherine johnson, nasa langley',
    'émile zola (université de paris); 李 小龙, 北京大学',
    'k.johnson@nasa.example.org, "ann lee" <ann.lee@x.example>.',
    '𝒜lpha beta—gamma  delta',
  ])('holds every whole-word piece of %j', (text) => {
    const pieces = new Set(wholeWordPieces(text, 40));
    for (const piece of wholeWords(text, 40)) expect(pieces).toContain(piece);
  });

  it('holds no piece that begins or ends inside a word', () => {
    const pieces = wholeWordPieces('joann leeds, ann lee', 20);
    expect(pieces).toContain('ann lee');
    expect(pieces).not.toContain('ann leeds');
    expect(pieces).not.toContain('oann');
  });

  it('keeps only the pieces around the given character, within the length', () => {
    const pieces = wholeWordPieces('write to k.johnson@nasa.example.org today', 40, '@');
    expect(pieces).toContain('k.johnson@nasa.example.org');
    expect(pieces).toContain('johnson@nasa');
    expect(pieces.every((p) => p.includes('@'))).toBe(true);
    expect(wholeWordPieces('ab@cd', 1, '@')).toEqual([]);
  });
});
