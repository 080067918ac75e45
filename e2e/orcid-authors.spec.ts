/**
 * ORCID for every author, end to end (the issue "ORCID and single sign-on", its "Done when";
 * decisions 0087, 0088, 0093), against the worker's e2e server, which runs with ORCID configured
 * as a member at a loopback ORCID (e2e/support/orcid-stack.ts: the `oidc-provider` of
 * src/server/test/oidc-provider.ts, with the member API stand-in of features/orcid/testing under
 * the same base, as ORCID_ENVIRONMENT's URL form has it; scripts/e2e-server.mjs, decision 0100)
 * and a DOI prefix:
 * 1. the author signs in with ORCID (a new account, `<iD>@orcid.invalid`), gives a real address
 *    and confirms it from the mail;
 * 2. in the wizard, after typing, "Connect your ORCID iD" runs ORCID's authorization and comes
 *    back with everything typed kept and the iD shown authenticated, not editable;
 * 3. the submission is submitted; the co-author's mail has a link whose page needs no account and
 *    connects her iD; the link then says it was used;
 * 4. the editor sees each author's iD state and re-sends the link to the author without an iD;
 * 5. a reviewer who connected ORCID completes a review; the submission is accepted, its proof
 *    approved, and it is published (the editorial steps through the API, as support/arrange.ts
 *    does for steps other specs drive through the pages);
 * 6. the stand-in member API received, each valid against ORCID's v3.0 XSD (it answers 201 only
 *    then), a work on both authors' records and a peer-review item on the reviewer's.
 * Every new screen is photographed at 390 and 1280 px (`shoot`), has no sideways scroll at 390 px
 * and no serious axe violation; support/test.ts fails the test on any console error.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { hasXmllint, orcidSchemaErrors } from '../src/server/features/orcid/testing/member-api';
import {
  acceptAndStartProductionThroughApi,
  approveProofThroughApi,
  login,
  sendToReviewAndInviteThroughApi,
  uploadProofThroughApi,
  type ApiUser,
} from './support/arrange';
import { shoot } from './support/editorial-office';
import { E2E_ADMIN, linkIn, mailDirOf, waitForMail } from './support/mailbox';
import { ORCID_PEOPLE, orcidStackOf } from './support/orcid-stack';
import { expectNoSeriousViolations, expectToast } from './support/page';
import { expect, test as base } from './support/test';
import { openSubmission, PASSWORD, PDF_PATH } from './support/workflow';

const { author: AUTHOR, coauthor: COAUTHOR, reviewer: REVIEWER } = ORCID_PEOPLE;
const ISSN = '2049-3630';

/** The worker's e2e server and its loopback ORCID (scripts/e2e-server.mjs). */
interface Stack {
  url: string;
  port: number;
  orcid: ReturnType<typeof orcidStackOf>;
}

const test = base.extend<{ stack: Stack }>({
  stack: async ({ baseURL }, use) => {
    const url = new URL(baseURL!);
    const port = Number(url.port);
    await use({ url: url.origin, port, orcid: orcidStackOf(port, (file) => readFileSync(file, 'utf8')) });
  },
});

/** Puts the journal's ISSN back as it was, once the test changed it. */
let putBack: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await putBack?.();
  putBack = null;
});

/** With SCREENSHOT_DIR, `part` alone at 390 and 1280 px (the full pages are long). */
async function shootPart(page: Page, part: Locator, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await part.screenshot({ path: path.join(dir, `${name}-part-${width}.png`) });
  }
}

/** The signed-in user of `page` for API calls (its access token, through its context). */
async function apiUserOf(page: Page, email: string): Promise<ApiUser> {
  const token = await page.evaluate(() => localStorage.getItem('genesis_access_token'));
  expect(token).toBeTruthy();
  return { request: page.context().request, token: token!, email };
}

