/**
 * The links in the workflow's mails come from the route map (shared/routes.ts) prefixed with PUBLIC_URL, and
 * read exactly as they did when they were written by hand.
 */
import { describe, expect, it } from 'vitest';
import { decisionMail } from './mails';

const URL = 'https://journals.example.org';
const user = { id: 1, name: 'Ada', email: 'ada@example.org' };

/** The URLs in a mail's text, in order. */
const links = (text: string) => text.match(/https:\/\/\S+[^\s.,]/g) ?? [];

describe('links in workflow mails', () => {
  it('workflow mails', () => {
    const base = { publicUrl: URL, to: user.email, name: user.name, submissionId: 5, title: 'T' };
    expect(links(decisionMail({ ...base, decision: 'minor', status: 'revision_requested' }).text)).toEqual([
      `${URL}/dashboard/author`,
    ]);
  });
});
