/**
 * The discussion policy's table (docs/decisions/0072-discussions.md; decision 0066): who
 * takes part in the author's thread and in a reviewer's thread, stated from the decision, with no
 * database: editors of the journal (admins any) both; the author only theirs, even when they also
 * edit the journal; the invitation's reviewer only theirs (by account, or by verified address).
 */
import { describe, expect, it } from 'vitest';
import { permits } from '../../lib/authorize';
import { discussionPolicy, sideOf, type ThreadRecord } from './policy';

const AUTHOR = 10;
const REVIEWER = 20;
const submission = { journalId: 1, authorId: AUTHOR };
const authorThread: ThreadRecord = { submission, invitation: null };
const reviewerThread: ThreadRecord = {
  submission,
  invitation: { reviewerId: REVIEWER, reviewerEmail: 'Rev@Example.org' },
};
const pendingThread: ThreadRecord = { submission, invitation: { reviewerId: null, reviewerEmail: 'rev@example.org' } };

const editorOfJournal = { user: { id: 30, role: 'editor' }, facts: { journalRole: 'editor' as const } };
const editorElsewhere = { user: { id: 31, role: 'editor' }, facts: { journalRole: null } };
const admin = { user: { id: 1, role: 'admin' }, facts: { journalRole: null } };
const author = { user: { id: AUTHOR, role: 'author' }, facts: { journalRole: null } };
const authorWhoEdits = { user: { id: AUTHOR, role: 'editor' }, facts: { journalRole: 'editor' as const } };
const reviewer = { user: { id: REVIEWER, role: 'reviewer' }, facts: { journalRole: null } };
const verifiedByAddress = {
  user: { id: 40, role: 'reviewer', email: 'rev@example.org', emailVerified: true },
  facts: { journalRole: null },
};
const unverifiedByAddress = {
  user: { id: 41, role: 'reviewer', email: 'rev@example.org', emailVerified: false },
  facts: { journalRole: null },
};
const stranger = { user: { id: 50, role: 'author' }, facts: { journalRole: null } };

const may = (who: { user: object; facts: object }, thread: ThreadRecord) =>
  (['read', 'post', 'read_attachment'] as const).map((a) =>
    permits(discussionPolicy, who.user as never, a, thread, who.facts as never),
  );

describe('discussionPolicy (decision 0072)', () => {
  it.each([
    ['an editor of the journal', editorOfJournal, true, true],
    ['an admin', admin, true, true],
    ['the author', author, true, false],
    ['the author who also edits the journal', authorWhoEdits, true, false],
    ['the reviewer', reviewer, false, true],
    ['an editor of another journal', editorElsewhere, false, false],
    ['anyone else', stranger, false, false],
  ])('%s: author thread %s, reviewer thread %s', (_who, who, inAuthorThread, inReviewerThread) => {
    expect(may(who, authorThread)).toEqual([inAuthorThread, inAuthorThread, inAuthorThread]);
    expect(may(who, reviewerThread)).toEqual([inReviewerThread, inReviewerThread, inReviewerThread]);
  });

  it("lets a pending invitation's reviewer in by a verified address only", () => {
    expect(may(verifiedByAddress, pendingThread)).toEqual([true, true, true]);
    expect(may(unverifiedByAddress, pendingThread)).toEqual([false, false, false]);
  });

  it('writes for the author in their thread, the reviewer in theirs, and the editors otherwise', () => {
    expect(sideOf(author.user, authorThread)).toBe('author');
    expect(sideOf(editorOfJournal.user, authorThread)).toBe('editor');
    expect(sideOf(reviewer.user, reviewerThread)).toBe('reviewer');
    expect(sideOf(editorOfJournal.user, reviewerThread)).toBe('editor');
  });
});
