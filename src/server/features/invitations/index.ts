/**
 * The public face of the invitations feature: reviewer invitations (the editor's invite and
 * cancel, the answers by link or from the dashboard, the reviewer's list, detail and
 * anonymised manuscript) and their mails. It owns the `invitations` table; features/reviews
 * reads an invitation of its reviewer and marks it answered through the use cases below.
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export { invitationsOf } from './editor-view';
export { markInvitationSubmitted, myInvitation, type InvitationReview, type ReviewOfInvitation } from './reviewer';
export { invitationPolicy, type InvitationAction, type InvitationRecord } from './policy';
export type { InvitationRow, Tx } from './service';
export { closeOpenInvitations, closedInvitationMessage } from './closing';
export { sendDueReminders, reminderKind, type ReminderDeps, type RemindersSent } from './reminders';
export { scheduleReminders } from './reminder-schedule';
