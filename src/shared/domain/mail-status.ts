/**
 * Where an outbox mail stands (the same values as the outbox's `status` column,
 * src/server/db/schema/mail.ts): pending, sent, logged (embedded mode: no SMTP), failed.
 */
export const OUTBOX_STATUSES_SHARED = ['pending', 'sent', 'logged', 'failed'] as const;

/** How the editor's mail record names each status. */
export const MAIL_STATUS_LABELS: Record<(typeof OUTBOX_STATUSES_SHARED)[number], string> = {
  pending: 'Pending',
  sent: 'Sent',
  logged: 'Logged (no SMTP)',
  failed: 'Failed',
};
