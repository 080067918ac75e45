// @vitest-environment jsdom
/**
 * /dashboard/admin, the Journals tab (decision 0030): admins only; the list; the create form checks
 * the shared rules (ISSN check character) before sending and shows the server's 409 at the
 * abbreviation; retiring asks for confirmation first.
 */
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminJournal } from '../../../../shared/api/journal-admin';
import { fail, on } from '../../../test/msw';
import { adminCalls, bodyOf, expectToast, renderDashboard } from '../test-fixtures';

const JOURNALS = 'GET /api/admin/journals';
const CATEGORIES = 'GET /api/admin/journal-categories';

function adminJournal(overrides: Partial<AdminJournal> = {}): AdminJournal {
  return {
    id: 1,
    title: 'Journal of Life Sciences',
    abbreviation: 'JLS',
    slug: 'journal-of-life-sciences',
    printIssn: null,
    onlineIssn: '2050-084X',
    category: 'Life Sciences',
    description: 'Life.',
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
    ...overrides,
  };
}
const categories = [
  { id: 1, name: 'Life Sciences' },
  { id: 2, name: 'Mathematics' },
];

async function openJournals() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: 'Journals' }));
  return user;
}

describe('/dashboard/admin: Journals (decision 0030)', () => {
  it('is offered to admins only', async () => {
    renderDashboard([], 'editor_in_chief');
    await screen.findByRole('link', { name: 'Public Manuscripts' });
    expect(screen.queryByRole('link', { name: 'Journals' })).toBeNull();
  });

  it('creates a journal: a wrong ISSN check character is refused before sending, then it is sent', async () => {
    const { api } = renderDashboard([
      on(JOURNALS, [adminJournal()]),
      on(CATEGORIES, categories),
      on('POST /api/admin/journals', adminJournal({ id: 2, title: 'Journal of Tides', abbreviation: 'JTIDE' })),
    ]);
    const user = await openJournals();
    expect(await screen.findByRole('button', { name: 'Edit Journal of Life Sciences' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New journal' }));
    const dialog = await screen.findByRole('dialog', { name: 'New journal' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Journal of Tides');
    await user.type(within(dialog).getByLabelText(/^Abbreviation/), 'JTIDE');
    await user.type(within(dialog).getByLabelText(/^Online ISSN/), '2050-0840');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Mathematics');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Research Article' }));
    await user.type(within(dialog).getByLabelText(/^Article processing charge/), '950');
    await user.selectOptions(within(dialog).getByLabelText(/^Currency/), 'EUR');
    await user.click(within(dialog).getByRole('button', { name: 'Create journal' }));
    expect(await within(dialog).findByText('Online ISSN has a wrong check character (ISO 3297)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Online ISSN/)).toHaveAttribute('aria-invalid', 'true');
    expect(adminCalls(api)).not.toContain('POST /api/admin/journals');

    await user.clear(within(dialog).getByLabelText(/^Online ISSN/));
    await user.type(within(dialog).getByLabelText(/^Online ISSN/), '2050-084X');
    await user.click(within(dialog).getByRole('button', { name: 'Create journal' }));
    await expectToast('Journal created', 'Journal of Tides');
    expect(bodyOf(api, 'POST /api/admin/journals')).toMatchObject({
      title: 'Journal of Tides',
      abbreviation: 'JTIDE',
      onlineIssn: '2050-084X',
      category: 'Mathematics',
      articleTypes: ['Research Article'],
      apc: { amount: 950, currency: 'EUR' },
      acceptsSubmissions: true,
      reviewResponseDays: 7,
      reviewDueDays: 21,
    });
  });

  it("shows the server's 409 at the abbreviation", async () => {
    renderDashboard([
      on(JOURNALS, [adminJournal()]),
      on(CATEGORIES, categories),
      on(
        'POST /api/admin/journals',
        fail(409, 'CONFLICT', 'The abbreviation "jls" is taken', {
          errors: [{ path: 'abbreviation', message: 'The abbreviation "jls" is taken' }],
        }),
      ),
    ]);
    const user = await openJournals();
    await user.click(await screen.findByRole('button', { name: 'New journal' }));
    const dialog = await screen.findByRole('dialog', { name: 'New journal' });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Another');
    await user.type(within(dialog).getByLabelText(/^Abbreviation/), 'jls');
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Life Sciences');
    await user.click(within(dialog).getByRole('button', { name: 'Create journal' }));
    expect(await within(dialog).findByText('The abbreviation "jls" is taken')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Abbreviation/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('retires a journal only after confirmation', async () => {
    const { api } = renderDashboard([
      on(JOURNALS, [adminJournal()]),
      on(CATEGORIES, categories),
      on('POST /api/admin/journals/1/retire', adminJournal({ retiredAt: '2026-11-26T18:00:00.000Z' })),
    ]);
    const user = await openJournals();
    await user.click(await screen.findByRole('button', { name: 'Retire Journal of Life Sciences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire JLS?' });
    expect(adminCalls(api)).not.toContain('POST /api/admin/journals/1/retire');
    await user.click(within(dialog).getByRole('button', { name: 'Retire journal' }));
    await expectToast('Journal retired', 'Journal of Life Sciences');
    expect(adminCalls(api)).toContain('POST /api/admin/journals/1/retire');
  });
});
