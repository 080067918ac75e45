/**
 * The links in account mails come from the route map (shared/routes.ts) prefixed with PUBLIC_URL, and
 * read exactly as they did when they were written by hand.
 */
import { describe, expect, it } from 'vitest';
import { accountMadeMail } from './invited-account';
import { passwordChangedMail, resetMail, signupExistingMail, verificationMail, verifyLink } from './mails';

const URL = 'https://journals.example.org';
/** base64url, as features/accounts/secret-token.ts makes them, with both of its non-alphanumerics. */
const TOKEN = 'Ab0-_zZ9aB3cD4eF5gH6iJ7kL8mN9oP0qR1sT2uV3wX';
const user = { id: 1, name: 'Ada', email: 'ada@example.org' };

/** The URLs in a mail's text, in order. */
const links = (text: string) => text.match(/https:\/\/\S+[^\s.,]/g) ?? [];

describe('links in account mails', () => {
  it('account mails', () => {
    expect(links(resetMail({ publicUrl: URL, page: '/reset-password', token: TOKEN, user }).text)).toEqual([
      `${URL}/reset-password?token=${TOKEN}`,
    ]);
    expect(links(resetMail({ publicUrl: URL, page: '/portal/reset-password', token: TOKEN, user }).text)).toEqual([
      `${URL}/portal/reset-password?token=${TOKEN}`,
    ]);
    expect(links(passwordChangedMail({ publicUrl: URL, user }).text)).toEqual([`${URL}/forgot-password`]);
    expect(verifyLink(URL, TOKEN)).toBe(`${URL}/verify-email?token=${TOKEN}`);
    expect(links(verificationMail({ publicUrl: URL, token: TOKEN, user }).text)).toEqual([
      `${URL}/verify-email?token=${TOKEN}`,
    ]);
    expect(links(signupExistingMail({ publicUrl: URL, user }).text)).toEqual([
      `${URL}/login`,
      `${URL}/forgot-password`,
    ]);
    expect(
      links(accountMadeMail({ publicUrl: URL, user: { ...user, role: 'reviewer' }, token: TOKEN, why: 'Why.' }).text),
    ).toEqual([`${URL}/reset-password?token=${TOKEN}`, `${URL}/login`]);
  });
});
