// @vitest-environment jsdom
/**
 * /dashboard/admin, the Mail templates tab (decision 0053):
 * admins only; every mail listed with the text in force; the editor starts from it, inserts a
 * variable on click, previews through the server, saves what was typed, shows the server's 400
 * at the field it names, resets only after a confirmation, and works on a journal's own texts.
 */
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminJournal } from '../../../../shared/api/journal-admin';
import type { MailTemplate } from '../../../../shared/api/mail-templates';
import { fail, on } from '../../../test/msw';
import { adminCalls, bodyOf, expectToast, renderDashboard } from '../test-fixtures';

const LIST = 'GET /api/admin/mail-templates';

function template(overrides: Partial<MailTemplate> = {}): MailTemplate {
  return {
    key: 'auth.password_reset',
    mailKind: 'auth.password_reset',
    group: 'Accounts',
    name: 'Password reset link',
    description: 'To an account holder who asked to reset their password.',
    perJournal: false,
    variables: [
      { name: 'name', description: "The account holder's name", sample: 'Ada', required: false, multiline: false },
      {
        name: 'resetLink',
        description: 'The one-time link',
        sample: 'https://x/reset?token=t',
        required: true,
        multiline: false,
      },
    ],
    default: { subject: 'Reset your Genesis password', body: 'Dear {{name}},\n\n{{resetLink}}' },
    site: null,
    journal: null,
    source: 'default',
    ...overrides,
  };
}

const decision = template({
  key: 'workflow.decision.accept',
  mailKind: 'workflow.decision',
  group: 'Decisions and production',
  name: 'Decision letter: accepted',
  description: 'To the author on acceptance.',
  perJournal: true,
  variables: [{ name: 'title', description: 'The title', sample: 'Tides', required: false, multiline: false }],
  default: { subject: 'Accepted: {{title}}', body: 'Accepted.' },
});

const journal: AdminJournal = {
  id: 7,
  title: 'Journal of Tides',
  abbreviation: 'JT',
  slug: 'jt',
  printIssn: null,
  onlineIssn: null,
  category: 'Earth Sciences',
  description: '',
  aimsAndScope: '',
  articleTypes: [],
  apc: null,
  acceptsSubmissions: true,
  publisher: null,
  coverImage: null,
  isHouse: true,
  reviewResponseDays: 7,
  reviewDueDays: 21,
  revisionDays: 30,
  retiredAt: null,
};

async function openTab() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: 'Mail templates' }));
  return user;
}

describe('/dashboard/admin: Mail templates (decision 0053)', () => {
  it('is offered to admins only', async () => {
    renderDashboard([], 'editor_in_chief');
    await screen.findByRole('link', { name: 'Public Manuscripts' });
    expect(screen.queryByRole('link', { name: 'Mail templates' })).toBeNull();
  });

  it('edits a text: starts from the one in force, inserts a variable, previews, saves what was typed', async () => {
    const saved = template({ site: { subject: 'New', body: 'x', updatedAt: '2026-11-27T00:00:00Z', updatedBy: 1 } });
    const { api } = renderDashboard([
      on(LIST, [template(), decision]),
      on('GET /api/admin/journals', [journal]),
      on('POST /api/admin/mail-templates/auth.password_reset/preview', ({ body }) => {
        const draft = (body as { draft: { subject: string; body: string } }).draft;
        return { subject: draft.subject.replace('{{name}}', 'Ada'), text: draft.body.replaceAll('{{name}}', 'Ada') };
      }),
      on('PUT /api/admin/mail-templates/auth.password_reset', saved),
    ]);
    const user = await openTab();
    expect(await screen.findByRole('button', { name: 'Edit Decision letter: accepted' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Password reset link' }));
    const editor = screen.getByRole('region', { name: 'Password reset link' });
    const subject = within(editor).getByLabelText(/^Subject/);
    expect(subject).toHaveValue('Reset your Genesis password');
    expect(within(editor).getByText(/Required in the body/)).toBeInTheDocument();

    await user.clear(subject);
    await user.type(subject, 'Hello ');
    await user.click(within(editor).getByRole('button', { name: 'Insert {{name}}' }));
    await waitFor(() => expect(subject).toHaveValue('Hello {{name}}'));
    expect(await within(editor).findByText('Subject: Hello Ada')).toBeInTheDocument();

    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await expectToast('Template saved', 'Password reset link');
    expect(bodyOf(api, 'PUT /api/admin/mail-templates/auth.password_reset')).toEqual({
      subject: 'Hello {{name}}',
      body: 'Dear {{name}},\n\n{{resetLink}}',
    });
  });

  it("shows the server's 400 at the body", async () => {
    const message = 'The body must keep {{resetLink}}: the mail is sent for it';
    renderDashboard([
      on(LIST, [template()]),
      on('GET /api/admin/journals', []),
      on('POST /api/admin/mail-templates/auth.password_reset/preview', fail(400, 'VALIDATION_FAILED', message)),
      on(
        'PUT /api/admin/mail-templates/auth.password_reset',
        fail(400, 'VALIDATION_FAILED', message, { errors: [{ path: 'body', message }] }),
      ),
    ]);
    const user = await openTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Password reset link' }));
    const editor = screen.getByRole('region', { name: 'Password reset link' });
    const body = within(editor).getByLabelText(/^Body/);
    await user.clear(body);
    await user.type(body, 'No link');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    expect(within(editor).getByRole('alert')).toHaveTextContent(message);
  });

  it("resets a journal's own text only after confirmation", async () => {
    const own = { subject: 'Journal: {{title}}', body: 'Ours.', updatedAt: '2026-11-27T00:00:00Z', updatedBy: 1 };
    const { api } = renderDashboard([
      on(LIST, [template(), decision]),
      on('GET /api/admin/mail-templates?journalId=7', [template(), { ...decision, journal: own, source: 'journal' }]),
      on('GET /api/admin/journals', [journal]),
      on('POST /api/admin/mail-templates/workflow.decision.accept/preview?journalId=7', {
        subject: 'Journal: Tides',
        text: 'Ours.',
      }),
      on('DELETE /api/admin/mail-templates/workflow.decision.accept?journalId=7', decision),
    ]);
    const user = await openTab();
    await user.selectOptions(await screen.findByLabelText('Texts for'), 'Journal of Tides (JT)');
    await user.click(await screen.findByRole('button', { name: 'Edit Decision letter: accepted' }));
    // Only the journal's mails are listed for a journal.
    expect(screen.queryByRole('button', { name: 'Edit Password reset link' })).toBeNull();
    const editor = screen.getByRole('region', { name: 'Decision letter: accepted' });
    expect(within(editor).getByLabelText(/^Subject/)).toHaveValue('Journal: {{title}}');
    await user.click(within(editor).getByRole('button', { name: 'Reset to default' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset this template?' });
    expect(adminCalls(api).some((c) => c.startsWith('DELETE'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Reset to default' }));
    await expectToast('Template reset', 'Decision letter: accepted');
    expect(adminCalls(api)).toContain('DELETE /api/admin/mail-templates/workflow.decision.accept?journalId=7');
  });
});
