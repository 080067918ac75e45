/**
 * API contract of the peer-review workflow (decision 0009; seed 001 §3, §7): one zod schema per
 * response. Request bodies are in shared/validation/submissions.ts and invitations.ts; the
 * error body and paging in common.ts. Dates are ISO 8601 strings; sizes are bytes. File URLs
 * are site-relative API paths that need the bearer token.
 *
 * Blindness (double-blind, as the guidelines promise): a reviewer never receives the authors'
 * names, e-mails or the manuscript's original file name; an author never receives a
 * reviewer's identity, and sees review comments only after the decision of that round.
 */
import { z } from 'zod';
import { text } from '../validation/text';
import { author, funder, statements } from './contributors';
import { translation } from './translations';
import {
  CONFLICT_OF_INTEREST,
  DECISIONS,
  INVITATION_STATUSES,
  SUBMISSION_FILE_KINDS,
  SUBMISSION_STATUSES,
} from '../domain/submission-workflow';

export const submissionStatus = z.enum(SUBMISSION_STATUSES);
export const decision = z.enum(DECISIONS);

/** A row of `GET /api/author/submissions` and `GET /api/editor/submissions` (seed 001 §3). */
export const submissionSummary = z.object({
  id: z.number().int(),
  title: text(),
  status: submissionStatus,
  authorName: text(),
  journalTitle: text(),
  /** Review round, 1 for the first. */
  round: z.number().int(),
  updatedAt: text(),
  /** The current manuscript (latest revision), or null before one is uploaded. */
  fileUrl: text().nullable(),
  /**
   * Decision 0074: the day ('YYYY-MM-DD', UTC) the requested revision is due, while the status is
   * revision_requested (null otherwise, or when the decision set none).
   */
  revisionDue: text().nullable(),
  /** Decision 0074: the requested revision is past its due date (overdue from the day after it). */
  revisionOverdue: z.boolean(),
});
export type SubmissionSummary = z.infer<typeof submissionSummary>;

export const submissionFile = z.object({
  id: z.number().int(),
  kind: z.enum(SUBMISSION_FILE_KINDS),
  round: z.number().int(),
  originalFilename: text(),
  contentType: text(),
  byteSize: z.number().int(),
  url: text(),
  createdAt: text(),
  /** Decision 0070: the kind and round in words (`fileLabel`: "Cover letter", "Manuscript (round 1)"). */
  label: text(),
  /**
   * Editors only (null for the author, and for files that do not cross the double-blind line):
   * what happens when the current manuscript goes to reviewers or a review attachment to the
   * author — `cleaned` (names removed from its metadata), `as_is` (nothing to clean), or
   * `refused` (not delivered; `blindIssue` says why, e.g. an encrypted PDF or a DOC file).
   */
  blindStatus: z.enum(['cleaned', 'as_is', 'refused']).nullable(),
  blindIssue: text().nullable(),
  /** A revision's response to reviewers (decision 0036); null for other files or when none was given. */
  responseToReviewers: text().nullable(),
});
export type SubmissionFile = z.infer<typeof submissionFile>;

/** One line of a submission's history: who (by role; editors also see names), when, what. */
export const submissionEvent = z.object({
  at: text(),
  actorRole: z.enum(['author', 'editor', 'reviewer', 'system']),
  /** Shown to editors only; null for authors (and always for reviewers' events seen by authors). */
  actorName: text().nullable(),
  action: text(),
  fromStatus: submissionStatus.nullable(),
  toStatus: submissionStatus.nullable(),
  note: text().nullable(),
});
export type SubmissionEvent = z.infer<typeof submissionEvent>;

/** A review as an editor sees it (with the reviewer). */
export const editorReview = z.object({
  id: z.number().int(),
  inviteId: z.number().int(),
  round: z.number().int(),
  reviewerName: text(),
  reviewerEmail: text(),
  recommendation: decision,
  /** Comments for the authors. */
  comments: text(),
  /** Editors only (decision 0036): the reviewer's confidential comments ('' when none). */
  confidentialComments: text(),
  /** Editors only (decision 0036): 'none' or 'declared'; null for reviews made before the declaration existed. */
  conflictOfInterest: z.enum(CONFLICT_OF_INTEREST).nullable(),
  conflictDetails: text().nullable(),
  attachmentUrl: text().nullable(),
  submittedAt: text(),
});

