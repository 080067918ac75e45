// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
/**
 * The ROR combobox in the forms of the screens composed in app/routes (decisions 0090, 0094):
 * in the author's wizard an affiliation's institution and a funder's name are chosen from ROR
 * records (`GET /api/ror/search`) or kept as typed when nothing matches, and the draft carries
 * the chosen records' ROR IDs; the editor's production metadata has the same combobox.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RorOrganization } from '../../../shared/api/ror';
import { productionStubs } from '../../features/production/test-fixtures';
import { on } from '../../test/msw';
import { detail, detailStubs, expectToast, noAssignment, renderPage, summary } from '../../test/workflow-fixtures';
import { AuthorDashboard } from './author-dashboard';
import { EditorDashboard } from './editor-dashboard';

/** Real ROR records (demo/ror/ror-records-excerpt.json). */
const ROR: RorOrganization[] = [
  { id: 'https://ror.org/013meh722', name: 'University of Cambridge', country: 'GB', aliases: [] },
  { id: 'https://ror.org/00f54p054', name: 'Stanford University', country: 'US', aliases: [] },
  { id: 'https://ror.org/00wx2xr17', name: 'Neuroblastoma UK', country: 'GB', aliases: [] },
];

/** The search as the server's: organisations whose name holds the text, case aside. */
const rorSearch = on('GET /api/ror/search?*', ({ query }) =>
  ROR.filter((o) => o.name.toLowerCase().includes((query.get('q') ?? '').toLowerCase())),
);

const journal = {
  id: 4,
  title: 'Genesis Journal of Surgery',
  abbreviation: 'GJS',
  slug: 'gjs',
  description: '',
  category: 'Medical Sciences',
  coverImage: null,
  issn: null,
  publisher: null,
  currentVolume: 1,
  currentIssue: 1,
  articleCount: 0,
  acceptsSubmissions: true,
};

describe('the ROR combobox in the composed screens', () => {
  /** The author dashboard (as composed in app/routes) with the draft's details filled and an author added. */
  async function openWizard() {
    const created = summary({ status: 'draft' });
    const { api } = renderPage(
      <AuthorDashboard />,
      '/dashboard/author',
      'author',
      rorSearch,
      on('POST /api/submissions/draft', { id: created.id }),
      on(`GET /api/submissions/${created.id}`, detail({ ...created })),
      on(`GET /api/submissions/${created.id}/mails`, []),
      on(`GET /api/submissions/${created.id}/discussions`, { threads: [] }),
      on('GET /api/author/submissions', []),
      on('GET /api/journals?limit=100&house=true', [journal]),
      // The wizard asks once an author is listed whether ORCID's Connect button applies (decision 0093).
      on('GET /api/sso/methods', { orcid: false, providers: [] }),
    );
    const user = userEvent.setup();
    await screen.findByText('You have no submissions yet.');
    // Pasted: typing each character re-renders the form (slow on a loaded machine).
    const paste = async (field: HTMLElement, value: string) => {
      await user.click(field);
      await user.paste(value);
    };
    await paste(screen.getByLabelText(/^Title/), 'Tides');
    await paste(screen.getByLabelText(/^Abstract/), 'Tides.');
    await screen.findByRole('option', { name: /Genesis Journal of Surgery/ });
    await user.selectOptions(screen.getByLabelText(/^Journal/), '4');
    await user.selectOptions(screen.getByLabelText(/^Article type/), 'Research Article');
    await user.click(screen.getByRole('button', { name: 'Add an author' }));
    await paste(screen.getByLabelText(/^Given names/), 'Ada');
    await paste(screen.getByLabelText(/^Family name/), 'Lovelace');
    return { api, user, paste };
  }

  it("chooses the wizard's institutions from ROR records, and keeps text that matches nothing", async () => {
    const { api, user, paste } = await openWizard();
    // The institution is a combobox: the ROR records its text names are listed; one is chosen.
    await paste(screen.getByRole('combobox', { name: /^Institution/ }), 'cambridge');
    const list = await screen.findByRole('listbox', { name: 'ROR organisations' });
    await user.click(within(list).getByRole('option', { name: /University of Cambridge/ }));
    expect(screen.getByRole('combobox', { name: /^Institution/ })).toHaveValue('University of Cambridge');
    expect(screen.getByLabelText(/^ROR ID/)).toHaveValue('https://ror.org/013meh722');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('United Kingdom');

    // A second affiliation typed that no record matches stays as typed, without a ROR ID.
    await user.click(screen.getByRole('button', { name: 'Add an affiliation' }));
    const second = screen.getAllByRole('combobox', { name: /^Institution/ })[1];
    await paste(second, 'Analytical Engine Society');
    await waitFor(() => expect(api.calls()).toContain('GET /api/ror/search?q=Analytical+Engine+Society&limit=8'));
    expect(second).toHaveValue('Analytical Engine Society');

    await user.click(screen.getByRole('button', { name: 'Create Draft' }));
    await expectToast('Draft created');
    expect(api.bodiesOf('POST /api/submissions/draft')[0]).toMatchObject({
      authors: [
        {
          givenNames: 'Ada',
          affiliations: [
            { name: 'University of Cambridge', rorId: 'https://ror.org/013meh722', country: 'United Kingdom' },
            { name: 'Analytical Engine Society', rorId: '' },
          ],
        },
      ],
    });
  });

  it("chooses the wizard's funder from ROR records: its ROR ID becomes the funder's ID", async () => {
    const { api, user, paste } = await openWizard();
    await paste(screen.getByRole('combobox', { name: /^Institution/ }), 'Analytical Engine Society');
    await user.click(screen.getByRole('button', { name: 'Add a funder' }));
    await paste(screen.getByRole('combobox', { name: /^Funder 1/ }), 'neuroblastoma');
    await user.click(await screen.findByRole('option', { name: /Neuroblastoma UK/ }));
    expect(screen.getByLabelText(/^ROR ID or Funder Registry ID/)).toHaveValue('https://ror.org/00wx2xr17');

    await user.click(screen.getByRole('button', { name: 'Create Draft' }));
    await expectToast('Draft created');
    expect(api.bodiesOf('POST /api/submissions/draft')[0]).toMatchObject({
      funding: [{ name: 'Neuroblastoma UK', rorId: 'https://ror.org/00wx2xr17', funderRegistryId: '' }],
    });
  });

  it("gives the editor's production metadata the same combobox", async () => {
    const d = detail({ status: 'in_production' });
    renderPage(
      <EditorDashboard />,
      ['/dashboard/editor', '/dashboard/editor/submissions/:id'],
      'editor',
      rorSearch,
      on('GET /api/editor/journals', []),
      noAssignment(d.id),
      on('GET /api/editor/submissions?*', [d]),
      on(`GET /api/submissions/${d.id}`, d),
      ...detailStubs(d.id),
      ...productionStubs(d.id),
      on(`GET /api/submissions/${d.id}/discussions`, { threads: [] }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `View Details of submission #${d.id}` }));
    const panel = await screen.findByRole('region', { name: 'Production' });
    const yale = await within(panel).findByRole('combobox', { name: /^Institution/ });
    expect(yale).toHaveValue('Yale University');
    await user.clear(yale);
    await user.click(yale);
    await user.paste('stanford');
    await user.click(await within(panel).findByRole('option', { name: /Stanford University/ }));
    expect(yale).toHaveValue('Stanford University');
  });
});
