// @vitest-environment jsdom
/**
 * The article's full text on the production runtime, React 19 (decisions 0034 and
 * 0060: no hydration mismatch): hydrating the server's markup leaves it exactly as served, the
 * JATS body's nodes included (not re-created), and numbered references read "12." once. Inside
 * the article page's static region the full text is not even rendered by the hydration.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { StaticRegion } from '../../../lib/static-region';
import { ArticleFullText } from './full-text';

// React's act() outside Testing Library: this environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

const fullText = {
  html: '<section class="jats-sec" id="ft-s1"><h2><span class="jats-sec-number">1</span> Introduction</h2><p>Text <a class="jats-xref" id="ft-cite-1" href="#ft-c12">12</a>.</p></section>',
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

function serve(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

it('keeps the server HTML of the contents, the body and the numbered references', async () => {
  const container = serve(renderToString(<ArticleFullText fullText={fullText} />));
  const served = container.innerHTML;
  const section = container.querySelector('#ft-s1');
  await act(async () => {
    root = hydrateRoot(container, <ArticleFullText fullText={fullText} />);
  });
  expect(container.innerHTML).toBe(served);
  expect(container.querySelector('#ft-s1')).toBe(section);
  // Numbered by the list itself (an ol counts 1, 2, …); `value` where the number is not the place.
  expect([...container.querySelectorAll('ol.ft-references > li')].map((n) => n.getAttribute('value'))).toEqual([
    null,
    null,
    '12',
  ]);
});

it('is not rendered by the hydration inside its static region, whose DOM stays the served one', async () => {
  const page = (text: typeof fullText) => (
    <StaticRegion id="full-text:37">
      <ArticleFullText fullText={text} />
    </StaticRegion>
  );
  const container = serve(renderToString(page(fullText)));
  const served = container.innerHTML;
  const body = container.querySelector('.jats-body');
  const getHtml = vi.fn(() => fullText.html);
  const spied = {
    ...fullText,
    get html() {
      return getHtml();
    },
  };
  await act(async () => {
    root = hydrateRoot(container, page(spied));
  });
  expect(getHtml).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe(served);
  expect(container.querySelector('.jats-body')).toBe(body);
});
