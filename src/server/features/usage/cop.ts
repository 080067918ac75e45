/**
 * COUNTER Release 5.1 processing of usage events in memory (Code of Practice §7.2 "Double-Click
 * Filtering", §7.3 "Counting Unique Items"; docs/decisions/0085-counter-r5-usage.md):
 *
 * - **User and session.** The site sets readers no cookie and has no reader log-in on public pages,
 *   so the CoP's surrogate is used: the *user* (double-click filtering, option 1) is the IP address +
 *   user agent; the *session* (unique counts) is that + the transaction's UTC date + hour. Both are
 *   kept only as HMAC-SHA-256 digests under a key made at start and never written anywhere; the
 *   address itself is dropped as soon as the digest is made.
 * - **Double-click.** Two actions on the same URL by the same user within 30 s count once: the
 *   first is removed and the second retained; further repeats within 30 s of the previous one are
 *   treated the same. So an action is held for 30 s before it counts, and it counts on the date of
 *   the last click of its run (a run across midnight counts in the new month).
 * - **Unique items.** Per session, an item (an article, whatever its format) counts once in
 *   Unique_Item_Investigations and, if requested, once in Unique_Item_Requests. Every Request is
 *   also an Investigation (CoP §3.3.5). Unique_Title_* apply only to books (CoP §7.4): a journal
 *   publisher's items are articles, so there are none to count.
 *
 * The result is a tally of the four metrics per (article, UTC day), added to the database by the
 * caller. Unique counts add up across days and items: a session never spans two days.
 *
 * Memory (docs/decisions/0115-usage-intake-beside-the-page.md): a session lasts one UTC hour, so the
 * pairs already counted are kept per hour and forgotten once no action of that hour can come any
 * more (the current and the previous hour are kept); the held actions are kept in the order of
 * their last click, so a settle visits only those it counts.
 */
import { createHmac, randomBytes } from 'node:crypto';

/** CoP §7.2: repeats of the same URL by the same user within this many ms count once. */
export const DOUBLE_CLICK_MS = 30_000;

/** An Investigation only (landing page, figure or supplementary file) or a Request (full text). */
export type CounterMetric = 'investigation' | 'request';

/** One qualifying action, after the robots and failed requests are left out. */
export interface CounterEvent {
  /** The item: the article's id. */
  articleId: number;
  metric: CounterMetric;
  /** What the reader asked for (the URL of CoP §7.2, normalised: one per page, file or format). */
  url: string;
  /** The user's digest (userDigest): IP + user agent. */
  user: string;
  /** When, in ms since the epoch. */
  at: number;
}

/** The four R5.1 item metrics of one article on one UTC day. */
export interface ItemDay {
  articleId: number;
  /** "YYYY-MM-DD". */
  day: string;
  totalItemInvestigations: number;
  uniqueItemInvestigations: number;
  totalItemRequests: number;
  uniqueItemRequests: number;
}

/** The digests of users and sessions, under a key that lives only in this process's memory. */
export class SessionKeys {
  private readonly key: Buffer;

  constructor(key: Buffer = randomBytes(32)) {
    this.key = key;
  }

  /** The user of CoP §7.2 option 1: the IP address + user agent, as a digest (the address is not kept). */
  user(ip: string, userAgent: string): string {
    return createHmac('sha256', this.key).update(`${ip}|${userAgent}`).digest('base64url');
  }
}

/** The surrogate session of CoP §7.3: the user + the transaction's UTC date + hour ("|2024-06-15|13"). */
export function sessionOf(user: string, at: number): string {
  const hour = Math.floor(at / 3_600_000) % 24;
  return `${user}|${utcDay(at)}|${hour < 10 ? '0' : ''}${hour}`;
}

/** The last UTC day formatted, by its number since the epoch (actions come in time order: one entry does). */
let lastDay = { n: NaN, text: '' };

/** The UTC date of `at` (ms since the epoch, 1970 or later), "YYYY-MM-DD". */
function utcDay(at: number): string {
  const n = Math.floor(at / 86_400_000);
  if (n !== lastDay.n) lastDay = { n, text: new Date(n * 86_400_000).toISOString().slice(0, 10) };
  return lastDay.text;
}

