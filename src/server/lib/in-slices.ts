/**
 * Long synchronous work on the server's thread, given back between slices
 * (docs/decisions/0115-usage-intake-beside-the-page.md): calls `each` on `items` in order, `size`
 * at a time, awaiting a turn of the event loop (setImmediate) between two slices so that requests
 * waiting behind the work are served. Resolves once every item is done; `each` throwing rejects
 * at that item (the items before it are done).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

export async function inSlices<T>(items: readonly T[], size: number, each: (item: T) => void): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await nextTurn();
    const end = Math.min(items.length, i + size);
    for (let j = i; j < end; j++) each(items[j]);
  }
}
