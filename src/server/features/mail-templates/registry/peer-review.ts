/**
 * Registry entries of the peer-review mails (features/invitations: decisions 0009, 0036, 0045): the
 * invitation, the answers, the closing notices and the reminders. Defaults: the texts sent before
 * the templates (decision 0053), word for word. No author names anywhere (double-blind review).
 */
import { paths } from '../../../../shared/routes';
import { defineTemplate, SIGNATURE, type TemplateVariable } from '../define';
import { SAMPLE, VARIABLE } from './samples';

const { title, submissionId, journalTitle } = VARIABLE;
const reviewerEmail = { description: "The reviewer's e-mail address", sample: SAMPLE.reviewerEmail };
/** Decision 0069: invitations greet the reviewer by name. */
const reviewerName = {
  description: "The reviewer's name, from their Genesis account; 'colleague' when the address has no account",
  sample: 'Dr Rosalind Franklin',
};
const acceptLink = {
  description: 'The link that accepts the invitation',
  sample: SAMPLE.tokenLink(paths.invites.accept.path),
  required: true,
};
const declineLink = {
  description: 'The link that declines the invitation',
  sample: SAMPLE.tokenLink(paths.invites.decline.path),
  required: true,
};
const reviewDue = { description: 'The review due date, e.g. 12 March 2027 (— when none)', sample: SAMPLE.date };
const reviewerDashboardUrl = {
  description: "The reviewer's dashboard",
  sample: SAMPLE.url(paths.dashboard.reviewer.getHref()),
};
const reasonBlock: TemplateVariable = {
  description: 'Two line breaks, "Reason given: " and the reviewer\'s reason; nothing when none was given',
  sample: '\n\nReason given: On leave until June.',
  multiline: true,
};

const CLOSED = {
  cancelled: 'This invitation was cancelled by the editor. No review is needed; thank you all the same.',
  decided:
    'The editor has already decided on this manuscript, so this review is no longer needed. Thank you all the same.',
  withdrawn: 'This manuscript was withdrawn from review, so this review is no longer needed. Thank you all the same.',
} as const;

/** One closing notice's entry: the same mail, with the sentence of its reason. */
function closedTemplate(reason: keyof typeof CLOSED, why: string) {
  return defineTemplate({
    mailKind: 'workflow.invitation_closed',
    group: 'Peer review',
    name: `Review no longer needed (${why})`,
    description: `To a reviewer whose open invitation was closed: ${why}.`,
    subject: 'Review no longer needed: "{{title}}"',
    body: `Dear colleague,\n\n${CLOSED[reason]}\n\nManuscript: "{{title}}"\nThe links of the invitation no longer work.${SIGNATURE}`,
    variables: { title },
    perJournal: true,
  });
}

/** One answer's entry (accepted or declined): to the inviting editor. */
function answerTemplate(verb: 'accepted' | 'declined') {
  return defineTemplate({
    mailKind: `workflow.invitation_${verb}`,
    group: 'Peer review',
    name: `Reviewer ${verb} (to the editor)`,
    description: `To the editor who invited a reviewer, when the reviewer ${verb}.`,
    subject: `Reviewer ${verb}: submission #{{submissionId}}`,
    body: `{{reviewerEmail}} ${verb} the invitation to review "{{title}}" (submission #{{submissionId}}).{{reasonBlock}}${SIGNATURE}`,
    variables: { reviewerEmail, title, submissionId, reasonBlock },
    perJournal: true,
  });
}

