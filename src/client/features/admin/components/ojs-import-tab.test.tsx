// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
/**
 * The "Import from OJS" section (docs/decisions/0101-ojs-import-screen.md): the upload form sends
 * the kind, the OJS path (default: the abbreviation in lower case) and the file; the preview shows
 * per kind what would be created and what is already there; "Import" asks first, then the
 * progress and the report with its links; a refused file shows the schema's reason with its line
 * and can be discarded, after a confirmation (decision 0114); a reload finds an import under way
 * (the uploads are server records).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { OjsUpload } from '../../../../shared/api/ojs-import';
import { fail, ok, on } from '../../../test/msw';
import { catalogueJournal, expectToast, renderComponent } from '../test-fixtures';
import { OjsImportTab } from './ojs-import-tab';

const journal = catalogueJournal;

const LIST = 'GET /api/admin/journals/JLS/ojs-imports';

const counts = [
  { kind: 'Issues', inFile: 1, created: 1, alreadyImported: 0 },
  { kind: 'Articles', inFile: 2, created: 1, alreadyImported: 1 },
  { kind: 'Files', inFile: 8, created: 8, alreadyImported: 0 },
];

function upload(overrides: Partial<OjsUpload>): OjsUpload {
  return {
    id: 7,
    kind: 'native',
    ojsPath: 'jls',
    notify: false,
    fileName: 'export.xml',
    byteSize: 180_000,
    state: 'previewing',
    createdAt: '2026-11-30T19:00:00.000Z',
    preview: null,
    progress: null,
    report: null,
    error: null,
    ...overrides,
  };
}
const previewed = upload({
  state: 'previewed',
  preview: { ok: true, version: '3.4', counts, fileBytes: 150_000, notices: [] },
});

async function open(list: () => OjsUpload[], ...handlers: HttpHandler[]) {
  const rendered = renderComponent(<OjsImportTab />, [
    on('GET /api/journals?limit=100', [journal]),
    on(LIST, () => ({ uploads: list() })),
    ...handlers,
  ]);
  const user = userEvent.setup();
  await screen.findByRole('option', { name: 'Journal of Life Sciences (JLS)' });
  await user.selectOptions(screen.getByLabelText('Journal'), 'JLS');
  return { ...rendered, user };
}

describe('the Import from OJS section', () => {
  it('uploads the file with its kind and OJS path, then shows the preview per kind', async () => {
    let uploads: OjsUpload[] = [];
    let sent: FormData | null = null;
    const { user } = await open(
      () => uploads,
      on('POST /api/admin/journals/JLS/ojs-imports', async ({ request }) => {
        sent = await request.formData();
        uploads = [upload({})];
        // The preview job finishes a moment later.
        setTimeout(() => (uploads = [previewed]), 200);
        return uploads[0];
      }),
    );
    expect(screen.getByLabelText(/Journal path in OJS/)).toHaveValue('jls');
    await user.upload(
      screen.getByLabelText(/OJS export \(XML\)/),
      new File(['<?xml version="1.0"?><issues/>'], 'export.xml', { type: 'application/xml' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and preview' }));
    expect(await screen.findByText(/Checking the file against its OJS schema/)).toBeInTheDocument();
    expect(sent!.get('kind')).toBe('native');
    expect(sent!.get('ojsPath')).toBe('jls');
    // The file's bytes (jsdom's FormData round trip does not keep its name).
    expect(await (sent!.get('file') as Blob).text()).toBe('<?xml version="1.0"?><issues/>');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const articles = within(table).getByRole('row', { name: /Articles/ });
    expect(
      within(articles)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '1']);
    expect(within(table).getByRole('columnheader', { name: 'To create' })).toBeInTheDocument();
    // No toast: at 390 px it covered the card's reasons (decision 0110); the card says it all.
    expect(screen.queryByRole('status', { name: /File uploaded/ })).not.toBeInTheDocument();
    expect(screen.queryByText('File uploaded')).not.toBeInTheDocument();
    // No second upload while this one waits for a decision.
    expect(screen.queryByRole('button', { name: 'Upload and preview' })).not.toBeInTheDocument();
  });

  it('asks before importing, then shows the progress and the report with its links', async () => {
    let uploads = [previewed];
    const { user, api } = await open(
      () => uploads,
      on('POST /api/admin/journals/JLS/ojs-imports/7/import', () => {
        uploads = [
          { ...previewed, state: 'importing', progress: { records: 3, total: 10, bytes: 50, totalBytes: 100 } },
        ];
        setTimeout(() => {
          uploads = [
            {
              ...previewed,
              state: 'imported',
              report: {
                version: '3.4',
                counts,
                issues: [{ title: 'Vol. 4 No. 2 (2026)', href: '/journals/jls/issues/4/2' }],
                articles: [{ title: 'Ice worlds', href: '/articles/41' }],
                redepositsQueued: 1,
                notices: [],
              },
            },
          ];
        }, 1000);
        return uploads[0];
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Import into the live journal?' });
    expect(dialog).toHaveTextContent('Journal of Life Sciences');
    expect(api.calls()).not.toContain('POST /api/admin/journals/JLS/ojs-imports/7/import');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/3 of 10 records written/)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Vol. 4 No. 2 (2026)' }, { timeout: 6000 });
    expect(link).toHaveAttribute('href', '/journals/jls/issues/4/2');
    expect(screen.getByRole('link', { name: 'Ice worlds' })).toHaveAttribute('href', '/articles/41');
    expect(screen.getByRole('columnheader', { name: 'Created' })).toBeInTheDocument();
    // Imported: a new upload may follow.
    expect(screen.getByRole('button', { name: 'Upload and preview' })).toBeInTheDocument();
  });

  it("shows why a file is refused, with the schema's line, and discards it", async () => {
    let uploads = [
      upload({
        state: 'previewed',
        preview: {
          ok: false,
          version: '3.4',
          counts: [],
          fileBytes: 0,
          notices: [
            { message: "Element '{http://pkp.sfu.ca}pagez': This element is not expected.", path: null, line: 97 },
          ],
        },
      }),
    ];
    const { user, api } = await open(
      () => uploads,
      on('DELETE /api/admin/journals/JLS/ojs-imports/7', () => {
        uploads = [];
        return ok(null, { status: 204 });
      }),
    );
    expect(await screen.findByText('This file cannot be imported. Nothing was written.')).toBeInTheDocument();
    expect(screen.getByText(/Line 97: Element '\{http:\/\/pkp.sfu.ca\}pagez'/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    // Discard deletes the uploaded export: it asks first, as Import does (decision 0114).
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this upload?' });
    expect(dialog).toHaveTextContent('export.xml');
    expect(api.calls()).not.toContain('DELETE /api/admin/journals/JLS/ojs-imports/7');
    // Cancel keeps it; a second Discard asks again and its confirmation deletes it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls()).not.toContain('DELETE /api/admin/journals/JLS/ojs-imports/7');
    expect(screen.getByText('This file cannot be imported. Nothing was written.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const again = await screen.findByRole('alertdialog', { name: 'Discard this upload?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await expectToast('Upload discarded');
    expect(api.calls()).toContain('DELETE /api/admin/journals/JLS/ojs-imports/7');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload and preview' })).toBeInTheDocument());
  });

  it('finds an import under way after a reload', async () => {
    await open(() => [
      upload({ ...previewed, state: 'importing', progress: { records: 5, total: 10, bytes: 1, totalBytes: 2 } }),
    ]);
    expect(await screen.findByText(/5 of 10 records written/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Records written' })).toBeInTheDocument();
  });

  it('refuses a file over 2 GB before sending it', async () => {
    const { user, api } = await open(() => []);
    const big = new File(['<'], 'huge.xml', { type: 'application/xml' });
    Object.defineProperty(big, 'size', { value: 3 * 1024 ** 3 });
    await user.upload(screen.getByLabelText(/OJS export \(XML\)/), big);
    await user.click(screen.getByRole('button', { name: 'Upload and preview' }));
    expect(await screen.findByText(/The file is larger than 2 GB/)).toBeInTheDocument();
    expect(api.calls()).not.toContain('POST /api/admin/journals/JLS/ojs-imports');
  });

  it("shows a refused upload's reason at the file field, not in a toast", async () => {
    const { user } = await open(
      () => [],
      on('POST /api/admin/journals/JLS/ojs-imports', () =>
        fail(400, 'VALIDATION_FAILED', 'Please select only one file', {
          errors: [{ path: 'file', message: 'Please select only one file' }],
        }),
      ),
    );
    await user.upload(
      screen.getByLabelText(/OJS export \(XML\)/),
      new File(['<?xml version="1.0"?><issues/>'], 'export.xml', { type: 'application/xml' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload and preview' }));
    const field = screen.getByLabelText(/OJS export \(XML\)/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Please select only one file/);
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
  });
});
