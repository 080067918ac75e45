// @vitest-environment jsdom
/**
 * Decision 0026: the head announces the current page's feeds only. The server writes them
 * (`<link rel="alternate" … data-feed>`); on client navigation each page replaces them with its
 * own, and a page without feeds removes the previous page's.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { feedLinks } from '../../shared/seo/feeds';
import { usePageMeta } from './page-meta';

function Page({ feeds }: { feeds?: ReturnType<typeof feedLinks> }) {
  usePageMeta('A page', 'Its description', feeds);
  return null;
}

const announced = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')).map((l) => [
    l.type,
    l.getAttribute('href'),
  ]);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('usePageMeta feeds', () => {
  it("replaces the server's feed links with the page's own, and removes them on a page without feeds", () => {
    document.head.innerHTML =
      '<link rel="alternate" type="application/rss+xml" title="x" href="https://x.org/feeds/rss.xml" data-feed />' +
      '<link rel="alternate" hreflang="fr" href="https://x.org/fr" />';
    const view = render(<Page feeds={feedLinks({ title: 'JOSE', abbreviation: 'JOSE' })} />);
    expect(announced()).toEqual([
      ['', 'https://x.org/fr'],
      ['application/rss+xml', '/journals/jose/rss.xml'],
      ['application/atom+xml', '/journals/jose/atom.xml'],
      ['application/rss+xml', '/feeds/rss.xml'],
      ['application/atom+xml', '/feeds/atom.xml'],
    ]);
    view.rerender(<Page />);
    // Only the link that is not a feed of ours stays.
    expect(announced()).toEqual([['', 'https://x.org/fr']]);
  });
});
