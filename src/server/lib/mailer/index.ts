/**
 * The mailer (decisions 0007 and 0043): a transactional outbox delivered by `mail.deliver` jobs (lib/jobs),
 * through SMTP (SMTP_URL) or, without it, to the log. Features use `app.mailer`
 * (plugins/mailer.ts); these exports are for the plugin, tests and command-line tools.
 */
export { MAIL_ADDRESS, MailMessageError, parseMailMessage, type MailMessage, type MailTemplateUse } from './message';
export {
  enqueueMail,
  MAIL_JOB,
  markAttemptStarted,
  markDelivered,
  markMailFailed,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  retryDelayMs,
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
export {
  mailJob,
  startMailDelivery,
  type MailDelivery,
  type MailDeliveryOptions,
  type MailJobOptions,
} from './delivery';
