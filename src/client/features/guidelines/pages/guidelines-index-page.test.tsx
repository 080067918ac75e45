// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GUIDELINE_TYPES } from '../../../../shared/seo/page-meta';
import { renderGuidelines } from '../test/render';

const TAB_LABELS = ['For Editors', 'For Assoc. Editors', 'For Reviewers', 'For Authors', 'Manuscript Guidelines'];

describe('GuidelinesIndexPage (seed 000 §2 "Guidelines index")', () => {
  it('shows the five tabs in order, the first selected, and sets the page title', () => {
    renderGuidelines('/guidelines');
    expect(screen.getByRole('heading', { level: 1, name: 'Guidelines' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_LABELS);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('For Editors');
    expect(document.title).toBe('Guidelines | Genesis');
  });

  it('links every guideline page from its tab', async () => {
    const user = userEvent.setup();
    renderGuidelines('/guidelines');
    const hrefs: string[] = [];
    for (const label of TAB_LABELS) {
      await user.click(screen.getByRole('tab', { name: label }));
      const panel = screen.getByRole('tabpanel');
      expect(panel).toHaveAccessibleName(label);
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
    await user.click(screen.getByRole('tab', { name: 'For Authors' }));
    const links = within(screen.getByRole('tabpanel')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Author Guidelines',
      'Peer Review Process',
      'Plagiarism Policy',
      'Processing Fees',
    ]);
  });

  it('moves between tabs with the arrow keys, Home and End (wrapping)', async () => {
    const user = userEvent.setup();
    renderGuidelines('/guidelines');
    await user.click(screen.getByRole('tab', { name: 'For Editors' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'For Assoc. Editors' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'For Assoc. Editors' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('For Assoc. Editors');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Manuscript Guidelines' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'For Editors' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Manuscript Guidelines' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'For Editors' })).toHaveFocus();
  });

  it('follows a guideline link to its page', async () => {
    const user = userEvent.setup();
    renderGuidelines('/guidelines');
    await user.click(screen.getByRole('tab', { name: 'For Reviewers' }));
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
