// @vitest-environment jsdom
/**
 * The 'Editorial boards' admin tab (docs/decisions/0031-editorial-boards.md): choose
 * a journal, see its board, add a member (the server's field messages land on the fields),
 * reorder and remove.
 */
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BoardMember } from '../../../../shared/api/board';
import { fail, on } from '../../../test/msw';
import { adminCalls, bodyOf, renderDashboard } from '../test-fixtures';

const journal = {
  id: 7,
  title: 'Journal of Mathematics',
  abbreviation: 'JMATH',
  slug: 'journal-of-mathematics',
  description: '',
  category: 'Mathematics',
  coverImage: null,
  issn: null,
  publisher: null,
  currentVolume: 1,
  currentIssue: 1,
  articleCount: 0,
  acceptsSubmissions: true,
};
const member = (id: number, name: string, role: BoardMember['role']): BoardMember => ({
  id,
  name,
  role,
  affiliation: 'Brown University',
  orcid: null,
  photoUrl: null,
  displayOrder: id,
  userId: null,
});

async function openBoard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('link', { name: 'Editorial boards' }));
  await screen.findByRole('option', { name: 'Journal of Mathematics (JMATH)' });
  await user.selectOptions(screen.getByRole('combobox', { name: /^Journal/ }), 'Journal of Mathematics (JMATH)');
}

describe('/dashboard/admin: Editorial boards', () => {
  it("lists the chosen journal's board and adds a member", async () => {
    const board = [member(1, 'Ada Chief', 'editor_in_chief')];
    const { api } = renderDashboard([
      on('GET /api/journals?limit=100', [journal]),
      on('GET /api/admin/journals/7/board', () => board),
      on('POST /api/admin/journals/7/board', () => {
        board.push(member(2, 'Ben Editor', 'editor'));
        return board[1]!;
      }),
    ]);
    const user = userEvent.setup();
    await openBoard(user);
    const list = await screen.findByRole('list', { name: 'Board members' });
    expect(await within(list).findByText('Ada Chief', { selector: 'p' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Name/), 'Ben Editor');
    await user.selectOptions(screen.getByLabelText(/^Role/), 'Editors');
    await user.type(screen.getByLabelText(/^ORCID iD/), '0000-0002-1825-0097');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await within(list).findByText('Ben Editor', { selector: 'p' })).toBeInTheDocument();
    expect(bodyOf(api, 'POST /api/admin/journals/7/board')).toEqual({
      name: 'Ben Editor',
      role: 'editor',
      affiliation: '',
      orcid: '0000-0002-1825-0097',
    });
  });

  it("shows the server's field messages on the fields", async () => {
    renderDashboard([
      on('GET /api/journals?limit=100', [journal]),
      on('GET /api/admin/journals/7/board', []),
      on(
        'POST /api/admin/journals/7/board',
        fail(400, 'VALIDATION_FAILED', 'Invalid input', {
          errors: [{ path: 'orcid', message: 'Invalid ORCID checksum' }],
        }),
      ),
    ]);
    const user = userEvent.setup();
    await openBoard(user);
    await user.type(await screen.findByLabelText(/^Name/), 'Ben Editor');
    await user.type(screen.getByLabelText(/^ORCID iD/), '0000-0002-1825-0098');
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    const orcid = screen.getByLabelText(/^ORCID iD/);
    expect(await screen.findByText('Invalid ORCID checksum')).toBeInTheDocument();
    expect(orcid).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves a member down (the whole order is sent) and removes one', async () => {
    const { api } = renderDashboard([
      on('GET /api/journals?limit=100', [journal]),
      on('GET /api/admin/journals/7/board', [member(1, 'Ed One', 'editor'), member(2, 'Ed Two', 'editor')]),
      on('POST /api/admin/journals/7/board/order', [member(2, 'Ed Two', 'editor'), member(1, 'Ed One', 'editor')]),
      on('DELETE /api/admin/journals/7/board/2', null),
    ]);
    const user = userEvent.setup();
    await openBoard(user);
    await user.click(await screen.findByRole('button', { name: 'Move down Ed One' }));
    expect(await screen.findByText('Board reordered')).toBeInTheDocument();
    expect(bodyOf(api, 'POST /api/admin/journals/7/board/order')).toEqual({ ids: [2, 1] });
    await user.click(screen.getByRole('button', { name: 'Remove Ed Two' }));
    // Removing asks first (decision 0069): nothing is sent until it is confirmed.
    const ask = await screen.findByRole('alertdialog', { name: 'Remove this board member?' });
    expect(adminCalls(api)).not.toContain('DELETE /api/admin/journals/7/board/2');
    await user.click(within(ask).getByRole('button', { name: 'Remove member' }));
    await screen.findByText('Member removed');
    expect(adminCalls(api)).toContain('DELETE /api/admin/journals/7/board/2');
  });

  it('is not offered to the site role editor-in-chief, whom the board calls answer 404 (decision 0059)', async () => {
    renderDashboard([], 'editor_in_chief');
    expect(await screen.findByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editorial boards' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Issues' })).toBeNull();
  });
});