test('ORCID for every author: sign in, connect in the wizard, a co-author by mail, credit on publication and review', async ({
  page,
  stack,
  browser,
}) => {
  test.skip(!hasXmllint(), 'the member API stand-in validates with xmllint');
  test.setTimeout(300_000);
  const mailDir = mailDirOf(stack.port);
  const auth = (user: ApiUser) => ({ authorization: `Bearer ${user.token}` });

  // The admin gives the journal an ISSN (a peer-review item's group needs one); it is put back
  // after the test (the server is shared with the other specs).
  const admin = { request: page.context().request, token: '', email: E2E_ADMIN.email };
  admin.token = (await login(admin.request, E2E_ADMIN.email, E2E_ADMIN.password)).token;
  const journals = (await (
    await admin.request.get('/api/admin/journals?limit=100', { headers: auth(admin) })
  ).json()) as Record<string, unknown>[] | { items: Record<string, unknown>[] };
  const list = Array.isArray(journals) ? journals : journals.items;
  const journal = list.find((j) => j.isHouse === true && j.acceptsSubmissions === true && !j.retiredAt)!;
  const input = Object.fromEntries(
    [
      'title',
      'abbreviation',
      'printIssn',
      'category',
      'description',
      'aimsAndScope',
      'articleTypes',
      'apc',
      'acceptsSubmissions',
      'publisher',
      'reviewResponseDays',
      'reviewDueDays',
      'revisionDays',
    ].flatMap((k) => (journal[k] === undefined || journal[k] === null ? [] : [[k, journal[k]]])),
  );
  const put = await admin.request.put(`/api/admin/journals/${String(journal.id)}`, {
    headers: auth(admin),
    data: { ...input, onlineIssn: ISSN },
  });
  expect(put.status(), await put.text()).toBe(200);
  putBack = async () => {
    const back = await admin.request.put(`/api/admin/journals/${String(journal.id)}`, {
      headers: auth(admin),
      data: { ...input, onlineIssn: journal.onlineIssn ?? '' },
    });
    expect(back.status(), await back.text()).toBe(200);
  };

  // 1. Sign in with ORCID: a new account, whose address is ORCID's placeholder until a real one is confirmed.
  await stack.orcid.loginAs(AUTHOR.sub);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with ORCID' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Welcome, Josiah Carberry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add your e-mail address' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, 'orcid-account-address');
  await page.getByRole('textbox', { name: /^E-mail address/ }).fill('josiah@brown.example');
  await page.getByRole('button', { name: 'Send a confirmation link' }).click();
  await expect(page.getByText('We sent a confirmation link to josiah@brown.example.', { exact: false })).toBeVisible();
  const confirm = await waitForMail('josiah@brown.example', 'Confirm your e-mail address', mailDir);
  const verify = new URL(linkIn(confirm, '/verify-email?token='));
  await page.goto(`${verify.pathname}${verify.search}`);
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();

  // 2. The wizard: typed first, then "Connect your ORCID iD"; nothing typed is lost.
  await page.goto('/dashboard/author');
  await page.getByLabel('Title').fill('Tidal heating of icy moons');
  await page.getByLabel('Abstract').fill('We model tidal dissipation in the ice shells of Europa and Enceladus.');
  await page.getByLabel('Journal').selectOption(String(journal.id));
  await page.getByLabel('Article type').selectOption('Research Article');
  await page.getByLabel('Keywords').fill('tides, ice, moons');
  const wizard = page.getByRole('form', { name: 'Create draft' });
  for (let i = 0; i < 3; i++) await wizard.getByRole('button', { name: 'Add an author' }).click();
  const authorCard = (n: number) =>
    wizard
      .locator('li')
      .filter({ hasText: `Author ${n}` })
      .first();
  const fillAuthor = async (n: number, given: string, family: string, email: string) => {
    const card = authorCard(n);
    await card.getByLabel('Given names').fill(given);
    await card.getByLabel('Family name').fill(family);
    await card.getByLabel(n === 1 ? 'Address for correspondence' : 'E-mail address').fill(email);
  };
  await fillAuthor(1, 'Josiah', 'Carberry', 'josiah@brown.example');
  await fillAuthor(2, 'Ada', 'Lovelace', 'ada@uni.example');
  await fillAuthor(3, 'Katherine', 'Johnson', 'katherine@nasa.example');
  await stack.orcid.loginAs(AUTHOR.sub);
  await authorCard(1).getByRole('button', { name: 'Connect your ORCID iD' }).click();
  await expect(page).toHaveURL(/\/dashboard\/author$/, { timeout: 20_000 });
  await expect(page.getByLabel('Title')).toHaveValue('Tidal heating of icy moons');
  await expect(page.getByLabel('Keywords')).toHaveValue('tides, ice, moons');
  await expect(authorCard(2).getByLabel('E-mail address')).toHaveValue('ada@uni.example');
  const connected = authorCard(1).locator('[data-orcid-state="authenticated"]');
  await expect(connected).toContainText(`https://orcid.org/${AUTHOR.sub}`);
  // The authenticated iD cannot be typed over: no ORCID field for that author, and no more buttons.
  await expect(authorCard(1).getByRole('textbox', { name: 'ORCID iD' })).toHaveCount(0);
  await expect(wizard.getByRole('button', { name: 'Connect your ORCID iD' })).toHaveCount(0);
  await expectNoSeriousViolations(page, { include: 'form[aria-label="Create draft"]' });
  await authorCard(1).scrollIntoViewIfNeeded();
  await shoot(page, 'orcid-wizard-connected');
  await shootPart(
    page,
    wizard.locator('fieldset').filter({ hasText: 'Authors and contributions' }),
    'orcid-wizard-authors',
  );
  await wizard.getByRole('button', { name: 'Create Draft' }).click();
  await expectToast(page, 'Draft created');
  await page.getByLabel('Manuscript file').setInputFiles(PDF_PATH);
  await page.getByRole('button', { name: 'Upload manuscript and continue' }).click();
  await expectToast(page, 'Uploaded');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expectToast(page, 'Submitted');
  const author = await apiUserOf(page, 'josiah@brown.example');
  const [{ id }] = (await (await author.request.get('/api/author/submissions', { headers: auth(author) })).json()) as {
    id: number;
  }[];

  // 3. The co-author's mailed link: no account; ORCID; then the link is used up.
  const invitation = await waitForMail('ada@uni.example', 'Connect your ORCID iD', mailDir);
  const link = new URL(linkIn(invitation, '/orcid/connect?token='));
  const coauthor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const problems: string[] = [];
  coauthor.on('console', (m) => {
    if (['error', 'warning'].includes(m.type()) && !/^Failed to load resource: /.test(m.text()))
      problems.push(m.text());
  });
  await coauthor.goto(`${stack.url}${link.pathname}${link.search}`);
  await expect(coauthor.getByRole('heading', { name: 'Connect your ORCID iD' })).toBeVisible();
  await expect(coauthor.getByText('Ada Lovelace')).toBeVisible();
  await expect(coauthor.getByText('“Tidal heating of icy moons”')).toBeVisible();
  await expectNoSeriousViolations(coauthor);
  await shoot(coauthor, 'orcid-coauthor-link');
  await stack.orcid.loginAs(COAUTHOR.sub);
  await coauthor.getByRole('button', { name: 'Connect your ORCID iD' }).click();
  await expect(coauthor).toHaveURL(/\/orcid\/connect\?sso=linked$/, { timeout: 20_000 });
  await expect(coauthor.getByText('Your ORCID iD is connected to the manuscript.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(coauthor);
  await shoot(coauthor, 'orcid-coauthor-connected');
  await coauthor.goto(`${stack.url}${link.pathname}${link.search}`);
  await expect(coauthor.getByRole('alert')).toHaveText(
    'This link was already used: the ORCID iD is connected. Nothing more to do.',
  );
  await expectNoSeriousViolations(coauthor);
  await shoot(coauthor, 'orcid-coauthor-link-used');
  expect(problems).toEqual([]);
  await coauthor.context().close();

  // 4. The editor sees each author's iD state, and sends Katherine's link again.
  const editor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const editorUser = await login(editor.context().request, E2E_ADMIN.email, E2E_ADMIN.password);
  await editor.goto('/api/health');
  await editor.evaluate(
    ([token, user]) => {
      localStorage.setItem('genesis_access_token', token);
      localStorage.setItem('genesis_user', user); // USER_STORAGE_KEY (shared/domain/session.ts)
    },
    [editorUser.token, JSON.stringify(editorUser.user)],
  );
  await editor.goto(`/dashboard/editor?q=${encodeURIComponent(`#${id}`)}`);
  await openSubmission(editor, id, { reload: false });
  const authors = editor
    .locator('dd')
    .filter({ has: editor.locator('[data-orcid-state]') })
    .first();
  await expect(authors.locator('[data-orcid-state="authenticated"]')).toHaveCount(2);
  await expect(authors.getByText('No ORCID iD')).toBeVisible();
  await editor.getByRole('button', { name: 'Send ORCID link again to Katherine Johnson' }).click();
  await expectToast(editor, 'ORCID link sent', 'To katherine@nasa.example');
  await expectNoSeriousViolations(editor);
  await authors.scrollIntoViewIfNeeded();
  await shoot(editor, 'orcid-editor-authors');
  await shootPart(editor, authors, 'orcid-editor-authors');

  // 5. A reviewer with ORCID connected completes a review; accepted, proofed, published.
  const adminApi: ApiUser = { request: admin.request, token: admin.token, email: E2E_ADMIN.email };
  const inviteId = await sendToReviewAndInviteThroughApi(adminApi, id, 'grace@navy.example');
  const invited = await waitForMail('grace@navy.example', 'Invitation to review', mailDir);
  const acceptToken = new URL(linkIn(invited, '/invites/accept?token=')).searchParams.get('token');
  expect((await admin.request.post('/api/public/invites/accept', { data: { token: acceptToken } })).status()).toBe(200);
  const made = await waitForMail('grace@navy.example', 'Your Genesis reviewer account', mailDir);
  const resetToken = new URL(linkIn(made, '/reset-password?token=')).searchParams.get('token');
  expect(
    (
      await admin.request.post('/api/password-reset/confirm', { data: { token: resetToken, password: PASSWORD } })
    ).status(),
  ).toBe(200);
  const reviewerPage = await (await browser.newContext()).newPage();
  const reviewer = await login(reviewerPage.context().request, 'grace@navy.example', PASSWORD);
  const linkStart = await reviewerPage.context().request.post('/api/sso/link', {
    headers: { authorization: `Bearer ${reviewer.token}`, origin: stack.url },
    data: { provider: 'orcid', returnTo: '/dashboard/reviewer' },
  });
  expect(linkStart.status(), await linkStart.text()).toBe(200);
  await stack.orcid.loginAs(REVIEWER.sub);
  await reviewerPage.goto(((await linkStart.json()) as { url: string }).url);
  // Back on the dashboard (this browser has no session: it lands on the portal's sign-in, `next` kept).
  await expect(reviewerPage).toHaveURL(/dashboard%2Freviewer%3Fsso%3Dlinked$/, { timeout: 20_000 });
  await reviewerPage.context().close();
  const identities = await admin.request.get('/api/me/identities', {
    headers: { authorization: `Bearer ${reviewer.token}` },
  });
  expect(await identities.json()).toEqual([{ provider: 'orcid', subject: REVIEWER.sub, label: 'ORCID' }]);
  const review = await admin.request.post(`/api/invites/${inviteId}/reviews`, {
    headers: { authorization: `Bearer ${reviewer.token}` },
    multipart: { recommendation: 'accept', comments: 'Sound model; publish.', conflictOfInterest: 'none' },
  });
  expect(review.status(), await review.text()).toBe(201);
  await acceptAndStartProductionThroughApi(adminApi, id);
  await uploadProofThroughApi(adminApi, id);
  await approveProofThroughApi(author, id);
  const published = await admin.request.post(`/api/submissions/${id}/publish`, { headers: auth(admin) });
  expect(published.status(), await published.text()).toBe(200);

  // 6. The member API received a valid work on both authors' records and a peer-review item on the reviewer's.
  const { orcid } = stack;
  await expect
    .poll(
      async () =>
        Promise.all(
          [AUTHOR.sub, COAUTHOR.sub].map(async (iD) => (await orcid.items(iD)).filter((i) => i.kind === 'work').length),
        ),
      { timeout: 60_000 },
    )
    .toEqual([1, 1]);
  await expect
    .poll(async () => (await orcid.items(REVIEWER.sub)).filter((i) => i.kind === 'peer-review').length, {
      timeout: 60_000,
    })
    .toBe(1);
  for (const iD of [AUTHOR.sub, COAUTHOR.sub]) {
    const [work] = await orcid.items(iD);
    expect(orcidSchemaErrors('work', work.body)).toBe('');
    expect(work.body).toContain('Tidal heating of icy moons');
    expect(work.body).toContain('10.55555/');
    // Both authenticated iDs are named among the work's contributors; Katherine by name only.
    expect(work.body).toContain(`https://orcid.org/${AUTHOR.sub}`);
    expect(work.body).toContain(`https://orcid.org/${COAUTHOR.sub}`);
    expect(work.body).toContain('Katherine Johnson');
  }
  const [peerReview] = await orcid.items(REVIEWER.sub);
  expect(orcidSchemaErrors('peer-review', peerReview.body)).toBe('');
  expect(peerReview.body).toContain(`issn:${ISSN}`);
  // Double-blind: the manuscript is not named on the reviewer's record.
  expect(peerReview.body).not.toContain('Tidal heating');
  expect((await orcid.requests()).filter((r) => r.status !== 201 && r.status !== 200)).toEqual([]);
});
