// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
/**
 * A form's dialog never drops what was typed by accident (decision 0105; "Nothing a person typed
 * is lost … and a destructive action asks first"): with `guardTyping`, after something was typed,
 * Escape, a press outside and Close ask "Discard what you typed?" with Keep editing focused;
 * before any typing, and without `guardTyping`, they close at once as before.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

function Form({ onClose, guardTyping = true }: { onClose: () => void; guardTyping?: boolean }) {
  const [note, setNote] = useState('');
  return (
    <Dialog title="New issue" onClose={onClose} guardTyping={guardTyping}>
      <label htmlFor="note">Note</label>
      <input id="note" value={note} onChange={(e) => setNote(e.currentTarget.value)} />
    </Dialog>
  );
}

describe('a dialog with guardTyping', () => {
  it('closes at once on Escape while nothing was typed', async () => {
    const onClose = vi.fn();
    render(<Form onClose={onClose} />);
    await userEvent.setup().keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before Escape or Close drops typing; Keep editing keeps it, Discard closes', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Form onClose={onClose} />);
    await user.type(screen.getByLabelText('Note'), 'Special issue on tides');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard what you typed?' });
    expect(ask).toHaveTextContent('What you typed in “New issue” is not saved.');
    // The safe answer has focus: Enter does not discard by accident.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Note')).toHaveValue('Special issue on tides');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('alertdialog', { name: 'Discard what you typed?' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('without guardTyping, closes on Escape even after typing (dialogs that hold no form)', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Form onClose={onClose} guardTyping={false} />);
    await user.type(screen.getByLabelText('Note'), 'x');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
