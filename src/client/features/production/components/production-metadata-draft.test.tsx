// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
/**
 * Production metadata typed and not saved survives a reload (decision 0102): it is kept in this
 * browser under `genesis.production-metadata.{id}` as it is typed; the form mounted again offers
 * it back, disabled until the editor restores or discards it; saving removes it. A kept draft
 * that says what the saved record says, or a record that can no longer change, offers nothing.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductionMetadata } from '../../../../shared/api/production';
import type { SubmissionDetail } from '../../../../shared/api/submissions';
import { on } from '../../../test/msw';
import { detail, expectToast, renderPage } from '../../../test/workflow-fixtures';
import { productionMetadataOf, productionStubs } from '../test-fixtures';
import { ProductionPanel } from './production-panel';

afterEach(() => window.localStorage.clear());

/** The big form renders on each change; a loaded machine needs more than the default 5 s. */
const SLOW = 60_000;

const KEY = (id: number) => `genesis.production-metadata.${id}`;

/** The editor's production panel of `d` (the same submission each time: a reload is a second mount). */
function mount(d: SubmissionDetail, metadata: ProductionMetadata = productionMetadataOf()) {
  return renderPage(
    <ProductionPanel submission={d} as="editor" />,
    '/dashboard/editor',
    'editor',
    on(`PUT /api/submissions/${d.id}/production-metadata`, productionMetadataOf({ saved: true })),
    ...productionStubs(d.id, metadata),
  );
}

/** Types a keyword and a Spanish translation into the form of `d`, then unmounts it (the reload). */
async function typeThenReload(d: SubmissionDetail) {
  const first = mount(d);
  const user = userEvent.setup();
  const keywords = await screen.findByLabelText(/^Keywords/);
  await user.clear(keywords);
  await user.click(keywords);
  await user.paste('tides, ice shells');
  await user.click(screen.getByRole('button', { name: 'Add a translation' }));
  await user.selectOptions(screen.getByLabelText(/^Language/), 'es');
  await user.click(screen.getByLabelText(/^Translated title/));
  await user.paste('Calentamiento de marea');
  expect(window.localStorage.getItem(KEY(d.id))).toContain('Calentamiento de marea');
  first.unmount();
  return user;
}

describe('production metadata kept across a reload (decision 0102)', () => {
  it(
    'offers the unsaved changes back, the form disabled until chosen; restored, they are saved and forgotten',
    async () => {
      const d = detail({ status: 'in_production' });
      const user = await typeThenReload(d);
      const { api } = mount(d);

      const offer = await screen.findByRole('region', { name: 'Unsaved changes' });
      expect(offer).toHaveTextContent('were not saved. They are kept in this browser.');
      expect(screen.getByLabelText(/^Keywords/)).toHaveValue('tides');
      expect(screen.getByLabelText(/^Keywords/)).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Restore my changes' }));
      expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
      expect(screen.getByLabelText(/^Keywords/)).toHaveValue('tides, ice shells');
      expect(screen.getByLabelText(/^Keywords/)).toBeEnabled();
      expect(screen.getByLabelText(/^Translated title/)).toHaveValue('Calentamiento de marea');
      expect(screen.getAllByLabelText(/^Given names/).map((i) => (i as HTMLInputElement).value)).toEqual([
        'Ada',
        'Grace',
      ]);

      await user.click(screen.getByRole('button', { name: 'Save production metadata' }));
      await expectToast('Production metadata saved');
      const body = api.bodiesOf(`PUT /api/submissions/${d.id}/production-metadata`)[0] as Record<string, unknown>;
      expect(body.keywords).toBe('tides, ice shells');
      expect(body.translations).toEqual([
        { language: 'es', title: 'Calentamiento de marea', subtitle: '', abstract: '', keywords: '' },
      ]);
      expect(window.localStorage.getItem(KEY(d.id))).toBeNull();
    },
    SLOW,
  );

  it(
    'discards them on request: the saved record stays in the form and nothing is kept',
    async () => {
      const d = detail({ status: 'in_production' });
      const user = await typeThenReload(d);
      mount(d);
      await user.click(await screen.findByRole('button', { name: 'Discard them' }));
      expect(screen.getByLabelText(/^Keywords/)).toHaveValue('tides');
      expect(screen.getByLabelText(/^Keywords/)).toBeEnabled();
      expect(screen.queryByLabelText(/^Translated title/)).toBeNull();
      expect(window.localStorage.getItem(KEY(d.id))).toBeNull();
    },
    SLOW,
  );

  it(
    'says when the record was saved since the changes were typed',
    async () => {
      const d = detail({ status: 'in_production' });
      await typeThenReload(d);
      mount(d, productionMetadataOf({ saved: true, updatedAt: '2026-11-30T18:00:00.000Z' }));
      expect(await screen.findByRole('region', { name: 'Unsaved changes' })).toHaveTextContent(
        'The metadata has been saved since',
      );
    },
    SLOW,
  );

  it(
    'offers nothing for a kept draft that says what the saved record says, and forgets it',
    async () => {
      const d = detail({ status: 'in_production' });
      const first = mount(d);
      const user = userEvent.setup();
      const keywords = await screen.findByLabelText(/^Keywords/);
      await user.type(keywords, 'x');
      await user.type(keywords, '{Backspace}');
      expect(window.localStorage.getItem(KEY(d.id))).not.toBeNull();
      first.unmount();
      mount(d);
      await screen.findAllByLabelText(/^Given names/);
      await waitFor(() => expect(window.localStorage.getItem(KEY(d.id))).toBeNull());
      expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    },
    SLOW,
  );

  it(
    'offers nothing once the proof is approved (the record can no longer change)',
    async () => {
      const d = detail({ status: 'proof_approved' });
      await typeThenReload(d);
      mount(d, productionMetadataOf({ editable: false }));
      expect(await screen.findByText('The proof is approved: this record is what is published.')).toBeInTheDocument();
      await waitFor(() => expect(window.localStorage.getItem(KEY(d.id))).toBeNull());
      expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    },
    SLOW,
  );

  it(
    'reads a kept draft of another shape as nothing',
    async () => {
      const d = detail({ status: 'in_production' });
      window.localStorage.setItem(KEY(d.id), '{"v":1,"base":null,"savedAt":"2026-11-30T18:00:00.000Z","draft":7}');
      mount(d);
      await screen.findAllByLabelText(/^Given names/);
      await waitFor(() => expect(window.localStorage.getItem(KEY(d.id))).toBeNull());
      expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    },
    SLOW,
  );
});
