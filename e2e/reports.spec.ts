/**
 * The editorial reports (docs/decisions/0086-editorial-reports.md) in the browser: the admin
 * opens Reports from the admin dashboard's side navigation, an editor-in-chief from the editor
 * dashboard; each reads the figures of a period with a submission received and sent to review,
 * the three charts drawn (canvas) with their data tables, axe finds nothing serious, and at
 * 390 px nothing scrolls sideways. With SCREENSHOT_DIR, full-page shots at 390 and 1280 px.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { shoot } from './support/editorial-office';
import { apiAdmin, sendToReviewAndInviteThroughApi, signedInPage, submitThroughApi } from './support/arrange';
import { E2E_ADMIN } from './support/mailbox';
import { expectNoSeriousViolations } from './support/page';
import { PASSWORD, tidalManuscript } from './support/workflow';

/** The figure shown for `term` in the group `group` of the report. */
const figure = (page: Page, group: string, term: string) =>
  page
    .getByRole('group', { name: group })
    .locator('div', { has: page.getByText(term, { exact: true }) })
    .locator('dd');

async function expectReport(page: Page, shot: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(figure(page, 'Submissions in the period', 'Received')).not.toHaveText('0');
  await expect(figure(page, 'Submissions in the period', 'Sent to review')).not.toHaveText('0');
  await expect(page.getByText(/= accepted ÷ decided, in the period/)).toBeVisible();
  for (const chart of [
    'Submissions received, sent to review and published',
    'Decisions and withdrawals',
    'Median days from submission to first decision',
  ]) {
    const canvas = page.getByRole('img', { name: chart });
    await expect(canvas).toBeVisible();
    // Chart.js drew on it (the canvas holds pixels), and its table of figures is named beside it.
    await expect
      .poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.width > 0 && c.toDataURL().length > 2000))
      .toBe(true);
    await expect(page.getByRole('table', { name: `${chart}, by month`, includeHidden: true })).toHaveCount(1);
  }
  await expectNoSeriousViolations(page);
  await shoot(page, shot);
}

test('the admin and an editor-in-chief read the editorial reports', async ({ browser, request }) => {
  // Two sign-ins, an invitation mail and two reports drawn at two widths each.
  test.setTimeout(120_000);
  const tag = randomBytes(4).toString('hex');
  const admin = await apiAdmin(request);
  const { id } = await submitThroughApi(
    request,
    { name: `Report Author ${tag}`, email: `report-author-${tag}@example.org` },
    tidalManuscript(`Reported manuscript ${tag}`),
  );
  await sendToReviewAndInviteThroughApi(admin, id, `report-reviewer-${tag}@example.org`);
  const submission = (await (
    await request.get(`/api/submissions/${id}`, { headers: { authorization: `Bearer ${admin.token}` } })
  ).json()) as { journalId: number };

  // The admin: Reports in the admin dashboard's side navigation.
  const adminPage = await signedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password);
  await adminPage.goto('/dashboard/admin');
  await adminPage.getByRole('navigation', { name: 'Admin inbox' }).getByRole('link', { name: 'Reports' }).click();
  await expect(adminPage).toHaveURL(/\/dashboard\/reports$/);
  await expectReport(adminPage, 'reports-admin');
  await expect(
    adminPage
      .getByRole('combobox', { name: /^Journal/ })
      .locator('option')
      .first(),
  ).toHaveText('All journals');

  // An editor-in-chief of the submission's journal: an account signed up, made an editor and
  // given the journal role by the admin (the Users section's calls; its pages: workflow.spec).
  const email = `report-chief-${tag}@example.org`;
  const signup = await request.post('/api/signup', { data: { name: 'Clara Chiefeditor', email, password: PASSWORD } });
  expect(signup.status(), await signup.text()).toBe(201);
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${(await login.json()).token}` } });
  const { id: chiefId } = (await me.json()) as { id: number };
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const promote = await request.patch(`/api/admin/users/${chiefId}`, { headers: asAdmin, data: { role: 'editor' } });
  expect(promote.status(), await promote.text()).toBe(200);
  const role = await request.put(`/api/admin/users/${chiefId}/journal-roles/${submission.journalId}`, {
    headers: asAdmin,
    data: { role: 'editor_in_chief' },
  });
  expect(role.status(), await role.text()).toBe(200);
  const chief = await signedInPage(browser, email, PASSWORD);
  await chief.goto('/dashboard/editor');
  await chief.getByRole('link', { name: 'Reports of your journals' }).click();
  await expect(chief).toHaveURL(/\/dashboard\/reports$/);
  await expectReport(chief, 'reports-editor-in-chief');
  // Only the chief's own journal is offered.
  await expect(chief.getByRole('combobox', { name: /^Journal/ }).locator('option')).toHaveCount(2);
});
