// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
/**
 * Editing a board member (decision 0046): the dialog refuses an ORCID iD whose MOD 11-2
 * check character is wrong before any request, then saves the fields (PUT) and uploads the
 * chosen photo (multipart field `photo`).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BoardMember } from '../../../../shared/api/board';
import { on } from '../../../test/msw';
import { renderComponent } from '../test-fixtures';
import { BoardMemberDialog } from './board-member-dialog';

const member: BoardMember = {
  id: 7,
  name: 'Ada Lovelace',
  role: 'editor',
  affiliation: 'Analytical Society',
  orcid: null,
  photoUrl: null,
  displayOrder: 0,
  userId: null,
};

describe('BoardMemberDialog', () => {
  it('refuses a bad ORCID check character, then saves the fields and uploads the photo', async () => {
    let closed = false;
    const saved = { ...member, orcid: '0000-0002-1825-0097', role: 'editor_in_chief' as const };
    const { api } = renderComponent(
      <BoardMemberDialog journalId={3} member={member} onClose={() => (closed = true)} />,
      [
        on('PUT /api/admin/journals/3/board/7', saved),
        on('POST /api/admin/journals/3/board/7/photo', {
          ...saved,
          photoUrl: '/api/board-photos/7/abcdefgh/photo.jpg',
        }),
      ],
    );
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    await user.type(screen.getByLabelText(/^ORCID iD/), '0000-0002-1825-0098');
    await user.click(screen.getByRole('button', { name: 'Save member' }));
    expect(await screen.findByText('Invalid ORCID checksum')).toBeInTheDocument();
    const writes = () => api.calls().filter((c) => !c.startsWith('GET '));
    expect(writes()).toEqual([]);

    await user.clear(screen.getByLabelText(/^ORCID iD/));
    await user.type(screen.getByLabelText(/^ORCID iD/), '0000-0002-1825-0097');
    await user.selectOptions(screen.getByLabelText(/^Role/), 'editor_in_chief');
    await user.upload(
      screen.getByLabelText(/^Photo/),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save member' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(writes()).toEqual(['PUT /api/admin/journals/3/board/7', 'POST /api/admin/journals/3/board/7/photo']);
    expect(api.bodiesOf('PUT /api/admin/journals/3/board/7')[0]).toMatchObject({
      name: 'Ada Lovelace',
      role: 'editor_in_chief',
      affiliation: 'Analytical Society',
      orcid: '0000-0002-1825-0097',
    });
    expect((api.bodiesOf('POST /api/admin/journals/3/board/7/photo')[0] as FormData).get('photo')).toBeInstanceOf(File);
  });
});
