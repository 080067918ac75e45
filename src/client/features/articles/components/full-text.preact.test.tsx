// @vitest-environment jsdom
/**
 * The full text hydrates without touching the server's DOM on the production runtime, Preact
 * (issue 14: "no hydration mismatch"). Preact 11 compares a server text node with a numeric
 * child loosely ("5." == 5), so `{number}.` left "5." in place and added "." after it: the
 * references read "5..". Numbers are printed as one string.
 */
import { expect, it, vi } from 'vitest';

vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/jsx-dev-runtime'));

const { hydrateRoot } = await import('preact/compat/client');
const { renderToString } = await import('preact-render-to-string');
const { ArticleFullText } = await import('./full-text');

const fullText = {
  html: '<section class="jats-sec" id="ft-s1"><h2><span class="jats-sec-number">1</span> Introduction</h2><p>Text.</p></section>',
  toc: [{ id: 'ft-s1', number: '1', title: 'Introduction', level: 1 }],
  references: [1, 2, 12].map((number) => ({
    id: `ft-c${number}`,
    number,
    html: `Author ${number}. <i>A title</i>.`,
    doi: number === 2 ? '10.1000/xyz' : null,
    pmid: null,
    pmcid: null,
    url: null,
    citedFrom: number === 12 ? ['ft-cite-1', 'ft-cite-2'] : ['ft-cite-3'],
  })),
};

it('keeps the server HTML of the contents and the numbered references', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ArticleFullText fullText={fullText} />);
  const served = container.innerHTML;
  hydrateRoot(container, <ArticleFullText fullText={fullText} />);
  expect(container.innerHTML).toBe(served);
  expect([...container.querySelectorAll('.ft-reference-number')].map((n) => n.textContent)).toEqual([
    '1.',
    '2.',
    '12.',
  ]);
});
