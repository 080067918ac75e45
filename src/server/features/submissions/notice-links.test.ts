/**
 * The links in the notices of decision 0054 come from the route map prefixed with PUBLIC_URL:
 * the author's mails link to the author's dashboard, the editors' to the submission in the
 * editor's dashboard; a notice to the address of record greets "editors".
 */
import { describe, expect, it } from 'vitest';
import {
  authorWithdrewNotice,
  newSubmissionNotice,
  proofApprovedNotice,
  revisionSubmittedNotice,
} from './editor-notices';
import {
  proofApprovalReceivedMail,
  proofCorrectionsReceivedMail,
  revisionReceivedMail,
  sentToReviewMail,
  submissionReceivedMail,
} from './notices';

const URL = 'https://journals.example.org';
const links = (text: string) => text.match(/https:\/\/\S+[^\s.,]/g) ?? [];

describe('links and greetings in the workflow notices', () => {
  it("author's acknowledgements link to the author's dashboard", () => {
    const base = { publicUrl: URL, to: 'ada@example.org', name: 'Ada', submissionId: 7, title: 'T' };
    for (const mail of [
      submissionReceivedMail({ ...base, journalTitle: 'J' }),
      sentToReviewMail({ ...base, round: 2 }),
      revisionReceivedMail(base),
      proofApprovalReceivedMail(base),
      proofCorrectionsReceivedMail({ ...base, comments: 'Fix it.' }),
    ]) {
      expect(links(mail.text)).toEqual([`${URL}/dashboard/author`]);
      expect(mail).toMatchObject({ to: 'ada@example.org', ref: 'submission:7' });
      expect(mail.text).toMatch(/^Dear Ada,/);
    }
    expect(sentToReviewMail({ ...base, round: 2 }).text).toContain('(round 2)');
  });

  it("editors' notices link to the submission in the editor's dashboard", () => {
    const office = { publicUrl: URL, to: { email: 'editorial@example.org', name: null }, submissionId: 7, title: 'T' };
    for (const mail of [
      newSubmissionNotice({ ...office, journalTitle: 'J', articleType: 'Review', authorName: 'Ada' }),
      revisionSubmittedNotice({ ...office, round: 1, withResponse: true }),
      proofApprovedNotice(office),
      authorWithdrewNotice(office),
    ]) {
      expect(links(mail.text)).toEqual([`${URL}/dashboard/editor/submissions/7`]);
      expect(mail).toMatchObject({ to: 'editorial@example.org', ref: 'submission:7' });
      expect(mail.text).toMatch(/^Dear editors,/);
    }
    const named = proofApprovedNotice({ ...office, to: { email: 'he@example.org', name: 'Hana' } });
    expect(named.text).toMatch(/^Dear Hana,/);
  });
});
