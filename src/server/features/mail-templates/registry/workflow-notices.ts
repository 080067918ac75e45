/**
 * Registry entries of the workflow notices (docs/decisions/0054-workflow-notices.md): the author's
 * acknowledgements (features/submissions/notices.ts), the editors' notices
 * (features/submissions/editor-notices.ts) and the mails of a submitted review
 * (features/reviews/notices.ts). Defaults: the texts those builders sent before they became
 * templates, word for word. Every one concerns a submission (ref `submission:{id}`), so a journal
 * may have its own text.
 */
import { paths } from '../../../../shared/routes';
import { defineTemplate, SIGNATURE } from '../define';
import { SAMPLE, VARIABLE } from './samples';

const { title, submissionId, journalTitle, authorDashboardUrl } = VARIABLE;
const authorName = { description: "The author's name", sample: SAMPLE.name };
/** "Dear Ada," to a named editor, "Dear editors," to the journal's address of record. */
const editorName = {
  description: 'The editor\'s name, or "editors" when the notice goes to the editors\' address of record',
  sample: SAMPLE.name,
};
const submissionUrl = {
  description: "The submission in the editor's dashboard",
  sample: SAMPLE.url(paths.dashboard.editorSubmission.getHref(42)),
};

/** The author's acknowledgement around its sentences: greeting, dashboard link, signature. */
const toAuthor = (text: string) => `Dear {{name}},\n\n${text}\n\nYour dashboard: {{dashboardUrl}}${SIGNATURE}`;
/** An editors' notice around its sentences: greeting, the submission's link, signature. */
const toEditor = (text: string) => `Dear {{name}},\n\n${text}\n\nOpen it: {{submissionUrl}}${SIGNATURE}`;

const authorVariables = { name: authorName, title, submissionId, dashboardUrl: authorDashboardUrl };
const editorVariables = { name: editorName, title, submissionId, submissionUrl };

