/**
 * The public face of the submissions feature: what the app and other features may use (peer
 * review from draft to acceptance: submissions, their files and history, the workflow's
 * transitions). Invitations, reviews and production build on it (features/invitations,
 * features/reviews, features/production: proofs, production metadata, JATS, publishing, issue
 * assignment; docs/decisions/0065-production-feature.md); what a submission shows of
 * invitations and reviews is passed in (`PeerReviewViews`).
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export { createSubmissionFromIntake, type IntakeManuscriptFile, type SubmissionFromIntake } from './from-intake';
export type { AttachmentReader, PeerReviewViews, SubmissionReviews } from './peer-review';
export type { SubmissionCall, WorkflowDeps } from './workflow-deps';
export {
  authorizeSubmission,
  submissionFacts,
  submissionPermits,
  submissionPolicy,
  type SubmissionAction,
  type SubmissionFacts,
  type SubmissionRecord,
} from './policy';
export {
  lockSubmission,
  recordEvent,
  SUBMISSION_NOT_FOUND,
  touchSubmission,
  transition,
  wrongStatus,
  type SubmissionRow,
} from './workflow';
export { assignPublicationIssue, holdForIssue, recordPublishedArticle } from './publication-record';
export { fileUrlOf } from './present';
export { assignInTx as assignSubmissionEditor, type AssignmentSlot } from './assignment';
export { discardUpload, FILE_FIELD, receiveUpload, recordSubmissionFile, type ReceivedUpload } from './uploads';
export { authorOf, requireFile, withUpload, type UploadResult } from './use-case-support';
export { noticeProofApproved, noticeProofCorrections } from './workflow-notices';
export { sendBlindCopy } from './blind-delivery';
export { editorsToNotify, type NoticeRecipient } from './notice-recipients';
export { editorLink } from './editor-notices';
export { sendRevisionReminders, type RevisionReminderDeps, type RevisionRemindersSent } from './revision-reminders';
export {
  completeOrcidInvitation,
  openOrcidInvitation,
  orcidInvitationView,
  orcidInvitationsOf,
  resendOrcidInvitation,
} from './orcid-invitations';
