/**
 * The links in the invitation mails come from the route map (shared/routes.ts) prefixed with
 * PUBLIC_URL, and read exactly as they did when they were written by hand.
 */
import { describe, expect, it } from 'vitest';
import { invitationMail } from './mails';

const URL = 'https://journals.example.org';
/** base64url, as features/accounts/secret-token.ts makes them, with both of its non-alphanumerics. */
const TOKEN = 'Ab0-_zZ9aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX';

describe('links in invitation mails', () => {
  it('the invitation carries its accept and decline links', () => {
    const invitation = invitationMail({
      publicUrl: URL,
      to: 'ada@example.org',
      submissionId: 5,
      reviewerName: null,
      title: 'T',
      inviteId: 3,
      abstract: 'A.',
      journalTitle: 'J',
      token: TOKEN,
      expiresAt: new Date(0),
      respondBy: '2026-12-03',
      reviewDue: '2026-12-17',
    });
    // No account behind the address: the greeting falls back to 'colleague' (decision 0069).
    expect(invitation.text).toMatch(/^Dear colleague,/);
    expect(invitation.text).toContain(
      `Accept: ${URL}/invites/accept?token=${TOKEN}\nDecline: ${URL}/invites/decline?token=${TOKEN}\n\n`,
    );
    // Decision 0036: the deadlines the editor set, in words.
    expect(invitation.text).toContain(
      'Please answer by 3 December 2026. If you accept, the review is due by 17 December 2026.',
    );
  });
});
