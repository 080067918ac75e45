/**
 * The editorial office's steps (docs/decisions/0037-editor-scope.md) as the workflow
 * spec takes them through the pages: the admin invites an account by address with a role on a
 * journal (no sign-up: the suite's sign-ups share a limit of 10 an hour), the invited person sets
 * a password from the mail and signs in; and the screenshot of a screen at phone and desktop
 * widths, with the check that the page never scrolls sideways at 390 px.
 */
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './test';
import { linkIn, waitForMail } from './mailbox';
import { expectNoSeriousViolations, expectToast, signIn } from './page';
import { newPage, PASSWORD } from './workflow';

/** At 390 px the page never scrolls sideways; with SCREENSHOT_DIR, a full-page shot at 390 and 1280 px. */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // A list table is drawn again as cards below 641 px and back (decision 0077), an open dialog
    // with it: let the page render the new width and run its effects (Radix's Escape and focus
    // handlers are effects) before the spec acts, as a reader's next key would come after them.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    if (width === 390) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} overflows at 390 px`).toBeLessThanOrEqual(0);
    }
    if (dir) await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
}

/** Chooses the option of `select` that names `journal` (the admin's selects read "Title (ABBR)"). */
async function chooseJournal(select: Locator, journal: string): Promise<void> {
  const option = await select.locator('option', { hasText: journal }).first().textContent();
  await select.selectOption({ label: option!.trim() });
}

export interface InvitedEditor {
  name: string;
  email: string;
  /** The journal's title, as the admin's Journal select offers it. */
  journal: string;
  /** The role on the journal, as the select reads it: 'Editor-in-Chief', 'Editor' or 'Associate Editor'. */
  journalRole: string;
}

/**
 * On the admin's Users tab (open on `admin`), pages the Accounts list on to its last page, where
 * the newest accounts are (accounts are listed oldest first, 20 a page: decision 0008); the
 * specs before this one have made more than a page of accounts by then.
 */
export async function lastAccountsPage(admin: Page): Promise<void> {
  const pager = admin.getByRole('navigation', { name: 'Accounts pages' });
  await expect(pager.getByText(/^Showing \d+–\d+ of \d+$/)).toBeVisible();
  const next = pager.getByRole('button', { name: 'Next' });
  while (await next.isEnabled()) {
    const before = await pager.getByText(/^Showing /).textContent();
    await next.click();
    await expect(pager.getByText(/^Showing /)).not.toHaveText(before ?? '');
  }
}

/**
 * On the admin's Users tab (open on `admin`), invites an editor account for `person`, with its
 * role on the journal, confirmed in the dialog; waits for 'Invitation sent'.
 */
export async function inviteEditor(admin: Page, person: InvitedEditor): Promise<void> {
  const form = admin.getByRole('region', { name: 'Invite an account' });
  await form.getByLabel(/^Name/).fill(person.name);
  await form.getByLabel(/^E-mail/).fill(person.email);
  await form.getByLabel(/^Role(?! on)/).selectOption({ label: 'Editor' });
  await chooseJournal(form.getByLabel(/^Journal/), person.journal);
  await form.getByLabel(/^Role on the journal/).selectOption({ label: person.journalRole });
  await form.getByRole('button', { name: 'Invite' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Confirm invitation' });
  await expect(confirm).toContainText(`${person.journalRole} of the chosen journal`);
  await confirm.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(admin, 'Invitation sent');
}

/**
 * On the admin's Users tab (open on `admin`), invites an account for `person` with a site-wide
 * `role` as the Role select reads it (e.g. 'Reviewer'), confirmed in the dialog; waits for
 * 'Invitation sent'. The person need not answer: the account exists from now on.
 */
export async function inviteAccount(admin: Page, person: { name: string; email: string; role: string }): Promise<void> {
  const form = admin.getByRole('region', { name: 'Invite an account' });
  await form.getByLabel(/^Name/).fill(person.name);
  await form.getByLabel(/^E-mail/).fill(person.email);
  await form.getByLabel(/^Role(?! on)/).selectOption({ label: person.role });
  await form.getByRole('button', { name: 'Invite' }).click();
  await admin
    .getByRole('alertdialog', { name: 'Confirm invitation' })
    .getByRole('button', { name: 'Send invitation' })
    .click();
  await expectToast(admin, 'Invitation sent');
}

/**
 * The invited `email` opens the set-password link of its account mail ("Your Genesis {role}
 * account": an editor invited by the admin, or an author made by converting a public submission),
 * chooses PASSWORD, and signs in on a new page, which it answers at the role's dashboard.
 */
export async function acceptAccountInvite(
  browser: Browser,
  email: string,
  role: 'editor' | 'author' = 'editor',
): Promise<Page> {
  const mail = await waitForMail(email, `Your Genesis ${role} account`);
  const page = await newPage(browser);
  await page.goto(linkIn(mail, '/reset-password?token='));
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).blur();
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard/${role}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

/**
 * The admin's Editorial boards tab: adds `member` to the board of `journal` (whose option reads
 * "Title (ABBR)"), opens its Edit dialog, checks and photographs it, and closes it (the
 * board edit dialog of decision 0046).
 */
export async function shootBoardEditDialog(admin: Page, journal: string, member: string): Promise<void> {
  await admin.goto('/dashboard/admin');
  await admin
    .getByRole('navigation', { name: 'Admin inbox' })
    .getByRole('link', { name: 'Editorial boards', exact: true })
    .click();
  await chooseJournal(admin.getByRole('combobox', { name: /^Journal/ }), journal);
  await admin.getByLabel(/^Name/).fill(member);
  await admin.getByLabel(/^Role/).selectOption({ label: 'Associate Editors' });
  await admin.getByLabel(/^Affiliation/).fill('Brown University');
  await admin.getByRole('button', { name: 'Add member' }).click();
  await expectToast(admin, 'Member added');
  await admin.getByRole('button', { name: `Edit ${member}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Edit ${member}` });
  await expect(dialog.getByLabel(/^Affiliation/)).toHaveValue('Brown University');
  await expectNoSeriousViolations(admin);
  await shoot(admin, 'admin-board-edit-dialog');
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * The admin (signed in on `admin`) staffs `chief.journal`: invites its editor-in-chief and an
 * editor from the Users section, checks the editor's roles in the journal-roles dialog, and
 * photographs the tab and the dialog. Each sets a password and signs in; answers their pages.
 */
export async function staffJournal(
  browser: Browser,
  admin: Page,
  chief: InvitedEditor,
  editor: InvitedEditor,
): Promise<{ chief: Page; editor: Page }> {
  await admin.goto('/dashboard/admin');
  await admin
    .getByRole('navigation', { name: 'Admin inbox' })
    .getByRole('link', { name: 'Users', exact: true })
    .click();
  await inviteEditor(admin, chief);
  await inviteEditor(admin, editor);
  // A fresh list (the invitations' refetch settled), then its last page.
  await admin.reload();
  await lastAccountsPage(admin);
  await expect(admin.getByRole('cell', { name: editor.email, exact: true })).toBeVisible();
  await expectNoSeriousViolations(admin);
  await shoot(admin, 'admin-users');
  await admin.getByRole('button', { name: `Journals of ${editor.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Journal roles of ${editor.name}` });
  await expect(dialog.getByText(`${editor.journal} — Editor`)).toBeVisible();
  await expectNoSeriousViolations(admin);
  await shoot(admin, 'admin-journal-roles-dialog');
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return {
    chief: await acceptAccountInvite(browser, chief.email),
    editor: await acceptAccountInvite(browser, editor.email),
  };
}
