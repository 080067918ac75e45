/**
 * Registry entries of the public forms' mails (features/intake, decision 0007): the
 * acknowledgement to the sender and the notice to the editorial office, for each form. The
 * acknowledgements keep the seed's sentences (seed 000 §5: "We will review your submission
 * and reach out via email.", "Application submitted successfully. We will review and contact
 * you soon.", "We will respond within 24 hours."). Defaults: the texts sent before the templates
 * (decision 0053), word for word. Site-wide only: a public intake is not yet a journal's submission.
 */
import { defineTemplate, SIGNATURE } from '../define';
import { SAMPLE, VARIABLE } from './samples';

const name = { description: "The sender's name", sample: SAMPLE.name };
const email = { description: "The sender's e-mail address", sample: SAMPLE.email };
const { title } = VARIABLE;
const journal = { description: 'The journal chosen on the form', sample: SAMPLE.journalTitle };
const manuscriptId = { description: "The manuscript's number (the intake's record)", sample: '118' };
const label = { description: 'The role applied for (e.g. Reviewer)', sample: 'Reviewer' };
const fileNames = { description: "The attached files' names, comma-separated (or none)", sample: 'manuscript.pdf' };

export const INTAKE_TEMPLATES = {
  'intake.ack.manuscript': defineTemplate({
    mailKind: 'intake.ack',
    group: 'Public forms',
    name: 'Manuscript received (to the sender)',
    description: 'To whoever sent a manuscript through the public form.',
    subject: 'We received your manuscript: {{title}}',
    body:
      'Dear {{name}},\n\nThank you for submitting your manuscript "{{title}}" to {{journal}}. ' +
      'Its submission number is {{manuscriptId}}. We will review your submission and reach out via email.' +
      SIGNATURE,
    variables: { name, title, journal, manuscriptId },
    perJournal: false,
  }),
  'intake.notice.manuscript': defineTemplate({
    mailKind: 'intake.notice',
    group: 'Public forms',
    name: 'New manuscript (to the editorial office)',
    description: 'To the editorial office (EDITORIAL_EMAIL) when a manuscript arrives through the public form.',
    subject: 'New manuscript submission #{{manuscriptId}}: {{title}}',
    body:
      '{{name}} <{{email}}> submitted a {{articleType}} to {{journal}}.\n\n' +
      'Title: {{title}}\nFiles: {{fileNames}}\n\n{{coverLetter}}',
    variables: {
      name,
      email,
      articleType: { description: 'The article type chosen', sample: 'Research Article' },
      journal,
      title,
      fileNames,
      coverLetter: {
        description: "The sender's notes (the cover letter), as written",
        sample: 'Dear editors,\nplease consider our manuscript.',
        multiline: true,
      },
      manuscriptId,
    },
    perJournal: false,
  }),
  'intake.ack.application': defineTemplate({
    mailKind: 'intake.ack',
    group: 'Public forms',
    name: 'Application received (to the applicant)',
    description: 'To whoever applied to join as editor, associate editor or reviewer.',
    subject: 'We received your {{label}} application',
    body:
      'Dear {{name}},\n\nThank you for applying to join us as {{label}}. ' +
      'Application submitted successfully. We will review and contact you soon.' +
      SIGNATURE,
    variables: { name, label },
    perJournal: false,
  }),
  'intake.notice.application': defineTemplate({
    mailKind: 'intake.notice',
    group: 'Public forms',
    name: 'New application (to the editorial office)',
    description: 'To the editorial office when someone applies to join.',
    subject: 'New {{label}} application #{{applicationId}}: {{name}}',
    body:
      '{{name}} <{{email}}> applied as {{label}}.\n\nResearch interest:\n{{expertise}}\n\n' +
      '{{note}}\n\nFiles: {{fileNames}}',
    variables: {
      name,
      email,
      label,
      applicationId: { description: "The application's number", sample: '27' },
      expertise: { description: 'The research interest, as written', sample: 'Soil ecology', multiline: true },
      note: { description: "The applicant's note, as written", sample: 'Ten years of field work.', multiline: true },
      fileNames,
    },
    perJournal: false,
  }),
  'intake.ack.contact': defineTemplate({
    mailKind: 'intake.ack',
    group: 'Public forms',
    name: 'Message received (to the sender)',
    description: 'To whoever wrote through the contact form.',
    subject: 'We received your message',
    body: 'Dear {{name}},\n\nThanks, we received your message. We will respond within 24 hours.' + SIGNATURE,
    variables: { name },
    perJournal: false,
  }),
  'intake.notice.contact': defineTemplate({
    mailKind: 'intake.notice',
    group: 'Public forms',
    name: 'New message (to the editorial office)',
    description: 'To the editorial office when someone writes through the contact form.',
    subject: 'New contact message #{{messageId}} ({{inquiryType}}) from {{name}}',
    body: '{{name}} <{{email}}>{{phone}} wrote ({{inquiryType}}):\n\n{{message}}',
    variables: {
      name,
      email,
      phone: {
        description: 'A comma and the phone number, or nothing when none was given',
        sample: ', +44 20 7946 0000',
      },
      inquiryType: { description: 'The kind of inquiry (e.g. general)', sample: 'general' },
      messageId: { description: "The message's number", sample: '311' },
      message: { description: 'The message, as written', sample: 'When is the next issue out?', multiline: true },
    },
    perJournal: false,
  }),
};
