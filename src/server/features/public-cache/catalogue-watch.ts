/**
 * What this server knows of the catalogue version (docs/decisions/0020): every
 * change to `articles` or `journals` advances the `catalogue_version` sequence and sends
 * `NOTIFY genesis_catalogue` (triggers of migration 0009), delivered to every listening server
 * when the change commits. Each notification advances this server's `epoch`, and listeners
 * (the public-read cache, a search cache) drop what they hold.
 *
 * Conservative where a change could go unheard: while the listening connection is down the
 * watch is not `live` (caches must neither serve nor store), and each (re)connection counts
 * as a change. After a write, the version is read at once (`catchUp`); a read that is slow or
 * fails is retried, not counted as a change, within a bounded staleness (decision 0104).
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

/**
 * Longest cached answers are served while a write's version check is unanswered, in ms (decision
 * 0104): then the write counts as a change.
 */
export const MAX_UNCONFIRMED_MS = 10_000;

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
  /** Writes whose version check was asked for (`catchUp` calls) / confirmed so far. */
  private requested = 0;
  private confirmed = 0;
  /** The writes not confirmed yet, oldest first: their number, when asked (ms), their caller. */
  private unconfirmed: { n: number; at: number; resolve: () => void }[] = [];
  private checking: Promise<void> | null = null;
  private bound: NodeJS.Timeout | undefined;
  private boundAt: number | null = null;

  /**
   * @param changes another channel for the change notices (Redis pub/sub, decision 0040), used
   *   instead of the database's LISTEN; the server that sees a change in `catchUp` publishes it
   * @param maxUnconfirmedMs longest a write's version check may stay unanswered before it counts
   *   as a change (the cache's bounded staleness, decision 0104)
   */
  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly changes?: ChangeChannel,
    private readonly maxUnconfirmedMs: number = MAX_UNCONFIRMED_MS,
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
    clearTimeout(this.bound);
    this.confirm(this.requested);
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
   * After a request that may have written (PostgreSQL, decision 0104): resolves once a read of the
   * catalogue version *begun after this call* has answered, having counted a change if the version
   * moved (so the writer's next request sees its write at once, rather than when the notification,
   * which travels on another connection, arrives). Never rejects.
   *
   * A slow or failed read is not a change: the cached answers stay and keep being served while the
   * read is retried (a failure is retried after 100 ms, doubling to 2 s). Staleness is bounded: a
   * write still unconfirmed `maxUnconfirmedMs` after its call counts as a change then (and its
   * promise resolves). A real change is counted as soon as either the read or the notification
   * shows it. Calls made while a read is in flight share the one read begun after it (a read
   * begun earlier may not see their writes), so a burst of writes costs two reads, not one each.
   */
  catchUp(): Promise<void> {
    const n = ++this.requested;
    const done = new Promise<void>((resolve) => this.unconfirmed.push({ n, at: Date.now(), resolve }));
    this.armBound();
    this.checking ??= this.check().finally(() => (this.checking = null));
    return done;
  }

  /** Reads the version until every write asked for so far is confirmed (or the watch stops). */
  private async check(): Promise<void> {
    let failures = 0;
    while (this.confirmed < this.requested && !this.stopped) {
      const upTo = this.requested;
      try {
        const version = await this.readVersion();
        failures = 0;
        if (version !== this.seenVersion) {
          this.seenVersion = version;
          // Without LISTEN/NOTIFY, the other servers hear of the change from this one.
          this.changes?.publish(CATALOGUE_CHANNEL, version);
          this.changed();
        }
        this.confirm(upTo);
      } catch (err) {
        if (failures === 0) this.log.warn({ err }, 'catalogue version unreadable: retried, the cache kept');
        failures += 1;
        await new Promise((resolve) => setTimeout(resolve, Math.min(2_000, 100 * 2 ** (failures - 1))));
      }
    }
    if (this.stopped) this.confirm(this.requested);
  }

  /** Writes 1..upTo are confirmed: their callers resume, and the bound follows the oldest left. */
  private confirm(upTo: number): void {
    if (upTo <= this.confirmed) return;
    this.confirmed = upTo;
    while (this.unconfirmed.length > 0 && this.unconfirmed[0].n <= upTo) this.unconfirmed.shift()!.resolve();
    this.armBound();
  }

  /** Keeps one timer at the oldest unconfirmed write's deadline (none when all are confirmed). */
  private armBound(): void {
    const oldest = this.unconfirmed[0];
    if (!oldest) {
      clearTimeout(this.bound);
      this.bound = undefined;
      this.boundAt = null;
      return;
    }
    const at = oldest.at + this.maxUnconfirmedMs;
    if (this.boundAt === at) return;
    clearTimeout(this.bound);
    this.boundAt = at;
    this.bound = setTimeout(() => this.boundReached(), Math.max(0, at - Date.now()));
    this.bound.unref();
  }

  /**
   * The oldest write could not be confirmed in time: counted as a change, which covers every write
   * asked for so far (each committed before its call). The read in flight still compares the
   * version when it answers.
   */
  private boundReached(): void {
    this.bound = undefined;
    this.boundAt = null;
    if (this.unconfirmed.length === 0) return;
    this.log.warn(
      { unconfirmedMs: this.maxUnconfirmedMs },
      'catalogue version unconfirmed after a write: counted as a change',
    );
    this.changed();
    this.confirm(this.requested);
  }

  /** The catalogue version now (the `catalogue_version` sequence's value, as text). */
  protected async readVersion(): Promise<string> {
    const [row] = await queryRows<{ version: string }>(
      this.database.db,
      sql`select (case when is_called then last_value else 0 end)::text as version from catalogue_version`,
    );
    return row.version;
  }
}
