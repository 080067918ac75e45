import { describe, expect, it } from 'vitest';
import { clearSearchCache, SearchCache } from './search-cache';

/** A computation the test finishes by hand. */
function pending<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('SearchCache', () => {
  it('computes once, then answers from memory', async () => {
    const cache = new SearchCache<{ n: number }>();
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    expect(await cache.get('k', compute)).toEqual({ n: 1 });
    expect(await cache.get('k', compute)).toEqual({ n: 1 });
    expect(calls).toBe(1);
  });

  it('shares one running computation between concurrent requests for a key', async () => {
    const cache = new SearchCache<{ n: number }>();
    const job = pending<{ n: number }>();
    let calls = 0;
    const compute = () => {
      calls += 1;
      return job.promise;
    };
    const both = Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    job.resolve({ n: 7 });
    expect(await both).toEqual([{ n: 7 }, { n: 7 }]);
    expect(calls).toBe(1);
  });

  it('computes again after clearSearchCache()', async () => {
    const cache = new SearchCache<{ n: number }>();
    let calls = 0;
    const compute = async () => ({ n: ++calls });
    await cache.get('k', compute);
    clearSearchCache();
    expect(await cache.get('k', compute)).toEqual({ n: 2 });
  });

  it('never stores an answer computed across a clearSearchCache() (it may predate the change)', async () => {
    const cache = new SearchCache<{ n: number }>();
    const before = pending<{ n: number }>();
    const started = cache.get('k', () => before.promise);
    clearSearchCache();
    // A request after the change does not join the computation that began before it.
    let fresh = 0;
    const after = cache.get('k', async () => ({ n: 100 + ++fresh }));
    before.resolve({ n: 1 });
    expect(await started).toEqual({ n: 1 });
    expect(await after).toEqual({ n: 101 });
    expect(await cache.get('k', async () => ({ n: 999 }))).toEqual({ n: 101 });
    expect(fresh).toBe(1);
  });

  it('computes again after an answer that finished after clearSearchCache()', async () => {
    const cache = new SearchCache<{ n: number }>();
    const before = pending<{ n: number }>();
    const started = cache.get('j', () => before.promise);
    clearSearchCache();
    before.resolve({ n: 1 });
    expect(await started).toEqual({ n: 1 });
    expect(await cache.get('j', async () => ({ n: 2 }))).toEqual({ n: 2 });
  });

  it('stores no failure', async () => {
    const cache = new SearchCache<{ n: number }>();
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => ({ n: 3 }))).toEqual({ n: 3 });
  });
});
