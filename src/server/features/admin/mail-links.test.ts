/**
 * The links in the admin inbox's mails come from the route map (shared/routes.ts) prefixed with PUBLIC_URL, and
 * read exactly as they did when they were written by hand.
 */
import { describe, expect, it } from 'vitest';
import { convertedNoticeMail, roleGrantedMail } from './mails';

const URL = 'https://journals.example.org';
const user = { id: 1, name: 'Ada', email: 'ada@example.org' };

/** The URLs in a mail's text, in order. */
const links = (text: string) => text.match(/https:\/\/\S+[^\s.,]/g) ?? [];

describe('links in admin mails', () => {
  it('role granted and converted notice', () => {
    const base = { publicUrl: URL, to: user.email, name: user.name, submissionId: 5, title: 'T' };
    expect(links(roleGrantedMail({ ...base, userId: 1, role: 'reviewer' }).text)).toEqual([`${URL}/login`]);
    expect(links(convertedNoticeMail(base).text)).toEqual([`${URL}/dashboard/editor`]);
  });
});
