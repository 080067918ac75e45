/**
 * Registry entries of the workflow's mails to authors and editors (features/submissions and
 * features/admin: decisions 0009, 0010, 0036, 0037): the decision letters (one per decision;
 * docs/decisions/0044-decision-letters.md), the proof, the publication, the withdrawal, the
 * proof corrections, the assignment and a converted manuscript's notice. Defaults: the texts
 * sent before the templates (decision 0053), word for word.
 */
import type { Decision } from '../../../../shared/domain/submission-workflow';
import { paths } from '../../../../shared/routes';
import { defineTemplate, SIGNATURE, type TemplateVariable } from '../define';
import { SAMPLE, VARIABLE } from './samples';

const name = { description: "The recipient's name", sample: SAMPLE.name };
const { title, submissionId, authorDashboardUrl } = VARIABLE;
const editorDashboardUrl = { description: "The editors' queue", sample: SAMPLE.url(paths.dashboard.editor.getHref()) };

const DECISION_TEXT: Record<Decision, string> = {
  minor:
    'The editor asks for minor revisions. Please upload a revised manuscript from your dashboard by {{revisionDue}}.',
  major:
    'The editor asks for major revisions. Please upload a revised manuscript from your dashboard by {{revisionDue}}.',
  accept: 'Your manuscript has been accepted for publication. It now goes into production.',
  reject: 'We regret that your manuscript has not been accepted for publication.',
};

const DECISION_NAMES: Record<Decision, string> = {
  minor: 'Decision letter: minor revisions',
  major: 'Decision letter: major revisions',
  accept: 'Decision letter: accepted',
  reject: 'Decision letter: rejected (also a desk rejection)',
};

/** The day a revision is due (decision 0074), a variable of the minor and major letters. */
const revisionDue = {
  description: 'The day the revision is due, in words (decision 0074)',
  sample: '17 December 2026',
};

/**
 * One decision's letter (the editor may still edit it before it is sent); `extra`: the variables
 * of that decision only (a revision's due date, decision 0074).
 */
function decisionTemplate<const E extends string = never>(
  decision: Decision,
  extra: Record<E, TemplateVariable> = {} as Record<E, TemplateVariable>,
) {
  return defineTemplate({
    mailKind: 'workflow.decision',
    group: 'Decisions and production',
    name: DECISION_NAMES[decision],
    description:
      "To the author when the editor records this decision. The editor's composer starts from it and may edit the text.",
    subject: 'Decision on your submission #{{submissionId}}: {{decisionLabel}}',
    body:
      `Dear {{authorName}},\n\n${DECISION_TEXT[decision]}\n\nSubmission: "{{title}}"\n` +
      '{{editorReason}}{{reviewerComments}}' +
      "Reviewers' comments, when there are any, are on your dashboard: {{dashboardUrl}}" +
      SIGNATURE,
    variables: {
      authorName: { description: "The author's name", sample: SAMPLE.name },
      submissionId,
      title,
      decisionLabel: { description: "The decision's label (e.g. Accept)", sample: 'Minor revisions' },
      editorReason: {
        description: 'A line break, "The editor\'s reason:", the reason and a blank line; nothing when none was given',
        sample: "\nThe editor's reason:\nPlease shorten the discussion.\n\n",
        multiline: true,
      },
      reviewerComments: {
        description:
          'The reviewers\' comments for the authors ("Reviewer 1:" …, never names), then the reviewers\' files when the editor has the letter name them; nothing when none',
        sample: "\nThe reviewers' comments for the authors:\n\nReviewer 1:\nA careful study.\n\n",
        required: true,
        multiline: true,
      },
      dashboardUrl: authorDashboardUrl,
      ...extra,
    },
    perJournal: true,
  });
}

