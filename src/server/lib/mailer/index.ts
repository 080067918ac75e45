/**
 * The mailer (issue 5, "Mail"): a transactional outbox delivered by a background loop,
 * through SMTP (SMTP_URL) or, without it, to the log. Features use `app.mailer`
 * (plugins/mailer.ts); these exports are for the plugin, tests and command-line tools.
 */
export { MAIL_ADDRESS, MailMessageError, parseMailMessage, type MailMessage } from './message';
export {
  claimNextMail,
  DEFAULT_LEASE_MS,
  enqueueMail,
  markAttemptFailed,
  markDelivered,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  retryDelayMs,
  type DbOrTx,
  type OutboxRow,
} from './outbox';
export {
  createLogTransport,
  createSmtpTransport,
  describeSendError,
  redactSmtpUrl,
  type MailLog,
  type MailTransport,
  type OutboxMail,
  type SmtpTransportOptions,
} from './transports';
export { startMailDelivery, type MailDelivery, type MailDeliveryOptions } from './delivery';
