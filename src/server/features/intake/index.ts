/**
 * The public face of the intake feature: what the app and other features may use (the public
 * forms: manuscripts, join applications, contact messages).
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export {
  acceptManuscriptIntake,
  archiveManuscriptIntake,
  decideJoinApplication,
  deleteArchivedManuscriptIntake,
  linkJoinApplicationToUser,
  linkManuscriptIntakeToSubmission,
  markContactMessageAnswered,
  unarchiveManuscriptIntake,
  type ContactMessageRow,
  type JoinApplicationRow,
  type ManuscriptIntakeRow,
} from './handling';
