// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../../shared/routes';
import { FaqsPage } from './faqs-page';

beforeEach(() => {
  // jsdom has no layout, so no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

function renderFaqs(entry: string = paths.faqs.getHref()) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <FaqsPage />
    </MemoryRouter>,
  );
  return { user: userEvent.setup() };
}

/** The question buttons (every button with aria-expanded). */
function questionButtons() {
  return screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
}

describe('FaqsPage (seed 000 §2 FAQs)', () => {
  it('has one h1, its page title, and exactly 17 numbered questions', () => {
    renderFaqs();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently Asked Questions');
    expect(document.title).toBe('Frequently Asked Questions | Genesis');
    const buttons = questionButtons();
    expect(buttons).toHaveLength(17);
    buttons.forEach((button, index) => expect(button).toHaveAccessibleName(new RegExp(`^${index + 1}\\. `)));
    expect(buttons.every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('states the publishing times of the seed', async () => {
    const { user } = renderFaqs();
    const button = screen.getByRole('button', { name: /How long does it take to publish an article/ });
    await user.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toHaveTextContent('Short notes, case reports and case series: 10-16 days');
    expect(panel).toHaveTextContent('Research articles and review articles: 20-25 days');
  });

  it('expands and collapses all questions', async () => {
    const { user } = renderFaqs();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(questionButtons().every((button) => button.getAttribute('aria-expanded') === 'true')).toBe(true);
    expect(screen.getByText(/receipt within 2-3 business days/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(questionButtons().every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
    // Opening every question one by one also turns the button into "Collapse all".
    for (const button of questionButtons()) await user.click(button);
    expect(screen.getByRole('button', { name: 'Collapse all' })).toBeInTheDocument();
  });

  it('opens the question a URL fragment names and scrolls to it', async () => {
    renderFaqs(`${paths.faqs.getHref()}#faq-refund`);
    const button = screen.getByRole('button', { name: /How long does a refund take/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText(/within 10-14 business days/)).toBeVisible();
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
  });

  it('links from the answers to the manuscript guidelines, the peer review process and the submission form', async () => {
    const { user } = renderFaqs();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    const hrefs = questionButtons().flatMap((button) => {
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
      return within(panel)
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href'));
    });
    expect(hrefs).toEqual(
      expect.arrayContaining([
        paths.guidelines.manuscript.getHref(),
        paths.guidelines.peerReview.getHref(),
        paths.submitManuscript.getHref(),
      ]),
    );
  });
});