/**
 * The double-click filter and the unique counters of one server. `add(event)` in time order (as the
 * requests are answered); `settle(now)` counts the actions whose 30 s have passed and returns the
 * tally since the last call. `settle(Infinity)` counts all that are held (shutdown).
 */
export class CounterProcessor {
  /**
   * The last action per user and URL, not yet counted (its 30 s have not passed), in the order of
   * their time: a repeat moves its key to the end (events come in time order).
   */
  private held = new Map<string, CounterEvent>();
  /**
   * Per session hour (the hour's number since the epoch, UTC: a session is user + date + hour), the
   * user|article pairs already counted as unique investigations / requests.
   */
  private investigated = new Map<number, Set<string>>();
  private requested = new Map<number, Set<string>>();
  private tally = new Map<string, ItemDay>();

  /** Actions held now (memory bound for the caller). */
  get heldCount(): number {
    return this.held.size;
  }

  /** The session|article pairs remembered for the unique counts now (memory bound, tests). */
  get rememberedPairs(): number {
    let n = 0;
    for (const sets of [this.investigated, this.requested]) for (const set of sets.values()) n += set.size;
    return n;
  }

  /** Takes one action. A repeat of the held action on the same URL within 30 s replaces it. */
  add(event: CounterEvent): void {
    const key = `${event.user}|${event.url}`;
    const before = this.held.get(key);
    if (before) {
      if (event.at - before.at > DOUBLE_CLICK_MS) this.count(before);
      // Re-inserted below, at the end: the map stays in time order.
      this.held.delete(key);
    }
    // Within 30 s: "the first request MUST be removed and the second retained" (CoP §7.2).
    this.held.set(key, event);
  }

  /**
   * Counts the held actions older than 30 s at `now` (ms) and returns the tally since the last call.
   * The held actions are in time order, so it stops at the first one younger than 30 s (one added
   * out of order behind it is counted by a later settle, on its own day: the same counts).
   */
  settle(now: number): ItemDay[] {
    for (const [key, event] of this.held) {
      if (!(now - event.at > DOUBLE_CLICK_MS)) break;
      this.count(event);
      this.held.delete(key);
    }
    this.forgetHoursBefore(now);
    const out = [...this.tally.values()];
    this.tally = new Map();
    return out;
  }

  private count(event: CounterEvent): void {
    const day = utcDay(event.at);
    const key = `${event.articleId}|${day}`;
    let row = this.tally.get(key);
    if (!row) {
      row = {
        articleId: event.articleId,
        day,
        totalItemInvestigations: 0,
        uniqueItemInvestigations: 0,
        totalItemRequests: 0,
        uniqueItemRequests: 0,
      };
      this.tally.set(key, row);
    }
    // The session (sessionOf: user + UTC date + hour) is the hour's set; the pair is user + item.
    const hour = Math.floor(event.at / HOUR_MS);
    const pair = `${event.user}|${event.articleId}`;
    row.totalItemInvestigations += 1;
    if (firstIn(this.investigated, hour, pair)) row.uniqueItemInvestigations += 1;
    if (event.metric === 'request') {
      row.totalItemRequests += 1;
      if (firstIn(this.requested, hour, pair)) row.uniqueItemRequests += 1;
    }
  }

  /**
   * Sessions of hours before the previous one can take no more actions: an action is counted at
   * most 30 s after its time plus a write's delay. The previous hour is kept as a margin (a write
   * that waited on the database); before, whole days were kept, 24 times the memory.
   */
  private forgetHoursBefore(now: number): void {
    if (!Number.isFinite(now)) return;
    const oldest = Math.floor((now - DOUBLE_CLICK_MS) / HOUR_MS) - 1;
    for (const sets of [this.investigated, this.requested]) {
      for (const hour of sets.keys()) if (hour < oldest) sets.delete(hour);
    }
  }
}

const HOUR_MS = 3_600_000;

function firstIn(sets: Map<number, Set<string>>, hour: number, pair: string): boolean {
  let set = sets.get(hour);
  if (!set) {
    set = new Set();
    sets.set(hour, set);
  }
  if (set.has(pair)) return false;
  set.add(pair);
  return true;
}
