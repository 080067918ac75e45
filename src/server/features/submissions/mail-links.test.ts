/**
 * The links in the workflow's mails come from the route map (shared/routes.ts) prefixed with PUBLIC_URL, and
 * read exactly as they did when they were written by hand.
 */
import { describe, expect, it } from 'vitest';
import { decisionMail, invitationMail, proofMail, publishedMail } from './mails';

const URL = 'https://journals.example.org';
/** base64url, as features/accounts/secret-token.ts makes them, with both of its non-alphanumerics. */
const TOKEN = 'Ab0-_zZ9aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX';
const user = { id: 1, name: 'Ada', email: 'ada@example.org' };

/** The URLs in a mail's text, in order. */
const links = (text: string) => text.match(/https:\/\/\S+[^\s.,]/g) ?? [];

describe('links in workflow mails', () => {
  it('workflow mails', () => {
    const base = { publicUrl: URL, to: user.email, name: user.name, submissionId: 5, title: 'T' };
    expect(links(decisionMail({ ...base, decision: 'minor', status: 'revision_requested' }).text)).toEqual([`${URL}/dashboard/author`]);
    expect(links(proofMail(base).text)).toEqual([`${URL}/dashboard/author`]);
    expect(links(publishedMail({ ...base, articleId: 42 }).text)).toEqual([`${URL}/articles/42`]);
    const invitation = invitationMail({
      ...base,
      inviteId: 3,
      abstract: 'A.',
      journalTitle: 'J',
      token: TOKEN,
      expiresAt: new Date(0),
    });
    expect(invitation.text).toContain(`Accept: ${URL}/invites/accept?token=${TOKEN}\nDecline: ${URL}/invites/decline?token=${TOKEN}\n\n`);
  });
});
