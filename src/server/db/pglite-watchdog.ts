/**
 * The statement timeout of the embedded database (decision 0014).
 *
 * PGlite runs PostgreSQL in WebAssembly on the Node thread: a statement runs synchronously,
 * `statement_timeout` never fires, and nothing (no timer, no request) runs until it ends. What
 * can hang for long is the wait *for* the instance: PGlite runs one query or transaction at a
 * time, so every request queues behind a transaction that stays open (awaiting a slow file
 * write, a stalled stream, a deadlocked caller).
 *
 * `watchPglite(pglite, timeoutMs)` puts a gate in front of the instance's top-level `query`,
 * `exec` and `transaction` (what drizzle calls): one at a time, first come first served, as
 * PGlite itself would. A call still waiting for its turn after `timeoutMs` is dropped from the
 * queue (it never runs) and rejects with StatementTimeoutError (code 57014), which the error
 * handler answers 503. A call that has begun is never cut short: its transaction commits or
 * rolls back as its caller decides. The statements inside a transaction use the
 * transaction's own handle and are not gated.
 */
import type { PGlite } from '@electric-sql/pglite';
import { StatementTimeoutError } from '../lib/db-errors';

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

/** A FIFO gate admitting one holder at a time; a waiter gives up after `timeoutMs`. */
class Gate {
  private busy = false;
  private readonly queue: Waiter[] = [];

  constructor(private readonly timeoutMs: number) {}

  /** Runs `task` once the gate is free. @throws StatementTimeoutError when not admitted in time */
  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await task();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const index = this.queue.indexOf(waiter);
          if (index !== -1) this.queue.splice(index, 1);
          reject(new StatementTimeoutError(this.timeoutMs));
        }, this.timeoutMs),
      };
      this.queue.push(waiter);
    });
  }

  private leave(): void {
    const next = this.queue.shift();
    if (next) next.start();
    else this.busy = false;
  }
}

/**
 * A view of `pglite` whose top-level `query`, `exec` and `transaction` wait at most
 * `timeoutMs` (ms) for the instance; everything else passes through (close, dumpDataDir…).
 * @returns an object usable wherever the PGlite instance is (drizzle's pglite driver)
 */
export function watchPglite(pglite: PGlite, timeoutMs: number): PGlite {
  const gate = new Gate(timeoutMs);
  const gated: Partial<Record<keyof PGlite, unknown>> = {
    query: (...args: Parameters<PGlite['query']>) => gate.run(() => pglite.query(...args)),
    exec: (...args: Parameters<PGlite['exec']>) => gate.run(() => pglite.exec(...args)),
    transaction: (...args: Parameters<PGlite['transaction']>) => gate.run(() => pglite.transaction(...args)),
  };
  return new Proxy(pglite, {
    get(target, prop, _receiver) {
      if (Object.hasOwn(gated, prop)) return gated[prop as keyof PGlite];
      const value: unknown = Reflect.get(target, prop, target);
      // PGlite keeps private (#) fields: its methods must run on the instance, not the proxy.
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