export const PEER_REVIEW_TEMPLATES = {
  'workflow.invitation': defineTemplate({
    mailKind: 'workflow.invitation',
    group: 'Peer review',
    name: 'Invitation to review',
    description: 'To a reviewer the editor invites: the abstract, the accept and decline links, the deadlines.',
    subject: 'Invitation to review for {{journalTitle}}',
    body:
      'Dear {{reviewerName}},\n\nThe editors of {{journalTitle}} invite you to review the manuscript "{{title}}" ' +
      '(double-blind review: you will not see the authors, and they will not see you).\n\nAbstract:\n{{abstract}}\n\n' +
      'Accept: {{acceptLink}}\nDecline: {{declineLink}}\n\n' +
      'Please answer by {{respondBy}}. If you accept, the review is due by {{reviewDue}}.\n' +
      'The links work until {{linksUntil}}.' +
      SIGNATURE,
    variables: {
      reviewerName,
      journalTitle,
      title,
      abstract: {
        description: "The manuscript's abstract (— when none)",
        sample: 'We followed soil bacteria through ten dry summers.',
        multiline: true,
      },
      acceptLink,
      declineLink,
      respondBy: { description: 'The date to answer by, e.g. 12 March 2027', sample: SAMPLE.date },
      reviewDue,
      linksUntil: { description: 'When the links stop working (date and time, UTC)', sample: SAMPLE.linkExpiry },
    },
    perJournal: true,
  }),
  'workflow.invitation_accepted': answerTemplate('accepted'),
  'workflow.invitation_declined': answerTemplate('declined'),
  'workflow.invitation_closed.cancelled': closedTemplate('cancelled', 'the editor cancelled the invitation'),
  'workflow.invitation_closed.decided': closedTemplate('decided', 'the editor decided on the manuscript'),
  'workflow.invitation_closed.withdrawn': closedTemplate('withdrawn', 'the manuscript was withdrawn from review'),
  'workflow.reminder_unanswered': defineTemplate({
    mailKind: 'workflow.reminder_unanswered',
    group: 'Peer review',
    name: 'Reminder: invitation unanswered',
    description: 'To a reviewer who has not answered an invitation: new accept and decline links.',
    subject: 'Reminder: invitation to review for {{journalTitle}}',
    body:
      'Dear colleague,\n\nWe have not yet heard whether you can review the manuscript "{{title}}" for {{journalTitle}}' +
      '{{askedBy}}. Please let us know either way.\n\n' +
      'Accept: {{acceptLink}}\nDecline: {{declineLink}}\n\n' +
      'These links replace those of the first invitation and work until {{linksUntil}}.' +
      SIGNATURE,
    variables: {
      title,
      journalTitle,
      askedBy: {
        description: 'A space and "(we asked for an answer by …)" with the date; nothing when there was no date',
        sample: ` (we asked for an answer by ${SAMPLE.date})`,
      },
      acceptLink,
      declineLink,
      linksUntil: { description: 'When the new links stop working (date and time, UTC)', sample: SAMPLE.linkExpiry },
    },
    perJournal: true,
  }),
  'workflow.reminder_due_soon': defineTemplate({
    mailKind: 'workflow.reminder_due_soon',
    group: 'Peer review',
    name: 'Reminder: review due soon',
    description: 'To a reviewer whose review is due in a few days.',
    subject: 'Reminder: your review is due on {{reviewDue}}',
    body:
      'Dear reviewer,\n\nThis is a reminder that your review of the manuscript "{{title}}" for {{journalTitle}} is due on {{reviewDue}}.\n\n' +
      'Your reviewer dashboard: {{dashboardUrl}}' +
      SIGNATURE,
    variables: { title, journalTitle, reviewDue, dashboardUrl: reviewerDashboardUrl },
    perJournal: true,
  }),
  'workflow.reminder_overdue': defineTemplate({
    mailKind: 'workflow.reminder_overdue',
    group: 'Peer review',
    name: 'Reminder: review overdue',
    description: 'To a reviewer whose review is past its due date.',
    subject: 'Overdue: your review was due on {{reviewDue}}',
    body:
      'Dear reviewer,\n\nYour review of the manuscript "{{title}}" for {{journalTitle}} was due on {{reviewDue}}. Please submit it as soon as you can, ' +
      'or tell the editor if you need more time.\n\nYour reviewer dashboard: {{dashboardUrl}}' +
      SIGNATURE,
    variables: { title, journalTitle, reviewDue, dashboardUrl: reviewerDashboardUrl },
    perJournal: true,
  }),
  'workflow.reminder_overdue_editor': defineTemplate({
    mailKind: 'workflow.reminder_overdue_editor',
    group: 'Peer review',
    name: 'Review overdue (to the editor)',
    description: 'To the handling editor (else the inviting editor) when a review is overdue.',
    subject: 'Review overdue: submission #{{submissionId}}',
    body:
      'The review of "{{title}}" (submission #{{submissionId}}) by {{reviewerEmail}} was due on ' +
      '{{reviewDue}}. The reviewer has been reminded. You may extend the ' +
      'due date or invite another reviewer.\n\n{{submissionUrl}}' +
      SIGNATURE,
    variables: {
      title,
      submissionId,
      reviewerEmail,
      reviewDue,
      submissionUrl: {
        description: "The submission in the editor's dashboard",
        sample: SAMPLE.url(paths.dashboard.editorSubmission.getHref(42)),
      },
    },
    perJournal: true,
  }),
};
