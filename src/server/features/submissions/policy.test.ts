/**
 * The submission and submission-file policies as tables (decision 0037 "Editor scope": an admin
 * handles every submission, an editor or associate editor those of journals where they hold a
 * journal role, everyone else 404 as for a missing one; only the journal's editor-in-chief or an
 * admin assigns the handling editor, and they or the handling editor the associate editor, 403
 * to the journal's other editors; decisions 0009 and 0011 for files: the author reads their own
 * files and, once the round is decided, a blind copy of a review attachment; its reviewer the
 * original). Called directly, with the facts the loader would give for each person.
 */
import type { JournalRole } from '../../../shared/domain/journal-roles';
import { describe, expect, it } from 'vitest';
import { authorize, permits, type PolicyUser } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import type { AttachmentReader } from './peer-review';
import { submissionFilePolicy, submissionPolicy, type SubmissionAction, type SubmissionFacts } from './policy';

interface Person {
  user: PolicyUser | null;
  /** Their role on the submission's journal (what `submissionFacts` loads for an editor). */
  journalRole: JournalRole | null;
}

const AUTHOR_ID = 6;
const HANDLING_ID = 2;

const people: Record<string, Person> = {
  admin: { user: { id: 1, role: 'admin' }, journalRole: null },
  'handling editor (editor of the journal)': { user: { id: HANDLING_ID, role: 'editor' }, journalRole: 'editor' },
  'editor of the journal': { user: { id: 10, role: 'editor' }, journalRole: 'editor' },
  "journal's editor-in-chief": { user: { id: 3, role: 'editor' }, journalRole: 'editor_in_chief' },
  'editor of another journal': { user: { id: 4, role: 'editor' }, journalRole: null },
  'associate editor of the journal': { user: { id: 5, role: 'associate_editor' }, journalRole: 'associate_editor' },
  'associate editor of another journal': { user: { id: 11, role: 'associate_editor' }, journalRole: null },
  'site editor-in-chief (no journal role)': { user: { id: 9, role: 'editor_in_chief' }, journalRole: null },
  author: { user: { id: AUTHOR_ID, role: 'author' }, journalRole: null },
  'another author': { user: { id: 7, role: 'author' }, journalRole: null },
  reviewer: { user: { id: 8, role: 'reviewer' }, journalRole: null },
  'signed out': { user: null, journalRole: null },
};

const submission = { journalId: 1, authorId: AUTHOR_ID, handlingEditorId: HANDLING_ID };

const EDITOR_ACTIONS: SubmissionAction[] = [
  'handle',
  'read_assignment',
  'check_similarity',
  'read_mail_record',
  'draft_decision_letter',
  'find_reviewers',
  'assign_issue',
];

/** who → [read, editor actions, act_as_author, assign_handling_editor, assign_associate_editor] (or the refusal) */
const TABLE: Record<string, [boolean, boolean, boolean, true | '403' | '404', true | '403' | '404']> = {
  admin: [true, true, false, true, true],
  'handling editor (editor of the journal)': [true, true, false, '403', true],
  'editor of the journal': [true, true, false, '403', '403'],
  "journal's editor-in-chief": [true, true, false, true, true],
  'editor of another journal': [false, false, false, '404', '404'],
  'associate editor of the journal': [true, true, false, '403', '403'],
  'associate editor of another journal': [false, false, false, '404', '404'],
  'site editor-in-chief (no journal role)': [false, false, false, '404', '404'],
  author: [true, false, true, '404', '404'],
  'another author': [false, false, false, '404', '404'],
  reviewer: [false, false, false, '404', '404'],
  'signed out': [false, false, false, '404', '404'],
};

/** The status `authorize` answers, or true when it allows. */
function outcome(user: PolicyUser | null, action: SubmissionAction, facts: SubmissionFacts): true | '403' | '404' {
  try {
    authorize(submissionPolicy, user, action, submission, facts);
    return true;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return err.code === 'FORBIDDEN' ? '403' : err.code === 'NOT_FOUND' ? '404' : (String(err.code) as never);
  }
}

