/**
 * OAI-PMH datestamps (§3.3): UTC, at day (`YYYY-MM-DD`) or seconds (`YYYY-MM-DDThh:mm:ssZ`)
 * granularity. Genesis supports both (Identify answers the seconds granularity).
 */
import { OaiError } from './protocol';

/** Identify's `granularity`. */
export const GRANULARITY = 'YYYY-MM-DDThh:mm:ssZ';

export type Granularity = 'day' | 'seconds';

/** A parsed `from` or `until`: the instant it names and its granularity. */
export interface DateArgument {
  /** Start of the day or of the second named (UTC). */
  start: Date;
  granularity: Granularity;
  /** The argument as given (echoed in the request element and in resumption tokens). */
  text: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECONDS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

/**
 * Parses a `from`/`until` value.
 * @throws OaiError badArgument when it is neither granularity, or not a real date and time
 */
export function parseDateArgument(name: string, text: string): DateArgument {
  const m = SECONDS.exec(text) ?? DAY.exec(text);
  if (!m) {
    throw new OaiError('badArgument', `The '${name}' argument must be a UTC date YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ`);
  }
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((v) => (v === undefined ? 0 : +v));
  const start = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  start.setUTCFullYear(year); // years before 100 would otherwise be read as 19xx
  const real =
    year >= 1 &&
    start.getUTCFullYear() === year &&
    start.getUTCMonth() === month - 1 &&
    start.getUTCDate() === day &&
    start.getUTCHours() === hour &&
    start.getUTCMinutes() === minute &&
    start.getUTCSeconds() === second;
  if (!real) throw new OaiError('badArgument', `The '${name}' argument is not a real date: ${text}`);
  return { start, granularity: m.length === 4 ? 'day' : 'seconds', text };
}

/** The first instant after the day or second `until` names: the exclusive upper bound of a list. */
export function untilExclusive(until: DateArgument): Date {
  return new Date(until.start.getTime() + (until.granularity === 'day' ? 86_400_000 : 1000));
}

/**
 * Checks `from` and `until` together (§3.3.1).
 * @throws OaiError badArgument when their granularities differ, or `from` is later than `until`
 */
export function checkRange(from: DateArgument | undefined, until: DateArgument | undefined): void {
  if (!from || !until) return;
  if (from.granularity !== until.granularity) {
    throw new OaiError('badArgument', "The 'from' and 'until' arguments must have the same granularity");
  }
  if (from.start > until.start) throw new OaiError('badArgument', "The 'from' argument is later than 'until'");
}

/** A datestamp at seconds granularity (milliseconds dropped): `2024-05-01T12:34:56Z`. */
export function formatDatestamp(instant: Date): string {
  return instant.toISOString().replace(/\.\d+Z$/, 'Z');
}
