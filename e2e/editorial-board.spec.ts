/**
 * Editorial boards (docs/decisions/0031-editorial-boards.md) against the real server:
 * an admin adds a board member to JOSE in the 'Editorial boards' admin tab, and the journal's
 * public Editorial Board tab (server-rendered) shows them under their role with affiliation
 * and ORCID link. Screenshots at phone (390 px) and desktop (1280 px) widths; axe on both pages.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from './support/test';
import { E2E_ADMIN } from './support/mailbox';
import { expectNoSeriousViolations, expectToast } from './support/page';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];
/** A unique name in letters only (names allow no digits). */
const suffix = randomBytes(3)
  .toString('hex')
  .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);
const name = `Josiah Carberry ${suffix}`;

test('an admin adds a board member and the journal page shows them', async ({ page, request }, info) => {
  await page.goto('/portal');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/admin');
  await page
    .getByRole('navigation', { name: 'Admin inbox' })
    .getByRole('link', { name: 'Editorial boards', exact: true })
    .click();
  await page
    .getByRole('combobox', { name: /^Journal/ })
    .selectOption({ label: 'Journal of Open Source Education (JOSE)' });
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Role/).selectOption({ label: 'Associate Editors' });
  await page.getByLabel(/^Affiliation/).fill('Brown University');
  // A wrong check character is refused with the field's message.
  await page.getByLabel(/^ORCID iD/).fill('0000-0002-1825-0098');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByTestId('admin-dashboard-root').getByText('Invalid ORCID checksum')).toBeVisible();
  await page.getByLabel(/^ORCID iD/).fill('0000-0002-1825-0097');
  await page.getByRole('button', { name: 'Add member' }).click();
  await expectToast(page, 'Member added');
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  await expectNoSeriousViolations(page);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: info.outputPath(`admin-board-${size.name}.png`), fullPage: true });
  }

  // The public board (server-rendered: the member is in the HTML before any script runs).
  const html = await (await request.get('/journals/jose?tab=editorial-board')).text();
  expect(html).toContain(name);
  await page.goto('/journals/jose?tab=editorial-board');
  const panel = page.getByRole('region', { name: 'Editorial Board' });
  const group = panel.getByRole('region', { name: 'Associate Editors' });
  await expect(group.getByText(name, { exact: true })).toBeVisible();
  await expect(
    group.getByRole('link', { name: `ORCID iD of ${name}: https://orcid.org/0000-0002-1825-0097` }),
  ).toHaveAttribute('href', 'https://orcid.org/0000-0002-1825-0097');
  // JOSE is another publisher's journal: it takes no applications here (decision 0030).
  await expect(panel.getByRole('link', { name: /^Apply to Join/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.screenshot({ path: info.outputPath(`board-${size.name}.png`), fullPage: true });
  }
});
