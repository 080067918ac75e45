/**
 * The e2e workflow through the production layout (decision 0049): nginx with
 * TLS in front of two Genesis servers on one PostgreSQL, one Redis and one S3 bucket, all started
 * by scripts/deploy-test.mjs (`npm run test:deploy`), which also gives this spec a control to
 * SIGKILL server A and start it again. While A is dead the reviewer's part of the workflow runs
 * through B alone; after A is back the workflow finishes. Then: every step succeeded and nginx
 * answered no 5xx (no request lost: the kill happens between steps, so A had no call in flight);
 * sessions made before the kill are valid on both servers; the password-reset limit (5 per 15
 * minutes) is one limit across both servers, not 5 each; every mail was sent exactly once (one
 * message per Message-ID, which the outbox keeps stable across retries).
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/support/test';
import { waitForMail } from '../e2e/support/mailbox';
import {
  acceptAndStartProduction,
  approveProof,
  chooseSubmission,
  newPage,
  publish,
  reviewToAcceptance,
  signInEditor,
  signUpAndSubmit,
  tidalManuscript,
  uploadProof,
} from '../e2e/support/workflow';

const CONTROL = process.env.DEPLOY_CONTROL!;
const UPSTREAMS = (process.env.DEPLOY_UPSTREAMS ?? '').split(',');
const MAIL_DIR = path.resolve(import.meta.dirname, '..', `.tmp/e2e-data-${process.env.E2E_PORT}`, 'mail');
const hex = randomBytes(3).toString('hex');

async function control(action: 'kill-a' | 'start-a'): Promise<void> {
  const res = await fetch(`${CONTROL}/${action}`, { method: 'POST' });
  expect(res.status, await res.text()).toBe(200);
}

/** `count` calls of `method url` from `page` (its session, if any): each one's status and upstream. */
async function calls(page: Page, count: number, method: string, url: string, body?: (i: number) => unknown) {
  const results: { status: number; upstream: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    results.push(
      await page.evaluate(
        async ({ method, url, body }) => {
          const token = localStorage.getItem('genesis_access_token');
          const res = await fetch(url, {
            method,
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: res.status, upstream: res.headers.get('x-upstream') ?? '' };
        },
        { method, url, body: body?.(i) },
      ),
    );
  }
  return results;
}

test.skip(!CONTROL, 'run through `npm run test:deploy` (scripts/deploy-test.mjs)');

test('the workflow completes through nginx while server A is killed and restarted', async ({ browser }) => {
  expect(UPSTREAMS).toHaveLength(2);
  const reviewerEmail = `reviewer.${hex}@example.org`;
  const { page: author, id } = await signUpAndSubmit(
    browser,
    { name: 'Ada Lovelace', email: `author.${hex}@example.org` },
    tidalManuscript(`Tidal heating behind a proxy ${hex}`),
  );
  const editor = await signInEditor(browser);

  // Server A dies (SIGKILL, no shutdown); review and acceptance run through B alone.
  await control('kill-a');
  // nginx notices and sends everything to B: every call answered, by B in the end.
  for (const result of await calls(editor, 4, 'GET', '/api/editor/submissions')) {
    expect(result.status).toBe(200);
    expect(result.upstream).toMatch(new RegExp(`(^|, )${UPSTREAMS[1]}$`));
  }
  await reviewToAcceptance(browser, editor, id, reviewerEmail, 'Sound modelling.');
  await control('start-a');

  await acceptAndStartProduction(editor, id);
  await uploadProof(editor);
  await chooseSubmission(author, id);
  await approveProof(author);
  const articleId = await publish(editor, id);
  const visitor = await newPage(browser);
  const response = await visitor.goto(`/articles/${articleId}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: `Tidal heating behind a proxy ${hex}` })).toBeVisible();

  // Sessions made before the kill work on both servers (round robin: 6 calls reach each).
  for (const page of [author, editor]) {
    const url = page === author ? '/api/author/submissions' : '/api/editor/submissions';
    const results = await calls(page, 6, 'GET', url);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.upstream))).toEqual(new Set(UPSTREAMS));
  }

  // One password-reset limit for both servers: 5 answered (spread over A and B), the 6th refused.
  const anonymous = await newPage(browser);
  await anonymous.goto('/login');
  const resets = await calls(anonymous, 6, 'POST', '/api/password-reset/request', (i) => ({
    email: `nobody.${hex}.${i}@example.org`,
  }));
  expect(resets.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
  expect(new Set(resets.slice(0, 5).map((r) => r.upstream))).toEqual(new Set(UPSTREAMS));

  // Each mail once: the two the reviewer needed arrived, and no Message-ID came twice (a few
  // outbox rounds later, so a second delivery would have had time to come).
  await waitForMail(reviewerEmail, 'Invitation to review');
  await new Promise((r) => setTimeout(r, 6000));
  const ids = fs
    .readdirSync(MAIL_DIR)
    .map((f) => /^Message-ID:\s*(\S+)/im.exec(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8'))?.[1] ?? f);
  expect(ids.length).toBeGreaterThanOrEqual(2);
  expect(ids.filter((m, i) => ids.indexOf(m) !== i)).toEqual([]);

  // No request lost: nginx answered no 5xx.
  const log = fs.readFileSync(process.env.DEPLOY_ACCESS_LOG!, 'utf8').split('\n');
  expect(log.filter((line) => /" 5\d\d /.test(line))).toEqual([]);
});
