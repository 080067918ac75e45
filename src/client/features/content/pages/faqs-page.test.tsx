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

/** The questions: each a `details` (decision 0083). */
function questions() {
  return [...document.querySelectorAll('details')];
}
const summaryOf = (question: RegExp) => screen.getByRole('heading', { name: question }).closest('summary')!;

describe('FaqsPage (seed 000 §2 FAQs)', () => {
  it('has one h1, its page title, and exactly 17 numbered questions', () => {
    renderFaqs();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Frequently Asked Questions');
    expect(document.title).toBe('Frequently Asked Questions | Genesis');
    const all = questions();
    expect(all).toHaveLength(17);
    all.forEach((question, index) =>
      expect(question.querySelector('summary h2, summary h3')).toHaveAccessibleName(new RegExp(`^${index + 1}\\. `)),
    );
    expect(all.every((question) => !question.open)).toBe(true);
  });

  it('states the publishing times of the seed', async () => {
    const { user } = renderFaqs();
    const summary = summaryOf(/How long does it take to publish an article/);
    await user.click(summary);
    const panel = summary.closest('details')!;
    expect(panel).toHaveTextContent('Short notes, case reports and case series: 10-16 days');
    expect(panel).toHaveTextContent('Research articles and review articles: 20-25 days');
  });

  it('expands and collapses all questions', async () => {
    const { user } = renderFaqs();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(questions().every((question) => question.open)).toBe(true);
    expect(screen.getByText(/receipt within 2-3 business days/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(questions().every((question) => !question.open)).toBe(true);
    // Opening every question one by one also turns the button into "Collapse all".
    for (const question of questions()) await user.click(question.querySelector('summary')!);
    expect(screen.getByRole('button', { name: 'Collapse all' })).toBeInTheDocument();
  });

  it('opens the question a URL fragment names and scrolls to it', async () => {
    renderFaqs(`${paths.faqs.getHref()}#faq-refund`);
    const question = summaryOf(/How long does a refund take/).closest('details')!;
    await waitFor(() => expect(question).toHaveAttribute('open'));
    expect(screen.getByText(/within 10-14 business days/)).toBeVisible();
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
  });

  it('links from the answers to the manuscript guidelines, the peer review process and the submission form', async () => {
    const { user } = renderFaqs();
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    const hrefs = questions().flatMap((panel) => {
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
