/**
 * The public face of the submissions feature: what other features may use. Anything not
 * exported here is the feature's own (docs/decisions/0015-feature-ownership.md).
 */
export { createSubmissionFromIntake, type IntakeManuscriptFile, type SubmissionFromIntake } from './from-intake';
