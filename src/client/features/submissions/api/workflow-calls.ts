/**
 * The calls that change a submission (seed 001 §7 "Author", "Editor"). Each goes through its
 * endpoint-table entry (shared/api/endpoints; decision 0064), so it returns the server's answer
 * parsed by its schema (shapes in shared/api/submissions.ts) and throws ApiError on a non-OK
 * status (a transition that does not fit the current status answers 409 with a message naming
 * it) or an answer the contract refuses (`INVALID_RESPONSE`).
 */
import type {
  DeadlineExtended,
  InviteCancelled,
  DraftCreated,
  FileUploaded,
  InviteCreated,
  ReviewerFilesChosen,
  Published,
  StatusChanged,
} from '../../../../shared/api/submissions';
import type { DraftRequestInput } from '../../../../shared/validation/submissions';
import type { Decision, DeskAction } from '../../../../shared/domain/submission-workflow';
import type { PublicationScheduled } from '../../../../shared/api/issue-management';
import type { DecisionLetter } from '../../../../shared/api/editor-scope';
import * as endpoints from '../../../../shared/api/endpoints/editor-scope';
import * as production from '../../../../shared/api/endpoints/production';
import * as reviews from '../../../../shared/api/endpoints/reviews';
import * as submissions from '../../../../shared/api/endpoints/submissions';
import { call } from '../../../lib/call';

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** `POST /api/submissions/draft` → 201 `{id}`. */
export function createDraft(body: DraftRequestInput): Promise<DraftCreated> {
  return call(submissions.createDraft, { body });
}
/** `POST /api/submissions/{id}/upload?kind=manuscript` (multipart `file`) → 201. */
export function uploadManuscript(id: number, file: File): Promise<FileUploaded> {
  return call(submissions.uploadManuscript, { params: { id }, query: { kind: 'manuscript' }, body: fileForm(file) });
}
/** `POST /api/submissions/{id}/revisions` (multipart `file`, `responseToReviewers` when given) → 201. */
export function uploadRevision(id: number, file: File, responseToReviewers = ''): Promise<FileUploaded> {
  const form = fileForm(file);
  if (responseToReviewers.trim()) form.append('responseToReviewers', responseToReviewers.trim());
  return call(submissions.uploadRevision, { params: { id }, body: form });
}
/** `POST /api/submissions/{id}/proof/corrections` `{comments}` → 200 (back to production; decision 0036). */
export function requestProofCorrections(id: number, comments: string): Promise<StatusChanged> {
  return call(production.requestProofCorrections, { params: { id }, body: { comments } });
}
/** `POST /api/submissions/{id}/withdraw-from-review` `{reason}` → 200 (editor; decision 0036). */
export function withdrawFromReview(id: number, reason: string): Promise<StatusChanged> {
  return call(submissions.withdrawFromReview, { params: { id }, body: { reason } });
}
/** `POST /api/submissions/{id}/invites/{inviteId}/cancel` → 200 (decision 0036: from the UI). */
export function cancelInvitation(id: number, inviteId: number): Promise<InviteCancelled> {
  return call(reviews.cancelInvitation, { params: { id, inviteId } });
}
/** `POST /api/submissions/{id}/invites/{inviteId}/deadline` `{reviewDue}` → 200 (decision 0036). */
export function extendReviewDue(id: number, inviteId: number, reviewDue: string): Promise<DeadlineExtended> {
  return call(reviews.extendReviewDue, { params: { id, inviteId }, body: { reviewDue } });
}
/** `POST /api/submissions/{id}/submit` → 200. */
export function submitSubmission(id: number): Promise<StatusChanged> {
  return call(submissions.submitDraft, { params: { id } });
}
/** `POST /api/submissions/{id}/withdraw` → 200 (draft or submitted only). */
export function withdrawSubmission(id: number): Promise<StatusChanged> {
  return call(submissions.withdrawSubmission, { params: { id } });
}
/** `POST /api/submissions/{id}/proof/approve` → 200. */
export function approveProof(id: number): Promise<StatusChanged> {
  return call(production.approveProof, { params: { id } });
}
/**
 * `POST /api/submissions/{id}/desk` `{action, note?, confirmSimilarity?}` → 200. send_to_review
 * needs a recorded similarity check, and `confirmSimilarity` when it is over the policy (409
 * otherwise; decision 0045).
 */
