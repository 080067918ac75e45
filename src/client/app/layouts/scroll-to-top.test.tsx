// @vitest-environment jsdom
/**
 * The shell's scroll on navigation (seed 000 §2 Layout: a new page starts at the top), and the
 * reader's place kept when the page first renders or hydrates (decision 0078): a deep link to a
 * section, or a place reached before hydration, is not thrown back to the top.
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

function page(label: string) {
  return (
    <>
      <ScrollToTop />
      <h1>{label}</h1>
      <section id="sec-3">Section 3</section>
    </>
  );
}

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/articles/:id', element: page('article') },
      { path: '/journals', element: page('journals') },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('ScrollToTop', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  let scrollIntoView: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    scrollIntoView = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('leaves the first render where the browser put it (a deep link to a section stays there)', () => {
    renderAt('/articles/12#sec-3');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('goes to the top on a new path', async () => {
    const router = renderAt('/articles/12');
    await act(() => router.navigate('/journals'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('goes to the fragment of a new path when it names an element', async () => {
    const router = renderAt('/journals');
    await act(() => router.navigate('/articles/12#sec-3'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves a fragment change within the page to the browser', async () => {
    const router = renderAt('/articles/12');
    await act(() => router.navigate('/articles/12#sec-3'));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
