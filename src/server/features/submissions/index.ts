/**
 * The public face of the submissions feature: what the app and other features may use (peer
 * review from draft to published article: submissions, their files and history, the
 * workflow's transitions, publishing). Invitations and reviews build on it (features/invitations,
 * features/reviews); what a submission shows of them is passed in (`PeerReviewViews`).
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export { createSubmissionFromIntake, type IntakeManuscriptFile, type SubmissionFromIntake } from './from-intake';
export type { AttachmentReader, PeerReviewViews, SubmissionReviews } from './peer-review';
export type { WorkflowDeps } from './workflow-deps';
export { editsJournal } from './scope';
export { lockSubmission, recordEvent, touchSubmission, wrongStatus, type SubmissionRow } from './workflow';
export { fileUrlOf } from './present';
export { assignInTx as assignSubmissionEditor, type AssignmentSlot } from './assignment';
export { discardUpload, receiveUpload, recordSubmissionFile, type ReceivedUpload } from './uploads';
export { sendBlindCopy } from './blind-delivery';
export { generateJats, type JatsArticleInput } from './jats-generate';
export { htmlToJatsBody } from './html-jats';
export { docxToHtml } from './docx-html';
export { editorsToNotify, type NoticeRecipient } from './notice-recipients';
export { editorLink } from './editor-notices';
