// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
/**
 * The Issues tab (decision 0032): a journal's issues, creating one with the shared
 * schema's field messages, "Publish issue" only after its confirmation dialog, and the
 * "Export to OJS" downloads (decision 0092).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { IssueRecord } from '../../../../shared/api/issue-management';
import { file, on } from '../../../test/msw';
import { catalogueJournal, expectToast, renderComponent } from '../test-fixtures';
import { IssuesTab } from './issues-tab';

const journal = catalogueJournal;

function issue(overrides: Partial<IssueRecord>): IssueRecord {
  return {
    id: 1,
    volume: '4',
    number: '2',
    year: 2026,
    title: null,
    description: null,
    publishedDate: '2026-03-01',
    status: 'current',
    articleCount: 2,
    scheduledCount: 0,
    ...overrides,
  };
}

const ISSUES = [
  issue({ id: 2, number: '3', status: 'future', title: 'Ice worlds', scheduledCount: 2, articleCount: 0 }),
  issue({}),
];

async function open(...handlers: HttpHandler[]) {
  const rendered = renderComponent(<IssuesTab />, [
    on('GET /api/journals?limit=100', [journal]),
    on('GET /api/admin/journals/JLS/issues', { issues: ISSUES }),
    ...handlers,
  ]);
  const user = userEvent.setup();
  await screen.findByRole('option', { name: 'Journal of Life Sciences (JLS)' });
  await user.selectOptions(screen.getByLabelText('Journal'), 'JLS');
  await screen.findByText(/Ice worlds/);
  return { ...rendered, user };
}

describe('the Issues tab', () => {
  it('lists the issues and offers Publish issue only for the future one', async () => {
    await open();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Publish issue' })).toHaveLength(1);
    expect(screen.getByText(/2 scheduled/)).toBeInTheDocument();
  });

  it('downloads the journal and each issue as OJS Native XML of the chosen OJS version (decision 0092)', async () => {
    const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<issues xmlns="http://pkp.sfu.ca"/>\n';
    const attachment = (name: string) => ({ 'content-disposition': `attachment; filename="${name}"` });
    URL.createObjectURL = () => 'blob:ojs';
    URL.revokeObjectURL = () => {};
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, api } = await open(
      on(
        'GET /api/admin/journals/JLS/ojs-export?format=3.5',
        file(xml, 'application/xml', attachment('ojs-jls-3.5.xml')),
      ),
      on(
        'GET /api/admin/journals/JLS/ojs-export?format=3.4&issue=1',
        file(xml, 'application/xml', attachment('ojs-jls-issue-1-3.4.xml')),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Export journal to OJS' }));
    await user.selectOptions(screen.getByLabelText('OJS version'), '3.4');
    await user.click(screen.getByRole('button', { name: 'Export to OJS Volume 4, Issue 2' }));
    await waitFor(() =>
      expect(api.calls().filter((c) => c.includes('ojs-export'))).toEqual([
        'GET /api/admin/journals/JLS/ojs-export?format=3.5',
        'GET /api/admin/journals/JLS/ojs-export?format=3.4&issue=1',
      ]),
    );
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(2));
    expect(clicks.mock.contexts.map((a) => (a as HTMLAnchorElement).download)).toEqual([
      'ojs-jls-3.5.xml',
      'ojs-jls-issue-1-3.4.xml',
    ]);
    clicks.mockRestore();
  });

  it('checks the new issue on the client, then creates it', async () => {
    const { user, api } = await open(
      on('POST /api/admin/journals/JLS/issues', issue({ id: 9, volume: '5', number: '1', status: 'future' })),
    );
    await user.click(screen.getByRole('button', { name: 'New issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'New issue' });
    await user.click(within(dialog).getByRole('button', { name: 'Create issue' }));
    expect(within(dialog).getByText('Volume is required')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/admin/journals/JLS/issues')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Volume'), '5');
    await user.type(within(dialog).getByLabelText('Issue number'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Create issue' }));
    await expectToast('Issue created', 'Volume 5, Issue 1');
    expect(api.bodiesOf('POST /api/admin/journals/JLS/issues')[0]).toMatchObject({
      volume: '5',
      number: '1',
      status: 'future',
    });
  });

  it('publishes an issue only once its confirmation dialog is accepted', async () => {
    const { user, api } = await open(
      on('POST /api/admin/journals/JLS/issues/2/publish', {
        issue: issue({ id: 2, number: '3', status: 'current' }),
        articles: [
          { submissionId: 11, articleId: 101 },
          { submissionId: 12, articleId: 102 },
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Publish issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish issue' });
    expect(dialog).toHaveTextContent('2 scheduled manuscript(s)');
    expect(api.bodiesOf('POST /api/admin/journals/JLS/issues/2/publish')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Publish issue' }));
    await expectToast('Issue published', '2 article(s) published');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
