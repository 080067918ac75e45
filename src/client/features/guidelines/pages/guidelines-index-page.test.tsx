// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GUIDELINE_TYPES } from '../../../../shared/seo/page-meta';
import { renderGuidelines } from '../test/render';

/** The tab link named `label`. */
const tab = (label: string) =>
  within(screen.getByRole('navigation', { name: 'Guidelines by audience' })).getByRole('link', { name: label });
/** The open tab's panel: what follows the tab links. */
const openPanel = () => {
  const panel = screen.getByRole('navigation', { name: 'Guidelines by audience' }).nextElementSibling;
  if (!(panel instanceof HTMLElement)) throw new Error('no panel after the tabs');
  return panel;
};

const TAB_LABELS = ['For Editors', 'For Assoc. Editors', 'For Reviewers', 'For Authors', 'Manuscript Guidelines'];

describe('GuidelinesIndexPage (seed 000 §2 "Guidelines index")', () => {
  it('shows the five tabs in order, the first open, each at its own URL, and sets the page title', () => {
    renderGuidelines('/guidelines');
    expect(screen.getByRole('heading', { level: 1, name: 'Guidelines' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Guidelines by audience' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_LABELS);
    expect(tabs[0]).toHaveAttribute('aria-current', 'page');
    expect(tabs[1]).not.toHaveAttribute('aria-current');
    expect(tabs[0]).toHaveAttribute('href', '/guidelines');
    expect(tabs[3]).toHaveAttribute('href', '/guidelines?tab=authors');
    expect(within(openPanel()).getByRole('link', { name: 'Editor Guidelines' })).toBeInTheDocument();
    expect(document.title).toBe('Guidelines | Genesis');
  });

  it('links every guideline page from its tab', async () => {
    const user = userEvent.setup();
    renderGuidelines('/guidelines');
    const hrefs: string[] = [];
    for (const label of TAB_LABELS) {
      await user.click(tab(label));
      const panel = openPanel();
      expect(tab(label)).toHaveAttribute('aria-current', 'page');
      hrefs.push(
        ...within(panel)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href') ?? ''),
      );
    }
    expect(hrefs.sort()).toEqual(GUIDELINE_TYPES.map((type) => `/guidelines/${type}`).sort());
  });

  it('puts the right pages under each tab', async () => {
    const user = userEvent.setup();
    renderGuidelines('/guidelines');
    await user.click(tab('For Authors'));
    const links = within(openPanel()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Author Guidelines',
      'Peer Review Process',
      'Plagiarism Policy',
      'Processing Fees',
    ]);
  });

  it('opens the tab named by ?tab= (decision 0018: each tab is a page)', () => {
    renderGuidelines('/guidelines?tab=reviewers');
    expect(within(openPanel()).getByRole('link', { name: 'Reviewer Guidelines' })).toBeInTheDocument();
    expect(tab('For Reviewers')).toHaveAttribute('aria-current', 'page');
  });

  it('follows a guideline link to its page', async () => {
    const user = userEvent.setup();
    renderGuidelines('/guidelines');
    await user.click(tab('For Reviewers'));
    await user.click(screen.getByRole('link', { name: 'Reviewer Guidelines' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guidelines for Reviewers' })).toBeInTheDocument();
  });

  it('shows the key figures of the process', () => {
    renderGuidelines('/guidelines');
    for (const value of ['5-7 days', '3-4 weeks', '1-2 weeks', '25%', '2-4']) {
      expect(screen.getByText(value)).toBeInTheDocument();
    }
  });
});
