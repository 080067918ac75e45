// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
/**
 * The production step in the dashboards (decision 0028): the editor completes the metadata beside
 * the web version; the author sees the proof's web version and the metadata at proof. An ORCID
 * iD with a wrong check character is refused on its field before anything is sent, and a
 * server's field error lands on the field it names.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import type { ProductionMetadata } from '../../../../shared/api/production';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SubmissionStatus } from '../../../../shared/domain/submission-workflow';
import { on } from '../../../test/msw';
import { detail, errorResponse, expectToast, renderPage, workflowCalls } from '../../../test/workflow-fixtures';
import { productionMetadataOf, productionStubs } from '../test-fixtures';
import { ProductionPanel } from './production-panel';

const PATH = '/dashboard/editor';

function renderPanel(
  status: SubmissionStatus,
  as: 'editor' | 'author',
  options: { metadata?: ProductionMetadata; handlers?: (id: number) => HttpHandler[] } = {},
) {
  const d = detail({ status });
  const rendered = renderPage(
    <ProductionPanel submission={d} as={as} />,
    PATH,
    as,
    ...(options.handlers?.(d.id) ?? []),
    ...productionStubs(d.id, options.metadata),
  );
  return { ...rendered, d };
}

describe('the production panel', () => {
  it('shows the editor the web version and the prefilled metadata', async () => {
    renderPanel('in_production', 'editor');
    const web = await screen.findByRole('region', { name: 'Web version of the article' });
    expect(within(web).getByRole('heading', { name: 'Introduction' })).toBeInTheDocument();
    expect(screen.getByText('manuscript.docx')).toBeInTheDocument();
    const given = await screen.findAllByLabelText(/^Given names/);
    expect(given.map((i) => (i as HTMLInputElement).value)).toEqual(['Ada', 'Grace']);
    expect((screen.getByLabelText(/^Licence/) as HTMLSelectElement).value).toBe('CC BY 4.0');
  });

  it('refuses an ORCID iD whose check character is wrong on its field, and sends nothing', async () => {
    const { api } = renderPanel('in_production', 'editor');
    const user = userEvent.setup();
    const [orcid] = await screen.findAllByLabelText(/^ORCID iD/);
    await user.type(orcid, '0000-0002-1825-0098');
    await user.click(screen.getByRole('button', { name: 'Save production metadata' }));
    expect(await screen.findAllByText('Invalid ORCID checksum')).not.toHaveLength(0);
    expect(orcid).toHaveAttribute('aria-invalid', 'true');
    expect(workflowCalls(api).filter((c) => c.startsWith('PUT'))).toEqual([]);
  });

  it('saves the record with a valid ORCID iD and a reference, and toasts', async () => {
    const { api, d } = renderPanel('proof_uploaded', 'editor', {
      handlers: (id) => [on(`PUT /api/submissions/${id}/production-metadata`, productionMetadataOf({ saved: true }))],
    });
    const user = userEvent.setup();
    const [orcid] = await screen.findAllByLabelText(/^ORCID iD/);
    // Pasted: typing each character re-renders the whole form (slow on a loaded machine).
    await user.click(orcid);
    await user.paste('https://orcid.org/0000-0002-1825-0097');
    await user.click(screen.getByLabelText(/^References/));
    await user.paste('Smith J. Tides. 2020. doi:10.1038/nature12373');
    expect(screen.getByText(/1 references, 1 with a DOI/)).toBeInTheDocument();
    // Decision 0089: a CRediT role with its degree, a ROR ID on Grace's affiliation, a funder.
    await user.selectOptions(screen.getAllByLabelText('Conceptualization')[0], 'lead');
    await user.click(screen.getByLabelText(/^ROR ID/));
    await user.paste('02jx3x895');
    await user.click(screen.getByRole('button', { name: 'Add a funder' }));
    await user.click(screen.getByLabelText(/^Funder 1/));
    await user.paste('Wellcome Trust');
    await user.click(screen.getByRole('button', { name: /Add an award to funder 1/ }));
    await user.click(screen.getByLabelText(/^Award number 1/));
    await user.paste('W1');
    await user.click(screen.getByLabelText(/^Ethics statement/));
    await user.paste('Approved.');
    await user.click(screen.getByRole('button', { name: 'Save production metadata' }));
    await expectToast('Production metadata saved');
    expect(api.bodiesOf(`PUT /api/submissions/${d.id}/production-metadata`)[0]).toEqual({
      authors: [
        {
          givenNames: 'Ada',
          surname: 'Author',
          affiliations: [],
          orcid: 'https://orcid.org/0000-0002-1825-0097',
          corresponding: true,
          email: '',
          equalContribution: false,
          roles: [{ role: 'conceptualization', degree: 'lead' }],
        },
        {
          givenNames: 'Grace',
          surname: 'Hopper',
          affiliations: [{ name: 'Yale University', rorId: '02jx3x895', department: '', city: '', country: '' }],
          orcid: '',
          corresponding: false,
          email: '',
          equalContribution: false,
          roles: [],
        },
      ],
      keywords: 'tides',
      funding: [{ name: 'Wellcome Trust', rorId: '', funderRegistryId: '', awards: [{ number: 'W1', title: '' }] }],
      license: 'CC BY 4.0',
      // The article's language and its translations (decision 0095): none given, English.
      language: 'en',
      translations: [],
      conflictOfInterest: '',
      dataAvailability: '',
      ethics: 'Approved.',
      references: 'Smith J. Tides. 2020. doi:10.1038/nature12373',
    });
  });

  it("puts the server's field error on the field it names", async () => {
    renderPanel('in_production', 'editor', {
      handlers: (id) => [
        on(
          `PUT /api/submissions/${id}/production-metadata`,
          errorResponse(400, 'Family name is required', [
            { path: 'authors.1.surname', message: 'Family name is required' },
          ]),
        ),
      ],
    });
    const user = userEvent.setup();
    await screen.findAllByLabelText(/^Given names/);
    await user.click(screen.getByRole('button', { name: 'Save production metadata' }));
    await expectToast('Save failed', 'Family name is required');
    const surnames = screen.getAllByLabelText(/^Family name/);
    await waitFor(() => expect(surnames[1]).toHaveAttribute('aria-invalid', 'true'));
    expect(surnames[0]).not.toHaveAttribute('aria-invalid');
  });

  it('shows the author the proof for approval: the web version beside the PDF proof', async () => {
    renderPanel('proof_uploaded', 'author');
    expect(await screen.findByRole('heading', { name: 'Proof for approval' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Web version of the article' })).toBeInTheDocument();
  });

  it('shows the author nothing while the submission is in production (before the proof)', async () => {
    const { api } = renderPanel('in_production', 'author');
    await waitFor(() => expect(api.calls()).toContain('GET /api/me'));
    expect(screen.queryByRole('heading', { name: 'Proof for approval' })).toBeNull();
    expect(workflowCalls(api)).toEqual([]);
  });

  it('is read-only once the proof is approved', async () => {
    renderPanel('proof_approved', 'editor', { metadata: productionMetadataOf({ editable: false }) });
    expect(await screen.findByText('The proof is approved: this record is what is published.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save production metadata' })).toBeNull();
  });
});
