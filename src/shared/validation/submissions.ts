/**
 * Request bodies of the peer-review workflow (issue 7; seed 001 §5, §7), for the dashboards'
 * forms and the server alike. Each refuses unknown properties ('Unknown field: …', issue 12).
 */
import { z } from 'zod';
import { ARTICLE_TYPES } from '../domain/article-types';
import { DECISIONS, DESK_ACTIONS } from '../domain/submission-workflow';
import { email } from './fields';
import { boundedLine, DISALLOWED_CHARACTERS, requiredText, strictBody, text } from './text';

/** Seed 001 §5 messages of the dashboards' actions. */
export const MISSING_SUBMISSION_ID = 'Missing submissionId';
export const MISSING_INVITE_ID = 'Missing inviteId';
export const CHOOSE_FILE_FIRST = 'Choose a file first';
export const CHOOSE_PROOF_FILE = 'Choose a proof file';
export const ATTACH_A_FILE = 'Attach a file';

export const SUBMISSION_LIMITS = {
  titleMax: 300,
  abstractMax: 5000,
  keywordsMax: 12,
  keywordMax: 60,
  coAuthorsMax: 2000,
  commentsMax: 20_000,
  reasonMax: 2000,
} as const;

/**
 * Keywords: a list, or one comma/semicolon-separated text; trimmed, empty ones dropped, at most
 * 12 of ≤ 60 characters.
 */
export const keywordList = z
  .union([z.array(text()), text()], {
    // Neither a list nor a text: name the forbidden characters when that is why (issue 12).
    error: (issue) =>
      issue.code === 'invalid_union' && issue.errors.flat().some((e) => e.message === DISALLOWED_CHARACTERS)
        ? DISALLOWED_CHARACTERS
        : undefined,
  })
  .transform((v) => (Array.isArray(v) ? v : v.split(/[,;]/)).map((k) => k.trim()).filter(Boolean))
  .pipe(
    z
      .array(
        text().max(SUBMISSION_LIMITS.keywordMax, {
          error: `Each keyword must be ${SUBMISSION_LIMITS.keywordMax} characters or less`,
        }),
      )
      .max(SUBMISSION_LIMITS.keywordsMax, { error: `At most ${SUBMISSION_LIMITS.keywordsMax} keywords` }),
  );

/**
 * `POST /api/submissions/draft`: the metadata a journal needs: title, abstract, journal and
 * article type are required (a draft has no later edit call); keywords and co-authors not.
 */
export const draftRequest = strictBody({
  title: boundedLine(
    'Title is required',
    SUBMISSION_LIMITS.titleMax,
    `Title must be ${SUBMISSION_LIMITS.titleMax} characters or less`,
  ),
  abstract: requiredText('Abstract is required').max(SUBMISSION_LIMITS.abstractMax, {
    error: `Abstract must be ${SUBMISSION_LIMITS.abstractMax} characters or less`,
  }),
  journalId: z.coerce
    .number({ error: 'Select a journal' })
    .int({ error: 'Select a journal' })
    .positive({ error: 'Select a journal' }),
  articleType: z.enum(ARTICLE_TYPES, { error: 'Select an article type' }),
  keywords: keywordList.default([]),
  coAuthors: text()
    .trim()
    .max(SUBMISSION_LIMITS.coAuthorsMax, {
      error: `Co-authors must be ${SUBMISSION_LIMITS.coAuthorsMax} characters or less`,
    })
    .default(''),
});
export type DraftRequest = z.output<typeof draftRequest>;
export type DraftRequestInput = z.input<typeof draftRequest>;

/** `POST /api/submissions/{id}/desk` (seed 001 §3 "Desk payload: action"). */
export const deskRequest = strictBody({
  action: z.enum(DESK_ACTIONS, { error: 'Choose send_to_review or reject' }),
  note: text().trim().max(SUBMISSION_LIMITS.reasonMax).optional(),
});

/** `POST /api/submissions/{id}/decision` (seed 001 §3 "Decision payload: decision"). */
export const decisionRequest = strictBody({
  decision: z.enum(DECISIONS, { error: 'Choose minor, major, accept or reject' }),
  note: text().trim().max(SUBMISSION_LIMITS.reasonMax).optional(),
});

/** `POST /api/submissions/{id}/invites` (seed 001 §7 `{reviewerEmail}`). */
export const inviteRequest = strictBody({ reviewerEmail: email });

/** `POST /api/invites/{id}/respond` (seed 001 §7 `{accept: true}`); a decline may give a reason. */
export const respondRequest = strictBody({
  accept: z.boolean({ error: 'accept must be true or false' }),
  reason: text().trim().max(SUBMISSION_LIMITS.reasonMax).optional(),
});

/** The text fields of `POST /api/invites/{id}/reviews` (multipart; the file is `attachments`). */
export const reviewFields = strictBody({
  recommendation: z.enum(DECISIONS, { error: 'Choose a recommendation' }),
  comments: requiredText('Comments are required').max(SUBMISSION_LIMITS.commentsMax, {
    error: `Comments must be ${SUBMISSION_LIMITS.commentsMax} characters or less`,
  }),
});
