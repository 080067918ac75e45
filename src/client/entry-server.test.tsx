/**
 * The server entry's page status (decisions 0018, 0023): a page whose own data failed
 * answers that failure's status, but a failed secondary part (related articles, usage
 * figures, citations: queries marked `meta.secondary`) is left out and the page stays 200.
 */
import { describe, expect, it } from 'vitest';
import type { ArticleDetail } from '../shared/api/catalogue';
import { render } from './entry-server';
import { makeDetail } from './features/articles/test/fixtures';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = () => json({ code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' }, 503);

/** Renders /articles/{id}, answering the article and failing the paths in `failing`. */
async function renderArticle(article: ArticleDetail, failing: (path: string) => boolean) {
  const asked: string[] = [];
  const result = await render({
    url: `https://journals.example.org/articles/${article.id}`,
    fetchApi: async (path) => {
      asked.push(path);
      if (failing(path)) return failure();
      if (path === `/api/articles/${article.id}`) return json(article);
      if (path.endsWith('/full-text')) return json({ code: 'NOT_FOUND', message: 'Full text not available' }, 404);
      if (path.endsWith('/related')) return json([]);
      if (path.endsWith('/usage')) return json({ total: { investigations: 3, requests: 1 }, monthly: [] });
      return json({ citations: [] });
    },
  });
  return { ...result, asked };
}

describe('render: the status of an article page', () => {
  it('stays 200 when related articles, usage figures and citations fail, and leaves them out', async () => {
    const article = makeDetail();
    const secondary = ['/citations', '/related', '/usage'].map((p) => `/api/articles/${article.id}${p}`);
    const page = await renderArticle(article, (path) => secondary.includes(path));
    // The full text (here: none, 404) is the page's own content, asked once the article is read.
    expect(page.asked.sort()).toEqual(
      ['', '/citations', '/full-text', '/related', '/usage'].map((p) => `/api/articles/${article.id}${p}`).sort(),
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain(article.title);
    expect(page.html).not.toContain('Related articles');
    expect(page.html).not.toContain('in the last 30 days');
  });

  it("answers the article's own failure", async () => {
    const article = makeDetail();
    const page = await renderArticle(article, (path) => path === `/api/articles/${article.id}`);
    expect(page.status).toBe(503);
  });

  it('shows the usage figures when they are read', async () => {
    const article = makeDetail();
    const page = await renderArticle(article, () => false);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Total_Item_Requests (HTML and PDF)');
  });
});

describe('render: the hydration state of an article page (decision 0081)', () => {
  it('carries no copy of the full text, which is in the served markup', async () => {
    const article = makeDetail({ sourceXmlUrl: '/api/articles/1/jats', sourceFormat: 'jats' });
    const body = `<section class="jats-sec" id="ft-s1"><h2>Introduction</h2><p>${'Unique full-text sentence. '.repeat(50)}</p></section>`;
    const fullText = {
      html: body,
      toc: [{ id: 'ft-s1', number: '1', title: 'Introduction', level: 1 }],
      references: [
        {
          id: 'ft-c1',
          number: 1,
          html: 'A distinctive reference text.',
          doi: null,
          pmid: null,
          pmcid: null,
          url: null,
          citedFrom: [],
        },
      ],
    };
    const result = await render({
      url: `https://journals.example.org/articles/${article.id}`,
      fetchApi: async (path) => {
        if (path === `/api/articles/${article.id}`) return json(article);
        if (path.endsWith('/full-text')) return json(fullText);
        if (path.endsWith('/related')) return json([]);
        if (path.endsWith('/usage')) return json({ total: { investigations: 3, requests: 1 }, monthly: [] });
        return json({ citations: [] });
      },
    });
    expect(result.status).toBe(200);
    expect(result.html).toContain('Unique full-text sentence.');
    expect(result.html).toContain('A distinctive reference text.');
    const state = JSON.stringify(result.state);
    expect(state).not.toContain('Unique full-text sentence.');
    expect(state).not.toContain('A distinctive reference text.');
    expect(state).toContain(article.title); // the article itself is still handed over
  });
});
