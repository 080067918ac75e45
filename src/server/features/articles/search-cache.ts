/**
 * The in-process cache of search answers (docs/decisions/0019-catalogue-search.md): a popular
 * query ("neural network" typed by many readers) is answered from memory. One LRU per
 * database, bounded in entries and bytes. Any change to the catalogue empties every cache at
 * once ({@link clearSearchCache}); a search that was running when it was emptied keeps its
 * answer out of the cache, since it may have read the catalogue as it was before.
 */
import { LRUCache } from 'lru-cache';

/** Most answers kept per database. */
const MAX_ENTRIES = 5_000;
/** Most bytes (UTF-16 estimate of the answers' JSON) kept per database. */
const MAX_BYTES = 32 * 1024 * 1024;

interface Entry<V> {
  value: V;
  /** The cache generation the answer was computed in. */
  generation: number;
}

/** Bumped by every clearSearchCache(): an answer of an older generation is never stored. */
let generation = 0;
/** Every cache of the process, held weakly (a closed app's cache may be collected). */
const caches = new Set<WeakRef<SearchCache<object>>>();

/** A cache of answers by key, with requests for the same key coalesced while one runs. */
export class SearchCache<V extends object> {
  private readonly lru = new LRUCache<string, Entry<V>>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.value).length * 2),
  });
  private readonly running = new Map<string, Entry<Promise<V>>>();

  constructor() {
    caches.add(new WeakRef(this as unknown as SearchCache<object>));
  }

  /**
   * The answer for `key`: from the cache, or from the running computation of the same key
   * (same generation), or computed now by `compute` and stored unless the cache was cleared
   * meanwhile. A failed computation is not stored.
   */
  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.lru.get(key);
    if (hit && hit.generation === generation) return hit.value;
    const running = this.running.get(key);
    if (running && running.generation === generation) return running.value;
    const started = generation;
    const promise = compute().then((value) => {
      if (started === generation) this.lru.set(key, { value, generation: started });
      return value;
    });
    const entry = { value: promise, generation: started };
    this.running.set(key, entry);
    try {
      return await promise;
    } finally {
      if (this.running.get(key) === entry) this.running.delete(key);
    }
  }

  /** Empties this cache (its answers are of an older generation, never served again). */
  clear(): void {
    this.lru.clear();
  }

  /** Number of stored answers (for tests). */
  get size(): number {
    return this.lru.size;
  }
}

/**
 * Empties every search cache of this process. Call it after a change to the catalogue has
 * committed (an article published, imported, edited or withdrawn; a journal renamed): the next
 * search reads the database again, so a new article is found at once. Searches that started
 * before the call do not store their answers.
 */
export function clearSearchCache(): void {
  generation += 1;
  for (const ref of caches) {
    const cache = ref.deref();
    if (cache) cache.clear();
    else caches.delete(ref);
  }
}