/** A review as its author sees it: after the round's decision, without the reviewer. */
export const authorReview = z.object({
  round: z.number().int(),
  /** "Reviewer 1", "Reviewer 2"… within the round. */
  label: text(),
  comments: text(),
  attachmentUrl: text().nullable(),
});

export const editorInvitation = z.object({
  inviteId: z.number().int(),
  round: z.number().int(),
  reviewerEmail: text(),
  reviewerName: text().nullable(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: text(),
  respondedAt: text().nullable(),
  expiresAt: text(),
  /** Decision 0036: the response deadline and the review due date (YYYY-MM-DD; null for older invitations). */
  respondBy: text().nullable(),
  reviewDue: text().nullable(),
  /**
   * Decision 0036: 'response_overdue' (pending past respondBy), 'review_overdue' (accepted past
   * reviewDue), or null.
   */
  overdue: z.enum(['response_overdue', 'review_overdue']).nullable(),
  /** The reviewer's reason for declining, if they gave one. */
  declineReason: text().nullable(),
  /** Why a cancelled invitation was closed: 'cancelled' (by the editor), 'decided', 'withdrawn'. */
  closedReason: text().nullable(),
  /**
   * Decision 0070: the ids of the submission files this reviewer receives (the editor's choice,
   * or the default delivery), and whether the editor chose them.
   */
  fileIds: z.array(z.number().int()),
  filesChosen: z.boolean(),
});

/**
 * `GET /api/submissions/{id}` (seed 001 §7): the details panel. The author (owner) and the
 * editors may read it; `invitations`, `editorReviews`, `authorEmail` and `reviewDays` are for editors only
 * (empty / null for the author), `authorReviews` for the author only.
 */
export const submissionDetail = submissionSummary.extend({
  abstract: text(),
  keywords: z.array(text()),
  /** Decision 0095: the language of title, abstract and keywords (BCP 47). */
  language: text(),
  /** Decision 0095: title, subtitle, abstract and keywords in other languages. */
  translations: z.array(translation),
  articleType: text(),
  journalId: z.number().int(),
  coAuthors: text(),
  /** Decision 0089: the authors as the wizard structured them ([] when only `coAuthors` was typed). */
  authors: z.array(author),
  /** Decision 0089: funders with their awards. */
  funding: z.array(funder),
  /** Decision 0089: data availability, conflicts of interest, ethics (null: not given). */
  statements,
  authorEmail: text().nullable(),
  createdAt: text(),
  submittedAt: text().nullable(),
  /** Latest decision, if any. */
  decision: decision.nullable(),
  files: z.array(submissionFile),
  events: z.array(submissionEvent),
  invitations: z.array(editorInvitation),
  editorReviews: z.array(editorReview),
  authorReviews: z.array(authorReview),
  /** After publication. */
  articleId: z.number().int().nullable(),
  pdfUrl: text().nullable(),
  /**
   * The journal's default days for a reviewer to answer an invitation and to submit the review
   * (decision 0036; the invite form's hint, decision 0069). Editors only; null for the author.
   */
  reviewDays: z.object({ response: z.number().int(), due: z.number().int() }).nullable(),
  /**
   * The journal's default days for a revision (decision 0074), the decision composer's default
   * due date. Editors only; null for the author.
   */
  revisionDays: z.number().int().nullable(),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;

/** `POST /api/submissions/draft` → 201 (seed 001 §3 "Draft creation returns id"). */
export const draftCreated = z.object({ id: z.number().int() });
export type DraftCreated = z.infer<typeof draftCreated>;
/** Status-changing calls → 200: the submission's id and its new status. */
export const statusChanged = z.object({ id: z.number().int(), status: submissionStatus });
export type StatusChanged = z.infer<typeof statusChanged>;
/** Upload calls → 201. */
export const fileUploaded = z.object({
  id: z.number().int(),
  status: submissionStatus,
  fileId: z.number().int(),
  fileUrl: text(),
});
export type FileUploaded = z.infer<typeof fileUploaded>;
/** `POST /api/submissions/{id}/invites` → 201 (seed 001 §3 "Invite creation returns inviteId"). */
export const inviteCreated = z.object({ inviteId: z.number().int() });
export type InviteCreated = z.infer<typeof inviteCreated>;
/** `POST /api/submissions/{id}/invites/{inviteId}/cancel` → 200. */
export const inviteCancelled = z.object({ inviteId: z.number().int(), status: z.literal('cancelled') });
export type InviteCancelled = z.infer<typeof inviteCancelled>;
/** `POST /api/submissions/{id}/invites/{inviteId}/deadline` → 200 (decision 0036). */
export const deadlineExtended = z.object({ inviteId: z.number().int(), reviewDue: text() });
export type DeadlineExtended = z.infer<typeof deadlineExtended>;
/** `POST /api/public/invites/preview` → 200 (decision 0036): what a live invitation link opens. */
export const invitationPreview = z.object({
  submissionTitle: text(),
  journalTitle: text(),
  status: z.enum(INVITATION_STATUSES),
  respondBy: text().nullable(),
  reviewDue: text().nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;
/** `POST /api/submissions/{id}/publish` → 200 (seed 001 §3 "Publish response: articleId, pdfUrl"). */
export const published = z.object({ articleId: z.number().int(), pdfUrl: text() });
export type Published = z.infer<typeof published>;

/** A row of `GET /api/reviewer/invites` (seed 001 §3 "Invite"). */
export const reviewerInvite = z.object({
  inviteId: z.number().int(),
  submissionId: z.number().int(),
  title: text(),
  status: z.enum(INVITATION_STATUSES),
  updatedAt: text(),
  /** The anonymised manuscript, once the invitation is accepted; else null. */
  fileUrl: text().nullable(),
  /** Decision 0036: the response deadline and the review due date (YYYY-MM-DD), null for older invitations. */
  respondBy: text().nullable(),
  reviewDue: text().nullable(),
});
export type ReviewerInvite = z.infer<typeof reviewerInvite>;

/**
 * A file a reviewer receives (decision 0070): `GET /api/invites/{id}/files`, and `files` of the
 * invitation's detail. `label` is `fileLabel` ("Manuscript (round 1)", "Figure"); `filename` the
 * neutral name it is sent under; `url` serves it cleaned for blind review (decision 0011).
 */
export const reviewerFile = z.object({
  id: z.number().int(),
  kind: z.enum(SUBMISSION_FILE_KINDS),
  label: text(),
  filename: text(),
  url: text(),
});
export type ReviewerFile = z.infer<typeof reviewerFile>;

/** `PUT /api/submissions/{id}/invites/{inviteId}/files` → 200 (decision 0070): the stored choice. */
export const reviewerFilesChosen = z.object({ inviteId: z.number().int(), fileIds: z.array(z.number().int()) });
export type ReviewerFilesChosen = z.infer<typeof reviewerFilesChosen>;

/** `GET /api/invites/{id}`: what a reviewer may know (never the authors). */
export const reviewerInviteDetail = reviewerInvite.extend({
  /** Decision 0070: the files this reviewer receives, once accepted (else empty). */
  files: z.array(reviewerFile),
  abstract: text(),
  keywords: z.array(text()),
  articleType: text(),
  journalTitle: text(),
  round: z.number().int(),
  expiresAt: text(),
  /** Decision 0036: the deadlines (YYYY-MM-DD; null for older invitations). */
  respondBy: text().nullable(),
  reviewDue: text().nullable(),
  /** Decision 0036: the authors' response to reviewers with the revision under review (round 2 on), or null. */
  responseToReviewers: text().nullable(),
  /** Decision 0036: why the invitation was closed when it is cancelled (the message its links answer), else null. */
  closedMessage: text().nullable(),
  review: z
    .object({
      recommendation: decision,
      comments: text(),
      confidentialComments: text(),
      conflictOfInterest: z.enum(CONFLICT_OF_INTEREST).nullable(),
      conflictDetails: text().nullable(),
      attachmentUrl: text().nullable(),
      submittedAt: text(),
    })
    .nullable(),
});
export type ReviewerInviteDetail = z.infer<typeof reviewerInviteDetail>;

/** `POST /api/invites/{id}/respond` → 200. */
export const inviteResponded = z.object({ inviteId: z.number().int(), status: z.enum(INVITATION_STATUSES) });
export type InviteResponded = z.infer<typeof inviteResponded>;
/** `POST /api/invites/{id}/reviews` → 201. */
export const reviewSubmitted = z.object({ reviewId: z.number().int(), inviteId: z.number().int() });
export type ReviewSubmitted = z.infer<typeof reviewSubmitted>;

/**
 * `POST /api/public/invites/accept` and `/decline` → 200 (seed 000 §3): a message, and the
 * submission's title and the reviewer's name when known. The bodies are in
 * shared/validation/invitations.ts.
 */
export const invitationResponse = z.object({
  message: text(),
  submissionTitle: text().optional(),
  reviewerName: text().optional(),
});
export type InvitationResponse = z.infer<typeof invitationResponse>;
