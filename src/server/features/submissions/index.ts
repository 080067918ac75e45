/**
 * The public face of the submissions feature: what the app and other features may use (peer review from draft to published article, invitations and reviews).
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export { default as submissionRoutes } from './routes';
export { default as invitationRoutes } from './invitation-routes';
export { createSubmissionFromIntake, type IntakeManuscriptFile, type SubmissionFromIntake } from './from-intake';