export function deskAction(
  id: number,
  action: DeskAction,
  note?: string,
  confirmSimilarity?: boolean,
): Promise<StatusChanged> {
  return call(submissions.deskReview, {
    params: { id },
    body: { action, ...(note ? { note } : {}), ...(confirmSimilarity ? { confirmSimilarity: true } : {}) },
  });
}
/**
 * `POST /api/submissions/{id}/invites` `{reviewerEmail, respondBy?, reviewDue?, fileIds?}` → 201 `{inviteId}`;
 * dates 'YYYY-MM-DD', omitted for the journal's defaults (decision 0036).
 */
export function inviteReviewer(
  id: number,
  reviewerEmail: string,
  dates: { respondBy?: string; reviewDue?: string; fileIds?: number[] } = {},
): Promise<InviteCreated> {
  return call(reviews.inviteReviewer, {
    params: { id },
    body: {
      reviewerEmail,
      ...(dates.respondBy ? { respondBy: dates.respondBy } : {}),
      ...(dates.reviewDue ? { reviewDue: dates.reviewDue } : {}),
      ...(dates.fileIds ? { fileIds: dates.fileIds } : {}),
    },
  });
}
/** `PUT /api/submissions/{id}/invites/{inviteId}/files` `{fileIds}` → 200 (decision 0070): a reviewer's files. */
export function chooseReviewerFiles(id: number, inviteId: number, fileIds: number[]): Promise<ReviewerFilesChosen> {
  return call(reviews.chooseReviewerFiles, { params: { id, inviteId }, body: { fileIds } });
}
/** `POST /api/submissions/{id}/decision` `{decision, note?, letter?}` → 200 (`letter`: the edited decision letter). */
export function recordDecision(
  id: number,
  decision: Decision,
  note?: string,
  letter?: string,
  revisionDue?: string,
): Promise<StatusChanged> {
  return call(submissions.recordDecision, {
    params: { id },
    body: {
      decision,
      ...(note ? { note } : {}),
      ...(letter ? { letter } : {}),
      ...(revisionDue ? { revisionDue } : {}),
    },
  });
}

/**
 * `GET /api/submissions/{id}/decision-letter?decision=&note=&revisionDue=` → the letter built from
 * the template (decisions 0044, 0074: a revision's letter names its due date).
 */
export async function draftDecisionLetter(
  id: number,
  decision: Decision,
  note?: string,
  revisionDue?: string,
  /** True: the letter names the reviewers' files (decision 0071, amendment). */
  reviewFiles?: boolean,
): Promise<DecisionLetter> {
  return call(endpoints.draftDecisionLetter, {
    params: { id },
    query: {
      decision,
      note: note || undefined,
      revisionDue: revisionDue || undefined,
      reviewFiles: reviewFiles ? 'true' : undefined,
    },
  });
}
/** `POST /api/submissions/{id}/production` → 200. */
export function startProduction(id: number): Promise<StatusChanged> {
  return call(production.startProduction, { params: { id } });
}
/** `POST /api/submissions/{id}/proof` (multipart `file`) → 201. */
export function uploadProof(id: number, file: File): Promise<FileUploaded> {
  return call(production.uploadProof, { params: { id }, body: fileForm(file) });
}
/**
 * `POST /api/submissions/{id}/publish` → 200 `{articleId, pdfUrl}`, or 202 `{scheduled, issue}` when
 * the manuscript is assigned to a future issue and held for it (decision 0032).
 */
export function publishSubmission(id: number): Promise<Published | PublicationScheduled> {
  return call(production.publishSubmission, { params: { id } });
}
