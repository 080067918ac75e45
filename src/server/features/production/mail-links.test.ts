/**
 * The links in production's mails (the proof, the publication) come from the route map
 * (shared/routes.ts) prefixed with PUBLIC_URL, and read exactly as they did when they were
 * written by hand.
 */
import { describe, expect, it } from 'vitest';
import { proofMail, publishedMail } from './mails';

const URL = 'https://journals.example.org';
const user = { id: 1, name: 'Ada', email: 'ada@example.org' };

/** The URLs in a mail's text, in order. */
const links = (text: string) => text.match(/https:\/\/\S+[^\s.,]/g) ?? [];

describe('links in production mails', () => {
  it('proof and publication mails', () => {
    const base = { publicUrl: URL, to: user.email, name: user.name, submissionId: 5, title: 'T' };
    expect(links(proofMail(base).text)).toEqual([`${URL}/dashboard/author`]);
    expect(links(publishedMail({ ...base, articleId: 42 }).text)).toEqual([`${URL}/articles/42`]);
  });
});