export const WORKFLOW_NOTICE_TEMPLATES = {
  'workflow.submission_received': defineTemplate({
    mailKind: 'workflow.submission_received',
    group: 'Submissions',
    name: 'Submission received (to the author)',
    description: 'To the author when they submit a draft from the portal.',
    subject: 'Submission #{{submissionId}} received',
    body: toAuthor(
      'Thank you for submitting "{{title}}" to {{journalTitle}}. We have received it as submission #{{submissionId}}.\n\n' +
        'The editors will check it (scope, format and a similarity check) before deciding whether to send it to peer review. ' +
        'You will hear from us at each step.',
    ),
    variables: { ...authorVariables, journalTitle },
    perJournal: true,
  }),
  'workflow.new_submission': defineTemplate({
    mailKind: 'workflow.new_submission',
    group: 'Submissions',
    name: 'New submission (to the editors)',
    description: "To the journal's editors when an author submits from the portal.",
    subject: 'New submission #{{submissionId}} to {{journalTitle}}',
    body: toEditor(
      '{{authorName}} submitted "{{title}}" ({{articleType}}) to {{journalTitle}}. ' +
        'It waits for desk review: a similarity check, then send it to peer review or reject it.',
    ),
    variables: {
      ...editorVariables,
      journalTitle,
      authorName: { description: "The submitting author's name", sample: 'Grace Hopper' },
      articleType: { description: "The manuscript's article type", sample: 'Research Article' },
    },
    perJournal: true,
  }),
  'workflow.revision_received': defineTemplate({
    mailKind: 'workflow.revision_received',
    group: 'Submissions',
    name: 'Revision received (to the author)',
    description: 'To the author when they upload a revised manuscript.',
    subject: 'Revision received: submission #{{submissionId}}',
    body: toAuthor(
      'Thank you for your revision of "{{title}}" (submission #{{submissionId}}). We have received it; ' +
        'the editor will read it and decide whether it goes back to the reviewers.',
    ),
    variables: authorVariables,
    perJournal: true,
  }),
  'workflow.revision_submitted': defineTemplate({
    mailKind: 'workflow.revision_submitted',
    group: 'Submissions',
    name: 'Revision submitted (to the editors)',
    description: "To the submission's editors when the author uploads a revised manuscript.",
    subject: 'Revision submitted: submission #{{submissionId}}',
    body: toEditor(
      'The author has revised "{{title}}" (submission #{{submissionId}}, after round {{round}}){{withResponse}}. ' +
        'Send it to the next review round, or decide on it.',
    ),
    variables: {
      ...editorVariables,
      round: { description: 'The review round the revision answers', sample: '1' },
      withResponse: {
        description: '", with a response to the reviewers" when the author wrote one; nothing otherwise',
        sample: ', with a response to the reviewers',
      },
    },
    perJournal: true,
  }),
  'workflow.author_withdrew': defineTemplate({
    mailKind: 'workflow.author_withdrew',
    group: 'Submissions',
    name: 'Withdrawn by the author (to the editors)',
    description: "To the submission's editors when the author withdraws it before peer review.",
    subject: 'Submission #{{submissionId}} withdrawn by the author',
    body: toEditor('The author withdrew "{{title}}" (submission #{{submissionId}}). Nothing more is needed.'),
    variables: editorVariables,
    perJournal: true,
  }),
  'workflow.sent_to_review': defineTemplate({
    mailKind: 'workflow.sent_to_review',
    group: 'Peer review',
    name: 'Sent to peer review (to the author)',
    description: 'To the author when the editor sends the submission to peer review (any round).',
    subject: 'Submission #{{submissionId}} sent to peer review',
    body: toAuthor(
      '{{revisedPrefix}}"{{title}}" (submission #{{submissionId}}) has been sent to peer review{{roundNote}}. ' +
        'Review is double-blind: the reviewers do not see your name, and you will not see theirs. ' +
        "We will write to you with the editor's decision.",
    ),
    variables: {
      ...authorVariables,
      revisedPrefix: {
        description: '"Your revised manuscript " (with its space) from round 2 on; nothing in round 1',
        sample: 'Your revised manuscript ',
      },
      roundNote: { description: '" (round N)" from round 2 on; nothing in round 1', sample: ' (round 2)' },
    },
    perJournal: true,
  }),
  'workflow.review_submitted': defineTemplate({
    mailKind: 'workflow.review_submitted',
    group: 'Peer review',
    name: 'Review submitted (to the editors)',
    description: "To the submission's editors when a reviewer submits a review (no comment of the review in it).",
    subject: 'Review submitted: submission #{{submissionId}}',
    body:
      'Dear {{name}},\n\nA review of "{{title}}" (submission #{{submissionId}}, round {{round}}) ' +
      'was submitted. Recommendation: {{recommendation}}.\n' +
      'Reviews submitted in this round: {{submittedInRound}}.\n\n' +
      'Read it and decide: {{submissionUrl}}' +
      SIGNATURE,
    variables: {
      ...editorVariables,
      round: { description: 'The review round', sample: '1' },
      recommendation: {
        description: "The reviewer's recommendation (e.g. Minor revisions)",
        sample: 'Minor revisions',
      },
      submittedInRound: { description: 'Reviews submitted in this round so far, this one included', sample: '2' },
    },
    perJournal: true,
  }),
  'workflow.review_received': defineTemplate({
    mailKind: 'workflow.review_received',
    group: 'Peer review',
    name: 'Review received (to the reviewer)',
    description: "To the reviewer when they submit their review (the manuscript's authors are never named).",
    subject: 'Thank you for your review for {{journalTitle}}',
    body:
      'Dear colleague,\n\nThank you for reviewing "{{title}}" for {{journalTitle}}. We have received your review; ' +
      'the editor will weigh it in the decision.\n\n' +
      'Your reviews: {{reviewerDashboardUrl}}' +
      SIGNATURE,
    variables: {
      title,
      journalTitle,
      reviewerDashboardUrl: {
        description: "The reviewer's dashboard",
        sample: SAMPLE.url(paths.dashboard.reviewer.getHref()),
      },
    },
    perJournal: true,
  }),
  'workflow.proof_approval_received': defineTemplate({
    mailKind: 'workflow.proof_approval_received',
    group: 'Decisions and production',
    name: 'Proof approval received (to the author)',
    description: 'To the author when they approve the proof.',
    subject: 'Proof approved: submission #{{submissionId}}',
    body: toAuthor(
      'Thank you for approving the proof of "{{title}}" (submission #{{submissionId}}). ' +
        'The editors will now publish it; we will write to you when it is online.',
    ),
    variables: authorVariables,
    perJournal: true,
  }),
  'workflow.proof_approved': defineTemplate({
    mailKind: 'workflow.proof_approved',
    group: 'Decisions and production',
    name: 'Proof approved (to the editors)',
    description: "To the submission's editors when the author approves the proof.",
    subject: 'Proof approved: submission #{{submissionId}}',
    body: toEditor(
      'The author approved the proof of "{{title}}" (submission #{{submissionId}}). It is ready to publish.',
    ),
    variables: editorVariables,
    perJournal: true,
  }),
  'workflow.proof_corrections_received': defineTemplate({
    mailKind: 'workflow.proof_corrections_received',
    group: 'Decisions and production',
    name: 'Proof corrections received (to the author)',
    description: 'To the author when they ask for corrections to the proof; their corrections are echoed.',
    subject: 'Proof corrections received: submission #{{submissionId}}',
    body: toAuthor(
      'We have received your corrections to the proof of "{{title}}" (submission #{{submissionId}}):\n\n' +
        '{{comments}}\n\nThe editors will prepare a new proof and send it to you for approval.',
    ),
    variables: {
      ...authorVariables,
      comments: {
        description: "The author's corrections, as written",
        sample: 'Figure 2: swap the axes.',
        multiline: true,
      },
    },
    perJournal: true,
  }),
};