describe('submission policy (decision 0037)', () => {
  for (const [who, [read, editor, asAuthor, handling, associate]] of Object.entries(TABLE)) {
    it(who, () => {
      const { user, journalRole } = people[who];
      const facts = { journalRole };
      expect(permits(submissionPolicy, user, 'read', submission, facts), 'read').toBe(read);
      expect(permits(submissionPolicy, user, 'read_production', submission, facts), 'read_production').toBe(read);
      for (const action of EDITOR_ACTIONS) {
        expect(permits(submissionPolicy, user, action, submission, facts), action).toBe(editor);
      }
      expect(permits(submissionPolicy, user, 'act_as_author', submission, facts), 'act_as_author').toBe(asAuthor);
      expect(outcome(user, 'assign_handling_editor', facts), 'assign_handling_editor').toBe(handling);
      expect(outcome(user, 'assign_associate_editor', facts), 'assign_associate_editor').toBe(associate);
      // Every other refusal is the 404 of a missing submission.
      if (!read) expect(outcome(user, 'read', facts)).toBe('404');
    });
  }

  it('words its refusals as the specification does', () => {
    const editor = people['editor of the journal'];
    expect(() =>
      authorize(submissionPolicy, editor.user, 'assign_handling_editor', submission, { journalRole: 'editor' }),
    ).toThrow("Only the journal's editor-in-chief assigns the handling editor.");
    expect(() =>
      authorize(submissionPolicy, editor.user, 'assign_associate_editor', submission, { journalRole: 'editor' }),
    ).toThrow("Only the handling editor or the journal's editor-in-chief assigns the associate editor.");
    expect(() => authorize(submissionPolicy, people.reviewer.user, 'read', submission, { journalRole: null })).toThrow(
      'Submission not found',
    );
  });

  it('refuses a missing submission with the same 404, even to an admin', () => {
    expect(() => authorize(submissionPolicy, people.admin.user, 'read', undefined, { journalRole: null })).toThrow(
      'Submission not found',
    );
  });
});

describe('submission-file policy (decisions 0009, 0011)', () => {
  /** [who, kind, who reads it when a review attachment, read, read_original] */
  const cases: [string, 'manuscript' | 'review_attachment', AttachmentReader, boolean, boolean][] = [
    ['admin', 'manuscript', null, true, true],
    ['editor of the journal', 'manuscript', null, true, true],
    ['editor of the journal', 'review_attachment', null, true, true],
    ['associate editor of the journal', 'review_attachment', null, true, true],
    ['editor of another journal', 'manuscript', null, false, false],
    ['editor of another journal', 'review_attachment', null, false, false],
    ['author', 'manuscript', null, true, true],
    ['another author', 'manuscript', null, false, false],
    // The author reads a review attachment only once its round is decided, and then a blind copy.
    ['author', 'review_attachment', 'author', true, false],
    ['author', 'review_attachment', null, false, false],
    // Its reviewer reads the attachment as uploaded; a reviewer reads no manuscript here.
    ['reviewer', 'review_attachment', 'reviewer', true, true],
    ['reviewer', 'review_attachment', null, false, false],
    ['reviewer', 'manuscript', null, false, false],
    ['signed out', 'manuscript', null, false, false],
  ];
  for (const [who, kind, reader, read, original] of cases) {
    it(`${who}, ${kind}${kind === 'review_attachment' ? ` (attachment reader: ${reader})` : ''}`, () => {
      const { user, journalRole } = people[who];
      const record = { kind, submission };
      const facts = { journalRole, attachmentReader: reader };
      expect(permits(submissionFilePolicy, user, 'read', record, facts), 'read').toBe(read);
      expect(permits(submissionFilePolicy, user, 'read_original', record, facts), 'read_original').toBe(original);
      if (!read) expect(() => authorize(submissionFilePolicy, user, 'read', record, facts)).toThrow('File not found');
    });
  }
});
