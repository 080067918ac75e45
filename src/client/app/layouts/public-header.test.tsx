// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicHeader } from './public-header';

// The header search belongs to the search feature; here it only has to be placed.
vi.mock('../../features/articles/search/components/header-search', () => ({
  HeaderSearch: () => <button type="button">Search articles</button>,
}));

afterEach(cleanup);

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/** Renders the header (and the current path) in a memory router at `path`. */
function renderHeader(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <PublicHeader />
            <main>
              <CurrentPath />
              <button type="button">Outside</button>
            </main>
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup() };
}

/** The desktop main menu: the first "Main" navigation (the mobile one is hidden while closed). */
function desktopNav() {
  return screen.getAllByRole('navigation', { name: 'Main' })[0];
}

function activeLabels(): string[] {
  const nav = desktopNav();
  const links = within(nav)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
  const guidelines = within(nav).getByRole('button', { name: 'Guidelines' });
  return guidelines.hasAttribute('data-active') ? [...links, 'Guidelines'] : links;
}

describe('PublicHeader active link (seed 000 §2 Header)', () => {
  it('marks Home only on the exact path /', () => {
    renderHeader('/');
    expect(activeLabels()).toEqual(['Home']);
    cleanup();
    renderHeader('/about');
    expect(activeLabels()).toEqual(['About Us']);
  });

  it.each([
    ['/journals/jls', 'Journals'],
    ['/guidelines/peer-review', 'Guidelines'],
    ['/guidelines', 'Guidelines'],
    ['/submit-manuscript', 'Submit Manuscript'],
  ])('marks %s by path prefix as %s', (path, label) => {
    renderHeader(path);
    expect(activeLabels()).toEqual([label]);
  });

  it('does not match a mere string prefix or an unknown path', () => {
    renderHeader('/journalsx');
    expect(activeLabels()).toEqual([]);
    cleanup();
    renderHeader('/nowhere');
    expect(activeLabels()).toEqual([]);
  });

  it('lists the desktop menu of the seed, in order, with the header search', () => {
    renderHeader('/');
    const menu = within(desktopNav()).getAllByRole('list')[0];
    const entries = within(menu)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === menu)
      .map((item) => item.firstElementChild?.textContent);
    expect(entries).toEqual([
      'Home',
      'About Us',
      'Open Access',
      'Journals',
      'Guidelines',
      'Submit Manuscript',
      'Contact',
    ]);
    expect(screen.getByRole('button', { name: 'Search articles' })).toBeInTheDocument();
  });
});

