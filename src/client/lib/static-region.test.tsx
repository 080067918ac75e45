// @vitest-environment jsdom
/**
 * The links of a static region navigate in the app (decision 0034): a plain click
 * on a same-origin link inside a region is a client-side navigation; other clicks (another
 * origin, a new tab, a modifier key, a link outside any region, a file under /api/) are left to
 * the browser.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { StaticRegion, useStaticRegionLinks } from './static-region';

afterEach(cleanup);

function Shell() {
  useStaticRegionLinks();
  const location = useLocation();
  return (
    <div>
      <p data-testid="path">{location.pathname}</p>
      <StaticRegion id="links">
        <a href="/journals/abc">Journal</a>
        <a href="https://example.org/x">Elsewhere</a>
        <a href="/journals/abc" target="_blank" rel="noreferrer">
          New tab
        </a>
        <a href="/journals/abc" download>
          Download
        </a>
        <a href="/api/articles/7/assets/3/0123456789ab/original">Original file</a>
      </StaticRegion>
      <a href="/outside">Outside</a>
    </div>
  );
}

/** Clicks the link named `name`. */
function click(name: string, init: MouseEventInit = {}): void {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  // After the app's listener (added first): keeps jsdom from a navigation it does not implement.
  document.addEventListener('click', (e) => e.preventDefault(), { once: true });
  act(() => {
    screen.getByText(name).dispatchEvent(event);
  });
}

it('navigates in the app for a plain click on a same-origin link of a region, and leaves other clicks alone', () => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Shell />
    </MemoryRouter>,
  );
  const path = () => screen.getByTestId('path').textContent;
  for (const [name, init] of [
    ['Elsewhere', {}],
    ['New tab', {}],
    ['Download', {}],
    // A file the server sends (an article's figure or data file, decision 0082) is no page of the app.
    ['Original file', {}],
    ['Journal', { ctrlKey: true }],
    ['Journal', { button: 1 }],
    ['Outside', {}],
  ] as const) {
    click(name, init);
    expect(path(), name).toBe('/');
  }
  click('Journal');
  expect(path()).toBe('/journals/abc');
});
