/**
 * Request bodies of the peer-review workflow (decision 0009; seed 001 §5, §7), for the dashboards'
 * forms and the server alike. Each refuses unknown properties ('Unknown field: …').
 */
import { z } from 'zod';
import { authorRequest, funderList, statementFields } from '../api/contributors';
import { checkTranslationLanguages, primaryLanguage, translationList } from '../api/translations';
import { ARTICLE_TYPES } from '../domain/article-types';
import { isCalendarDay } from '../domain/review-deadlines';
import { CONFLICT_OF_INTEREST, DECISIONS, DESK_ACTIONS } from '../domain/submission-workflow';
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
  authorsMax: 100,
  commentsMax: 20_000,
  reasonMax: 2000,
  /** An edited decision letter (decision 0044): the reason and the reviewers' comments fit. */
  letterMax: 50_000,
} as const;

/**
 * Keywords: a list, or one comma/semicolon-separated text; trimmed, empty ones dropped, at most
 * 12 of ≤ 60 characters.
 */
export const keywordList = z
  .union([z.array(text()), text()], {
    // Neither a list nor a text: name the forbidden characters when that is why.
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
  /**
   * Decision 0089, optional (the seed's payload has none): the authors structured (the
   * submitting author among them), funders with awards, and the three statements.
   */
  authors: z
    .array(authorRequest)
    .max(SUBMISSION_LIMITS.authorsMax, { error: `At most ${SUBMISSION_LIMITS.authorsMax} authors` })
    .default([]),
  funding: funderList,
  ...statementFields,
  /**
   * Decision 0095, optional: the language of title, abstract and keywords (default "en") and
   * the title, subtitle, abstract and keywords in other languages.
   */
  language: primaryLanguage,
  translations: translationList,
}).superRefine(checkTranslationLanguages);
export type DraftRequest = z.output<typeof draftRequest>;
export type DraftRequestInput = z.input<typeof draftRequest>;

/** `POST /api/submissions/{id}/desk` (seed 001 §3 "Desk payload: action"). */
export const deskRequest = strictBody({
  action: z.enum(DESK_ACTIONS, { error: 'Choose send_to_review or reject' }),
  note: text().trim().max(SUBMISSION_LIMITS.reasonMax).optional(),
  /**
   * send_to_review with a similarity check over the policy (decision 0045): the
   * editor's explicit confirmation, else 409.
   */
  confirmSimilarity: z.boolean({ error: 'confirmSimilarity must be true or false' }).optional(),
});

/**
 * `POST /api/submissions/{id}/decision` (seed 001 §3 "Decision payload: decision"). `note` is
 * the editor's reason, sent to the author; a rejection without a submitted review needs one
 * (checked on the server, decision 0036).
 */
export const decisionRequest = strictBody({
  decision: z.enum(DECISIONS, { error: 'Choose minor, major, accept or reject' }),
  note: text().trim().max(SUBMISSION_LIMITS.reasonMax).optional(),
  /** The decision letter as the editor edited it (decision 0044); absent: the template's letter is sent. */
  letter: text()
    .trim()
    .min(1, { error: 'The decision letter is empty' })
    .max(SUBMISSION_LIMITS.letterMax, {
      error: `The decision letter is at most ${SUBMISSION_LIMITS.letterMax} characters`,
    })
    .optional(),
  /**
   * A minor or major revision's due date ('YYYY-MM-DD', UTC calendar day, after today and within a
   * year; decision 0074). Absent: today plus the journal's revision days. Refused for accept and reject.
   */
  revisionDue: text().refine(isCalendarDay, { error: 'The revision due date must be a date (YYYY-MM-DD)' }).optional(),
  /**
   * True: a letter built from the template (no `letter`) names the round's reviewers' files under
   * their blind names (decision 0071, amendment). Absent: it does not (the seed's `{decision}`).
   */
  reviewFiles: z.boolean({ error: 'reviewFiles must be true or false' }).optional(),
});

/** `GET /api/submissions/{id}/decision-letter?decision=&note=&revisionDue=` (decisions 0044, 0074). */
export const decisionLetterQuery = z.object({
  decision: z.enum(DECISIONS, { error: 'Choose minor, major, accept or reject' }),
  note: text().trim().max(SUBMISSION_LIMITS.reasonMax).optional(),
  revisionDue: text().refine(isCalendarDay, { error: 'The revision due date must be a date (YYYY-MM-DD)' }).optional(),
  /** 'true': the letter names the round's reviewers' files (decision 0071, amendment). */
  reviewFiles: z.enum(['true', 'false'], { error: 'reviewFiles must be true or false' }).optional(),
});

/** A calendar day 'YYYY-MM-DD' (an `<input type="date">` value). */
export const calendarDay = (label: string) =>
  text().refine(isCalendarDay, { error: `${label} must be a date (YYYY-MM-DD)` });

/**
 * `POST /api/submissions/{id}/invites` (seed 001 §7 `{reviewerEmail}`; decision 0036 deadlines):
 * the response deadline and the review due date are optional (the journal's defaults, 7 and 21
 * days from today); the server checks their order against today.
 */
