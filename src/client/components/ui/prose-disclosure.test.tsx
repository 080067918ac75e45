// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProseDisclosure } from './prose-disclosure';

afterEach(cleanup);

const detailsOf = (text: string) => screen.getByText(text).closest('details')!;

describe('ProseDisclosure (HTML details and summary, decision 0083)', () => {
  it('is a details whose summary holds the heading, closed, in the server HTML (works without JavaScript)', () => {
    const html = renderToString(
      <ProseDisclosure id="faq-oa" title="What is open access?" headingLevel={2}>
        <p>Free to read.</p>
      </ProseDisclosure>,
    );
    expect(html).toMatch(/^<details id="faq-oa" class="group scroll-mt-28"><summary [^>]*><h2 [^>]*>/);
    expect(html).not.toContain('<details id="faq-oa" open');
    expect(html).not.toContain('<button');
    render(
      <ProseDisclosure title="What is open access?" headingLevel={2}>
        <p>Free to read.</p>
      </ProseDisclosure>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What is open access?' }).closest('summary')).not.toBeNull();
    expect(detailsOf('Free to read.')).not.toHaveAttribute('open');
  });

  it('opens and closes with a click on its summary', async () => {
    const user = userEvent.setup();
    render(
      <ProseDisclosure title="Question" marker="1.">
        <p>Answer</p>
      </ProseDisclosure>,
    );
    const summary = screen.getByText('Question').closest('summary')!;
    await user.click(summary);
    expect(detailsOf('Answer')).toHaveAttribute('open');
    await user.click(summary);
    expect(detailsOf('Answer')).not.toHaveAttribute('open');
  });

  it('follows `open` when controlled and reports toggles through onOpenChange', async () => {
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
    expect(detailsOf('Body')).toHaveAttribute('open');
    await user.click(screen.getByText('Controlled').closest('summary')!);
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
    expect(detailsOf('Body')).not.toHaveAttribute('open');
  });
});
