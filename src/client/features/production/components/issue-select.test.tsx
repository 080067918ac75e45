// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
/**
 * The production panel's "Issue" select (decision 0032, "articles published through the workflow are
 * assigned to an issue in production (or published continuously into the open issue)"):
 * continuous publication by default; choosing a future issue sends its id.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { on } from '../../../test/msw';
import { detail, renderPage } from '../../../test/workflow-fixtures';
import { ISSUE_ASSIGNMENT, productionStubs } from '../test-fixtures';
import { ProductionPanel } from './production-panel';

describe('the Issue select of the production panel', () => {
  it('offers the current issue (continuous) and the future issue, and assigns the one chosen', async () => {
    const d = detail({ status: 'proof_approved' });
    const { api } = renderPage(
      <ProductionPanel submission={d} as="editor" />,
      '/dashboard/editor',
      'editor',
      on(`PUT /api/submissions/${d.id}/issue`, { ...ISSUE_ASSIGNMENT, issueId: 72 }),
      ...productionStubs(d.id),
    );
    const select = (await screen.findByLabelText('Issue')) as HTMLSelectElement;
    expect(select.value).toBe('current');
    expect([...select.options].map((o) => o.text)).toEqual([
      'Current issue (continuous publication)',
      'Volume 12, Issue 3 (current issue)',
      'Volume 12, Issue 4: Ice worlds (future issue)',
    ]);
    await userEvent.setup().selectOptions(select, 'Volume 12, Issue 4: Ice worlds (future issue)');
    await waitFor(() => expect(api.bodiesOf(`PUT /api/submissions/${d.id}/issue`)).toEqual([{ issueId: 72 }]));
    await waitFor(() => expect(select.value).toBe('72'));
  });

  it('is not shown to the author at proof', async () => {
    const d = detail({ status: 'proof_uploaded' });
    renderPage(<ProductionPanel submission={d} as="author" />, '/dashboard/author', 'author', ...productionStubs(d.id));
    await screen.findByRole('region', { name: 'Web version of the article' });
    expect(screen.queryByLabelText('Issue')).not.toBeInTheDocument();
  });
});
