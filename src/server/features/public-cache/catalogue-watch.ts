/**
 * What this server knows of the catalogue version (docs/decisions/0020): every
 * change to `articles` or `journals` advances the `catalogue_version` sequence and sends
 * `NOTIFY genesis_catalogue` (triggers of migration 0009), delivered to every listening server
 * when the change commits. Each notification advances this server's `epoch`, and listeners
 * (the public-read cache, a search cache) drop what they hold.
 *
 * Conservative where a change could go unheard: while the listening connection is down the
 * watch is not `live` (caches must neither serve nor store), and each (re)connection counts
 * as a change.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../../db/client';
import { reconnectDelayMs, type StopListening } from '../../db/notifications';
import type { ChangeChannel } from '../../lib/redis-changes';

/** The channel the catalogue triggers notify (migration 0009). */
export const CATALOGUE_CHANNEL = 'genesis_catalogue';
/** Longest wait for the first listening connection at start, in ms (the cache stays off meanwhile). */
const FIRST_CONNECTION_WAIT_MS = 3_000;

/** Called after every change of the catalogue heard by this server (and after each reconnection). */
export type CatalogueChangeListener = () => void;

export class CatalogueWatch {
  /** Advances on every change heard; a cached answer is good only for the epoch it was read in. */
  epoch = 0;
  /** True while changes are heard (listening connection up). */
  live = false;
  private readonly listeners = new Set<CatalogueChangeListener>();
  private stopListening: StopListening | undefined;
  private seenVersion: string | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  /**
   * @param changes another channel for the change notices (Redis pub/sub, decision 0040), used
   *   instead of the database's LISTEN; the server that sees a change in `catchUp` publishes it
   */
  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly changes?: ChangeChannel,
  ) {}

  /**
   * Starts listening; resolves once the first connection is up, failed, or after 3 s. Never
   * throws: when the database cannot listen (it is down), the watch stays not live and tries
   * again every few seconds.
   */
  async start(): Promise<void> {
    this.seenVersion = await this.readVersion().catch(() => null);
    let firstSettled: () => void = () => undefined;
    const first = new Promise<void>((resolve) => {
      firstSettled = resolve;
    });
    const handlers = {
      notify: () => this.changed(),
      connected: () => {
        this.live = true;
        this.changed();
        firstSettled();
      },
      lost: (err: Error) => {
        this.live = false;
        this.changed();
        this.log.warn({ err }, 'catalogue notifications lost: the public cache is off until they are back');
        firstSettled();
      },
    };
    const listen = async (attempt: number): Promise<void> => {
      if (this.stopped) return;
      try {
        this.stopListening = this.changes
          ? await this.changes.listen(CATALOGUE_CHANNEL, handlers)
          : await this.database.listen(CATALOGUE_CHANNEL, handlers);
      } catch (err) {
        handlers.lost(err as Error);
        this.retry = setTimeout(() => void listen(attempt + 1), reconnectDelayMs(attempt));
        this.retry.unref();
      }
    };
    await listen(0);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([first, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_CONNECTION_WAIT_MS)))]);
    clearTimeout(timer);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.live = false;
    clearTimeout(this.retry);
    await this.stopListening?.();
  }

  /**
   * Subscribes `listener` to the catalogue's changes.
   * @returns the function that unsubscribes it
   */
  onChange(listener: CatalogueChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Counts a change: the epoch advances and every listener is told. */
  changed(): void {
    this.epoch += 1;
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (err) {
        this.log.error({ err }, 'a catalogue change listener failed');
      }
    }
  }

  /**
   * After a request that may have written (PostgreSQL): counts a change at once when the
   * catalogue version moved, rather than waiting for the notification (which travels on
   * another connection and may arrive after the writer's answer). Any failure counts as a change.
   */
  async catchUp(): Promise<void> {
    try {
      const version = await this.readVersion();
      if (version === this.seenVersion) return;
      this.seenVersion = version;
      // Without LISTEN/NOTIFY, the other servers hear of the change from this one.
      this.changes?.publish(CATALOGUE_CHANNEL, version);
    } catch (err) {
      this.log.warn({ err }, 'catalogue version unreadable: counted as a change');
    }
    this.changed();
  }

  private async readVersion(): Promise<string> {
    const [row] = await queryRows<{ version: string }>(
      this.database.db,
      sql`select (case when is_called then last_value else 0 end)::text as version from catalogue_version`,
    );
    return row.version;
  }
}
