/**
 * PostgreSQL `LISTEN` on a channel, for the catalogue's cache invalidation (see
 * docs/decisions/0020-public-read-cache.md). On PostgreSQL a dedicated connection (not one of
 * the pool's: a pooled client is handed to other queries) listens, and is re-opened after it
 * drops; on PGlite the instance itself listens (its notifications are delivered before the
 * committing statement returns).
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener is told. */
export interface NotificationHandlers {
  /** A notification arrived (its payload). */
  notify(payload: string): void;
  /**
   * The listening connection is up (again): notifications may have been missed before it, so
   * the listener should assume everything changed. Called once per (re)connection.
   */
  connected(): void;
  /** The listening connection dropped: until `connected`, changes may go unheard. */
  lost(err: Error): void;
}

/** Stops listening and closes the dedicated connection, if any. Idempotent. */
export type StopListening = () => Promise<void>;

/** Delay before re-opening a dropped listening connection, in ms: doubling from 100 ms to 5 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(5_000, 100 * 2 ** Math.min(attempt, 6));
}

/** A SQL identifier for LISTEN (channels are our own constants; quoted anyway). */
function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Listens on `channel` through its own connection to `connectionString`, re-opening it (with
 * {@link reconnectDelayMs}) whenever it drops, until stopped.
 * @returns the function that stops listening
 */
export function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
  options: { connectTimeoutMs: number },
): StopListening {
  let stopped = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const drop = (client_: pg.Client, err: Error) => {
    if (client !== client_) return;
    client = null;
    client_.removeAllListeners('notification');
    client_.end().catch(() => undefined);
    if (stopped) return;
    handlers.lost(err);
    timer = setTimeout(connect, reconnectDelayMs(attempt++));
  };

  const connect = () => {
    if (stopped) return;
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: options.connectTimeoutMs,
      keepAlive: true,
      application_name: 'genesis-catalogue-listener',
    });
    client = next;
    next.on('error', (err) => drop(next, err));
    next.on('end', () => drop(next, new Error('the listening connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    next
      .connect()
      .then(() => next.query(`LISTEN ${quoteIdentifier(channel)}`))
      .then(() => {
        if (client !== next || stopped) return;
        attempt = 0;
        handlers.connected();
      })
      .catch((err: Error) => drop(next, err));
  };

  connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const current = client;
    client = null;
    if (current) await current.end().catch(() => undefined);
  };
}

/** Listens on `channel` of an embedded PGlite instance (it never drops). */
export async function listenPglite(
  pglite: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<StopListening> {
  const unlisten = await pglite.listen(channel, (payload) => handlers.notify(payload));
  handlers.connected();
  let stopped = false;
  return async () => {
    if (stopped || pglite.closed) return;
    stopped = true;
    await unlisten().catch(() => undefined);
  };
}
