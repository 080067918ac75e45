/**
 * Decision 0020: the cache never serves a stale catalogue after an article is published through
 * peer review (`POST /api/submissions/{id}/publish`, seed 001 §7): the lists, the journal's
 * list and its article count show the article in the very next request, on PGlite and on
 * PostgreSQL (where the notification comes on another connection: the write request checks
 * the catalogue version before it answers).
 */
import { describe, expect, it } from 'vitest';
import { approvedProof } from '../../test/approved-proof';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import { catalogueSettled } from '../../test/catalogue';

const suite = workflowSuite(['author', 'editor']);
const {
  t,
  journal,
  as: { editor },
} = suite;
const calls = workflowCalls(suite);
const { post, get } = calls;

describe('publishing through peer review (decision 0020)', () => {
  it('shows the new article in the next request to every cached list', async () => {
    await catalogueSettled(t.app);
    const id = await approvedProof(suite, calls);
    const lists = ['/api/articles?limit=5', `/api/articles/journal/${journal.id}?limit=5`, '/api/journals?limit=100'];
    const before = new Map<string, string>();
    for (const url of lists) {
      await get(url, null);
      const cached = await get(url, null);
      expect(cached.headers['x-cache']).toBe('hit');
      before.set(url, cached.body);
    }
    const published = await post(`/api/submissions/${id}/publish`, editor.auth);
    expect(published.statusCode).toBe(200);
    const { articleId } = published.json();

    const all = await get(lists[0], null);
    expect(all.json()[0].id).toBe(articleId);
    const ofJournal = await get(lists[1], null);
    expect(ofJournal.json().map((a: { id: number }) => a.id)).toContain(articleId);
    expect(Number(ofJournal.headers['x-total-count'])).toBe(Number(JSON.parse(before.get(lists[1])!).length) + 1);
    const journals = (await get(lists[2], null)).json();
    const count = (list: { id: number; articleCount: number }[]) => list.find((j) => j.id === journal.id)!.articleCount;
    expect(count(journals)).toBe(count(JSON.parse(before.get(lists[2])!)) + 1);
  });
});