export const WORKFLOW_TEMPLATES = {
  // Decision 0074: a revision's letter names its due date; accept and reject have none.
  'workflow.decision.minor': decisionTemplate('minor', { revisionDue }),
  'workflow.decision.major': decisionTemplate('major', { revisionDue }),
  'workflow.decision.accept': decisionTemplate('accept'),
  'workflow.decision.reject': decisionTemplate('reject'),
  'workflow.proof': defineTemplate({
    mailKind: 'workflow.proof',
    group: 'Decisions and production',
    name: 'Proof ready',
    description: 'To the author when the proof is ready for approval.',
    subject: 'Proof ready for submission #{{submissionId}}',
    body:
      'Dear {{name}},\n\nThe proof of "{{title}}" is ready. Please check it and approve it on your dashboard: ' +
      '{{dashboardUrl}}' +
      SIGNATURE,
    variables: { name, title, submissionId, dashboardUrl: authorDashboardUrl },
    perJournal: true,
  }),
  'workflow.proof_corrections': defineTemplate({
    mailKind: 'workflow.proof_corrections',
    group: 'Decisions and production',
    name: 'Proof corrections requested (to the editors)',
    description: "To the editors' address of record when the author asks for corrections to the proof.",
    subject: 'Proof corrections requested: submission #{{submissionId}}',
    body:
      'The author of "{{title}}" (submission #{{submissionId}}) asks for corrections to the proof:\n\n{{comments}}\n\n' +
      'The submission is back in production for a new proof: {{editorDashboardUrl}}' +
      SIGNATURE,
    variables: {
      title,
      submissionId,
      comments: {
        description: "The author's corrections, as written",
        sample: 'Figure 2: swap the axes.',
        multiline: true,
      },
      editorDashboardUrl,
    },
    perJournal: true,
  }),
  'workflow.orcid_invitation': defineTemplate({
    mailKind: 'workflow.orcid_invitation',
    group: 'Submissions',
    name: 'Co-author: connect your ORCID iD',
    description:
      'To each co-author the wizard gave an address for, when the submission is submitted (or an editor re-sends it): the link that connects their ORCID iD (decision 0093).',
    subject: 'Connect your ORCID iD to "{{title}}"',
    body:
      'Dear {{name}},\n\n{{submitterName}} submitted "{{title}}" to {{journalTitle}} and named you as an author. ' +
      'Connect your ORCID iD to the manuscript by signing in to ORCID from this link:\n\n{{connectLink}}\n\n' +
      'You need no Genesis account. Your iD will be shown as authenticated on the article and in its metadata, ' +
      'and, if you allow it, the article is added to your ORCID record when it is published. ' +
      'The link works once and expires in {{linkDays}} days. If you are not an author of this manuscript, ignore this mail.' +
      SIGNATURE,
    variables: {
      name,
      title,
      submitterName: { description: 'The submitting author', sample: 'Grace Hopper' },
      journalTitle: VARIABLE.journalTitle,
      connectLink: {
        description: 'The one-time link that connects the iD',
        sample: SAMPLE.tokenLink(paths.orcidConnect.path),
        required: true,
      },
      linkDays: { description: 'How many days the link works', sample: '30' },
    },
    perJournal: true,
  }),
  'workflow.published': defineTemplate({
    mailKind: 'workflow.published',
    group: 'Decisions and production',
    name: 'Article published',
    description: 'To the author when their article is published.',
    subject: 'Published: {{title}}',
    body: 'Dear {{name}},\n\n"{{title}}" is published: {{articleUrl}}' + SIGNATURE,
    variables: {
      name,
      title,
      articleUrl: { description: "The article's public page", sample: SAMPLE.url(paths.article.getHref(7)) },
    },
    perJournal: true,
  }),
  'workflow.revision_due_soon': defineTemplate({
    mailKind: 'workflow.revision_reminder',
    group: 'Decisions and production',
    name: 'Revision due soon (to the author)',
    description:
      'To the author a week before the due date of the revision the editor asked for, once per due date (decision 0074).',
    subject: 'Reminder: your revision of submission #{{submissionId}} is due on {{revisionDue}}',
    body:
      'Dear {{name}},\n\nThis is a reminder that the revision of "{{title}}" is due on {{revisionDue}}. ' +
      'Please upload your revised manuscript from your dashboard: {{dashboardUrl}}' +
      SIGNATURE,
    variables: {
      name,
      title,
      submissionId,
      revisionDue: { description: 'The day the revision is due, in words', sample: '17 December 2026' },
      dashboardUrl: authorDashboardUrl,
    },
    perJournal: true,
  }),
  'workflow.revision_overdue': defineTemplate({
    mailKind: 'workflow.revision_reminder',
    group: 'Decisions and production',
    name: 'Revision overdue (to the author)',
    description:
      'To the author the day after the due date of the revision the editor asked for, once per due date (decision 0074).',
    subject: 'Your revision of submission #{{submissionId}} is overdue',
    body:
      'Dear {{name}},\n\nThe revision of "{{title}}" was due on {{revisionDue}} and we have not received it yet. ' +
      'Please upload your revised manuscript from your dashboard, or write to the editor if you need more time: ' +
      '{{dashboardUrl}}' +
      SIGNATURE,
    variables: {
      name,
      title,
      submissionId,
      revisionDue: { description: 'The day the revision was due, in words', sample: '17 December 2026' },
      dashboardUrl: authorDashboardUrl,
    },
    perJournal: true,
  }),
  'workflow.withdrawn': defineTemplate({
    mailKind: 'workflow.withdrawn',
    group: 'Decisions and production',
    name: 'Withdrawn from review',
    description: 'To the author when the editor withdraws their submission from review.',
    subject: 'Submission #{{submissionId}} withdrawn from review',
    body:
      'Dear {{name}},\n\nThe editor has withdrawn "{{title}}" from review.\n\nThe editor\'s reason:\n{{reason}}\n\n' +
      'Your dashboard: {{dashboardUrl}}' +
      SIGNATURE,
    variables: {
      name,
      title,
      submissionId,
      reason: {
        description: "The editor's reason, as written",
        sample: 'Out of the journal’s scope.',
        multiline: true,
      },
      dashboardUrl: authorDashboardUrl,
    },
    perJournal: true,
  }),
  'workflow.assignment': defineTemplate({
    mailKind: 'workflow.assignment',
    group: 'Decisions and production',
    name: 'Editor assigned',
    description: 'To an editor assigned as handling or associate editor of a submission.',
    subject: 'You are the {{role}} of submission #{{submissionId}}',
    body:
      'Dear {{name}},\n\nYou have been assigned as the {{role}} of submission #{{submissionId}}, "{{title}}".\n\n' +
      'Open it in your dashboard: {{submissionUrl}}' +
      SIGNATURE,
    variables: {
      name,
      role: { description: '"handling editor" or "associate editor"', sample: 'handling editor' },
      submissionId,
      title,
      submissionUrl: {
        description: "The submission in the editor's dashboard",
        sample: SAMPLE.url(paths.dashboard.editorSubmission.getHref(42)),
      },
    },
    perJournal: true,
  }),
  'admin.converted_notice': defineTemplate({
    mailKind: 'admin.converted_notice',
    group: 'Decisions and production',
    name: 'Converted manuscript (to the editor)',
    description: 'To the editor named when an admin converts a public manuscript into a submission.',
    subject: 'New submission #{{submissionId}} for you: {{title}}',
    body:
      'A manuscript sent through the public form was converted into submission #{{submissionId}}, "{{title}}". ' +
      "It is in the editors' queue: {{editorDashboardUrl}}" +
      SIGNATURE,
    variables: { submissionId, title, editorDashboardUrl },
    perJournal: true,
  }),
};