describe('Guidelines mega-menu', () => {
  it('opens on click with five columns and the guideline links, and closes on Escape', async () => {
    const { user } = renderHeader('/');
    // Found again each time: the first press replaces the plain button by Radix's.
    const button = () => within(desktopNav()).getByRole('button', { name: 'Guidelines' });
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Join as Reviewer' })).not.toBeInTheDocument();

    await user.click(button());
    await vi.waitFor(() => expect(button()).toHaveAttribute('aria-expanded', 'true'));
    expect(button()).toHaveFocus();
    const panel = document.getElementById(button().getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    const columns = within(panel as HTMLElement).getAllByRole('list');
    expect(
      columns.map(
        (list) =>
          list.getAttribute('aria-labelledby') &&
          document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    ).toEqual(['For Editors', 'For Associate Editors', 'For Reviewers', 'For Authors', 'Manuscript Guidelines']);
    const hrefs = within(panel as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .sort();
    expect(hrefs).toEqual(
      [
        '/guidelines',
        '/guidelines/associate-editor',
        '/guidelines/author',
        '/guidelines/editor',
        '/guidelines/join-associate',
        '/guidelines/join-editor',
        '/guidelines/join-reviewer',
        '/guidelines/manuscript',
        '/guidelines/peer-review',
        '/guidelines/plagiarism',
        '/guidelines/processing-fee',
        '/guidelines/reviewer',
      ].sort(),
    );

    within(panel as HTMLElement)
      .getByRole('link', { name: 'Plagiarism Policy' })
      .focus();
    await user.keyboard('{Escape}');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(button()).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user } = renderHeader('/');
    // Found again each time: the first press replaces the plain button by Radix's.
    const button = () => within(desktopNav()).getByRole('button', { name: 'Guidelines' });
    await user.click(button());
    await vi.waitFor(() => expect(button()).toHaveAttribute('aria-expanded', 'true'));
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open on hover, and closes when focus leaves it', async () => {
    const { user } = renderHeader('/');
    // Found again each time: the first press replaces the plain button by Radix's.
    const button = () => within(desktopNav()).getByRole('button', { name: 'Guidelines' });
    await user.hover(button());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(button()).toHaveAttribute('aria-expanded', 'false');

    await user.click(button());
    await vi.waitFor(() => expect(button()).toHaveAttribute('aria-expanded', 'true'));
    act(() => within(desktopNav()).getByRole('link', { name: 'Contact' }).focus());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is keyboard operable and closes on navigation', async () => {
    const { user } = renderHeader('/');
    // Found again each time: the first press replaces the plain button by Radix's.
    const button = () => within(desktopNav()).getByRole('button', { name: 'Guidelines' });
    button().focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(button()).toHaveAttribute('aria-expanded', 'true'));
    await user.click(screen.getByRole('link', { name: 'Reviewer Guidelines' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/guidelines/reviewer');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveAttribute('data-active', 'true');
  });
});

describe('mobile menu', () => {
  it('opens over a dimmed overlay, lists /guidelines and /search, and closes on navigation', async () => {
    const { user } = renderHeader('/');
    // Found again each time: the first press replaces the plain button by Radix's.
    const toggle = () => screen.getByRole('button', { name: 'Menu' });
    expect(screen.queryByTestId('mobile-menu-overlay')).not.toBeInTheDocument();

    await user.click(toggle());
    // The dialog's code is loaded on the first press; the Radix trigger then names its panel.
    await vi.waitFor(() => expect(toggle()).toHaveAttribute('aria-controls'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('mobile-menu-overlay')).toBeInTheDocument();
    const panel = within(document.getElementById(toggle().getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(panel.getByRole('link', { name: 'Guidelines' })).toHaveAttribute('href', '/guidelines');
    expect(panel.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');

    await user.click(panel.getByRole('link', { name: 'Journals' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/journals');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('mobile-menu-overlay')).not.toBeInTheDocument();
  });

  it('closes on an overlay click and on Escape', async () => {
    const { user } = renderHeader('/about');
    // Found again each time: the first press replaces the plain button by Radix's.
    const toggle = () => screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle());
    await user.click(await screen.findByTestId('mobile-menu-overlay'));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('mobile-menu-overlay')).not.toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/about');

    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });

  it('shows the guideline pages on demand', async () => {
    const { user } = renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const more = await screen.findByRole('button', { name: 'Guideline pages' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Processing Fees' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/guidelines/processing-fee');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps keyboard focus inside the open menu (a modal dialog) and returns it to the button on Escape', async () => {
    const { user } = renderHeader('/');
    // Found again each time: the first press replaces the plain button by Radix's.
    const toggle = () => screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle());
    await vi.waitFor(() => expect(toggle()).toHaveAttribute('aria-controls'));
    const panel = document.getElementById(toggle().getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toHaveAttribute('role', 'dialog');
    expect(panel).toHaveAccessibleName('Menu');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).not.toHaveAttribute('aria-hidden');
    // More presses than the panel has controls: Tab wraps around inside, never reaching
    // the page behind (the search, the "Outside" button).
    const controls = within(panel).getAllByRole('link').length + 1;
    for (let press = 0; press < controls + 3; press += 1) {
      await user.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
    for (let press = 0; press < 3; press += 1) {
      await user.tab({ shift: true });
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });
});
