// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProseDisclosure } from './prose-disclosure';

afterEach(cleanup);

describe('ProseDisclosure (WAI-ARIA disclosure pattern)', () => {
  it('wires the button to its panel and starts closed', () => {
    render(
      <ProseDisclosure title="What is open access?" headingLevel={2}>
        <p>Free to read.</p>
      </ProseDisclosure>,
    );
    const button = screen.getByRole('button', { name: 'What is open access?' });
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    expect(screen.queryByText('Free to read.')).not.toBeVisible();
  });

  it('opens and closes with a click, Enter and Space', async () => {
    const user = userEvent.setup();
    render(
      <ProseDisclosure title="Question" marker="1.">
        <p>Answer</p>
      </ProseDisclosure>,
    );
    const button = screen.getByRole('button', { name: '1. Question' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Answer')).toBeVisible();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Answer')).not.toBeVisible();

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows `open` when controlled and reports clicks through onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <ProseDisclosure
          title="Controlled"
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        >
          <p>Body</p>
        </ProseDisclosure>
      );
    }
    render(<Controlled />);
    const button = screen.getByRole('button', { name: 'Controlled' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
