/**
 * The admin inbox in the browser (decision 0010): intakes sent through the public endpoints the
 * forms use, with real files; an admin works through every tab — views, archives, unarchives
 * and deletes a manuscript (DELETE confirmation), rejects and approves join applications,
 * reads and answers a contact query, converts a manuscript on its detail page into a
 * submission that appears in the editors' queue, and finds the approved editor in Users.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from './support/mailbox';
import { INTAKE_ADDRESS, sendPublicManuscript } from './support/intake';
import { expectNoSeriousViolations, expectToast } from './support/page';

const PDF = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../shared/data/articles/elife/with-pdf/elife-19405-v1/elife-19405-v1.pdf'),
);
const PNG = fs.readFileSync(path.resolve(import.meta.dirname, '../src/client/public/favicon.svg'));
const word = randomBytes(3).toString('hex');
/** The word in letters only (names allow no digits). */
const letters = word.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]);

function sendManuscript(request: APIRequestContext, title: string, email: string): Promise<number> {
  return sendPublicManuscript(request, {
    title,
    email,
    abstract: 'We prove a thing.',
    keywords: 'primes, sieves',
    manuscript: { name: 'manuscript.pdf', mimeType: 'application/pdf', buffer: PDF },
  });
}

async function sendApplication(
  request: APIRequestContext,
  kind: string,
  email: string,
  lastName: string,
): Promise<number> {
  const res = await request.post(`/api/public/contacts/${kind}`, {
    multipart: {
      firstName: 'Grace',
      lastName,
      affiliation: 'Department of Physics',
      university: 'University of Ghana',
      email,
      ...INTAKE_ADDRESS,
      journal: 'journal-of-mathematics',
      expertise: 'Number theory',
      biography: { name: 'bio.pdf', mimeType: 'application/pdf', buffer: PDF },
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF },
      photograph: { name: 'photo.svg', mimeType: 'image/svg+xml', buffer: PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

test('an admin takes every kind of public intake to its end', async ({ page, request }) => {
  test.setTimeout(120_000);
  const toArchive = await sendManuscript(request, `Archive me ${word}`, `arch.${word}@example.org`);
  const toConvert = await sendManuscript(request, `Convert me ${word}`, `conv.${word}@example.org`);
  const toReject = await sendApplication(request, 'reviewer', `rej.${word}@example.org`, `Reject${letters}`);
  const editorEmail = `ed.${word}@example.org`;
  const toApprove = await sendApplication(request, 'editor', editorEmail, `Approve${letters}`);
  const contact = await request.post('/api/contacts', {
    data: {
      firstName: 'Lin',
      lastName: 'Chen',
      email: `lin.${word}@example.org`,
      phone: '',
      inquiryType: 'general',
      message: `Question ${word}`,
    },
  });
  const contactId = (await contact.json()).id as number;

  await page.goto('/portal');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/admin');
  await expect(page.getByTestId('admin-dashboard-root')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Manage public intakes, joins, and contacts')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Public Manuscripts: view the form, archive.
  await page.getByRole('button', { name: `View Form of intake #${toArchive}` }).click();
  const details = page.getByRole('dialog', { name: 'Manuscript Details' });
  await expect(details).toContainText(`Archive me ${word}`);
  await expect(details).toContainText('manuscript.pdf');
  await details.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: `Archive intake #${toArchive}` }).click();
  await expectToast(page, 'Archived', `Intake #${toArchive} archived.`);

  // Archived: unarchive, archive again, then delete for good with the DELETE confirmation.
  await page
    .getByRole('navigation', { name: 'Admin inbox' })
    .getByRole('link', { name: 'Archived', exact: true })
    .click();
  await page.getByRole('button', { name: `Unarchive intake #${toArchive}` }).click();
  await expectToast(page, 'Unarchived', 'Item restored to original inbox');
  await page
    .getByRole('navigation', { name: 'Admin inbox' })
    .getByRole('link', { name: 'Public Manuscripts', exact: true })
    .click();
  await page.getByRole('button', { name: `Archive intake #${toArchive}` }).click();
  await page
    .getByRole('navigation', { name: 'Admin inbox' })
    .getByRole('link', { name: 'Archived', exact: true })
    .click();
  await page.getByRole('button', { name: `Delete intake #${toArchive}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Permanent Deletion' });
  await confirm.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('delete');
  await expect(confirm.getByRole('button', { name: 'Delete', exact: true })).toBeDisabled();
  await confirm.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Deleted', 'Item permanently removed');
  await expect(page.getByRole('button', { name: `Delete intake #${toArchive}` })).toHaveCount(0);

  // Joins: view a reviewer application and reject it; approve an editor application.
  await page.getByRole('navigation', { name: 'Admin inbox' }).getByRole('link', { name: 'Joins', exact: true }).click();
  await page.getByLabel('Kind').selectOption({ label: 'Reviewer' });
  await page.getByRole('button', { name: `View Form of request #${toReject}` }).click();
  const join = page.getByRole('dialog', { name: 'Join Application Details' });
  await expect(join).toContainText('Journal of Mathematics');
  await expect(join.getByRole('button', { name: /Biography/ })).toBeVisible();
  await join.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: `Reject request #${toReject}` }).click();
  await page.getByRole('dialog', { name: 'Confirm Rejection' }).getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Rejected', `Request #${toReject} rejected.`);
  await page.getByLabel('Kind').selectOption({ label: 'Editor' });
  await page.getByRole('button', { name: `Approve request #${toApprove}` }).click();
  // Approvals ask for confirmation.
  await page
    .getByRole('alertdialog', { name: 'Confirm Approval' })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expectToast(page, 'Approved', `Request #${toApprove} approved.`);

  // Contacts: read the query and mark it answered.
  await page
    .getByRole('navigation', { name: 'Admin inbox' })
    .getByRole('link', { name: 'Contacts', exact: true })
    .click();
  await page.getByRole('button', { name: `View Query #${contactId}` }).click();
  const query = page.getByRole('dialog', { name: 'Contact Query' });
  await expect(query).toContainText(`Question ${word}`);
  await query.getByRole('button', { name: 'Close' }).first().click();
  await page.getByRole('button', { name: `Mark answered query #${contactId}` }).click();
  await expectToast(page, 'Marked answered');

  // Users: the approved applicant is an editor now.
  await page.getByRole('navigation', { name: 'Admin inbox' }).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Accounts' }).last()).toContainText(editorEmail);

  // The detail page: convert into a submission, which reaches the editors' queue.
  await page.goto(`/dashboard/admin/public-manuscripts/${toConvert}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manuscript Details' })).toBeVisible();
  for (const section of ['Manuscript Information', 'Submitter', 'Address', 'Document']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Convert to Submission' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Convert', exact: true }).click();
  await expectToast(page, 'Converted', 'Created submission #');
  await page.goto('/dashboard/editor');
  // At 390 px the queue is a list of cards (decision 0077): the converted manuscript heads one.
  await expect(page.getByRole('heading', { name: `Convert me ${word}` })).toBeVisible();
});
