import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicHeader } from './public-header';

/** Labels of the links rendered with aria-current="page" at `path`. */
function activeLinks(path: string): string[] {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <PublicHeader />
    </MemoryRouter>,
  );
  return [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
}

describe('PublicHeader active link (seed 000 §2 Header)', () => {
  it('marks Home only on the exact path /', () => {
    expect(activeLinks('/')).toEqual(['Home']);
    expect(activeLinks('/about')).toEqual(['About Us']);
  });

  it('marks a link by path prefix', () => {
    expect(activeLinks('/journals/jls')).toEqual(['Journals']);
    expect(activeLinks('/guidelines/peer-review')).toEqual(['Guidelines']);
  });

  it('does not match a mere string prefix or an unknown path', () => {
    expect(activeLinks('/journalsx')).toEqual([]);
    expect(activeLinks('/nowhere')).toEqual([]);
  });

  it('lists the menu of the seed, in order', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/']}>
        <PublicHeader />
      </MemoryRouter>,
    );
    const labels = [...html.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]).filter((l) => l !== 'Genesis');
    expect(labels).toEqual(['Home', 'About Us', 'Open Access', 'Journals', 'Guidelines', 'Submit Manuscript', 'Contact', 'Search']);
  });
});