/** Ids of submission files chosen for a reviewer (decision 0070): 1–100 of them. */
const reviewerFileIds = z
  .array(z.number().int().positive().max(2_147_483_647), { error: 'Choose the files as a list of file ids' })
  .min(1, { error: 'Choose at least one file for the reviewer' })
  .max(100, { error: 'Choose at most 100 files' });

export const inviteRequest = strictBody({
  reviewerEmail: email,
  respondBy: calendarDay('The response deadline').optional(),
  reviewDue: calendarDay('The review due date').optional(),
  /** Decision 0070: the submission files this reviewer receives; omitted for the default. */
  fileIds: reviewerFileIds.optional(),
});

/** `PUT /api/submissions/{id}/invites/{inviteId}/files` (decision 0070): what this reviewer receives. */
export const reviewerFilesRequest = strictBody({ fileIds: reviewerFileIds });
export type InviteRequestInput = z.input<typeof inviteRequest>;

/** `POST /api/submissions/{id}/invites/{inviteId}/deadline` (decision 0036): a new review due date. */
export const extendDeadlineRequest = strictBody({ reviewDue: calendarDay('The review due date') });

/** `POST /api/submissions/{id}/withdraw-from-review` (decision 0036): the editor's reason, required. */
export const withdrawFromReviewRequest = strictBody({
  reason: requiredText('Give the reason for withdrawing').max(SUBMISSION_LIMITS.reasonMax, {
    error: `The reason must be ${SUBMISSION_LIMITS.reasonMax} characters or less`,
  }),
});

/** `POST /api/submissions/{id}/proof/corrections` (decision 0036): the author's corrections, required. */
export const proofCorrectionsRequest = strictBody({
  comments: requiredText('Describe the corrections').max(SUBMISSION_LIMITS.commentsMax, {
    error: `The corrections must be ${SUBMISSION_LIMITS.commentsMax} characters or less`,
  }),
});

/** `POST /api/invites/{id}/respond` (seed 001 §7 `{accept: true}`); a decline may give a reason. */
export const respondRequest = strictBody({
  accept: z.boolean({ error: 'accept must be true or false' }),
  reason: text().trim().max(SUBMISSION_LIMITS.reasonMax).optional(),
});

export const CONFLICT_DETAILS_REQUIRED = 'Describe the conflict of interest';

/**
 * The text fields of `POST /api/invites/{id}/reviews` (multipart; the file is `attachments`).
 * Decision 0036: `comments` go to the authors; `confidentialComments` to the editor only; the
 * conflict-of-interest declaration is a required choice, with details when one is declared.
 */
export const reviewFieldsObject = strictBody({
  recommendation: z.enum(DECISIONS, { error: 'Choose a recommendation' }),
  comments: requiredText('Comments are required').max(SUBMISSION_LIMITS.commentsMax, {
    error: `Comments must be ${SUBMISSION_LIMITS.commentsMax} characters or less`,
  }),
  confidentialComments: text()
    .trim()
    .max(SUBMISSION_LIMITS.commentsMax, {
      error: `Confidential comments must be ${SUBMISSION_LIMITS.commentsMax} characters or less`,
    })
    .default(''),
  conflictOfInterest: z.enum(CONFLICT_OF_INTEREST, { error: 'Declare whether you have a conflict of interest' }),
  conflictDetails: text()
    .trim()
    .max(SUBMISSION_LIMITS.reasonMax, {
      error: `The details must be ${SUBMISSION_LIMITS.reasonMax} characters or less`,
    })
    .default(''),
});

/** Details are required when a conflict of interest is declared (a refinement for `superRefine`). */
export function conflictDetailsCheck(
  v: { conflictOfInterest: string; conflictDetails: string },
  ctx: z.RefinementCtx,
): void {
  if (v.conflictOfInterest === 'declared' && v.conflictDetails.trim() === '')
    ctx.addIssue({ code: 'custom', path: ['conflictDetails'], message: CONFLICT_DETAILS_REQUIRED });
}

/**
 * The review's text fields as the API takes them (`POST /api/invites/{id}/reviews`), with the
 * conflict-of-interest rule. Seed 001 §7 sends only `recommendation`, `comments` and `attachments`:
 * the declaration is optional here (absent or empty → `null`, recorded and shown to the editor as
 * "not declared"; decision 0069), while the review form still asks it (`reviewFieldsObject`).
 * A value other than none | declared is still refused, and details are still required when declared.
 */
export const reviewFields = reviewFieldsObject
  .extend({
    conflictOfInterest: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(CONFLICT_OF_INTEREST, { error: 'The conflict of interest is none or declared' }).nullable().default(null),
    ),
  })
  .superRefine((v, ctx) => conflictDetailsCheck({ ...v, conflictOfInterest: v.conflictOfInterest ?? '' }, ctx));

/** The text field of `POST /api/submissions/{id}/revisions` besides the file (decision 0036). */
export const revisionFields = strictBody({
  responseToReviewers: text()
    .trim()
    .max(SUBMISSION_LIMITS.commentsMax, {
      error: `The response to reviewers must be ${SUBMISSION_LIMITS.commentsMax} characters or less`,
    })
    .default(''),
});
