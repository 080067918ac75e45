/**
 * Value normalisers shared by the JATS and Crossref parsers. They work on already
 * extracted plain strings (never on XML) and return null for anything unusable.
 */
import type { DatePrecision } from '../../../shared/domain/date-precision';
import { hasValidOrcidChecksum } from '../../../shared/validation/fields';

/**
 * Bare ORCID iD from "https://orcid.org/0000-0002-1825-0097", "0000000218250097" or
 * "orcid.org/0000-0002-1825-009x" -> "0000-0002-1825-0097" (check character upper-cased).
 * Null when no 16-digit iD is present.
 */
export function normaliseOrcid(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const compact = raw.replace(/[\s-]/g, '');
  const m = /(\d{15}[\dXx])(?!\w)/.exec(compact);
  if (!m) return null;
  const d = m[1].toUpperCase();
  return `${d.slice(0, 4)}-${d.slice(4, 8)}-${d.slice(8, 12)}-${d.slice(12)}`;
}

/**
 * `orcid` when its ISO 7064 MOD 11-2 check character is right, else null: an imported iD with
 * a wrong check character names nobody, and is dropped rather than shown (decision 0088).
 */
export function checkedOrcid(orcid: string | null): string | null {
  return orcid !== null && hasValidOrcidChecksum(orcid) ? orcid : null;
}

/** "1545-7885" / "15457885" / "ISSN 1545-788x" -> "1545-7885" (X upper-cased); null if not an ISSN. */
export function normaliseIssn(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const m = /(\d{4})-?(\d{3}[\dXx])/.exec(raw);
  return m ? `${m[1]}-${m[2].toUpperCase()}` : null;
}

/** DOI as printed, minus any resolver or "doi:" prefix and surrounding space; null if not a DOI. */
export function normaliseDoi(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const doi = raw
    .trim()
    .replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, '')
    .replace(/^doi:\s*/i, '')
    .replace(/^info:doi\//i, '');
  return /^10\.\d{4,9}\/\S+$/.test(doi) ? doi : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * ISO "YYYY-MM-DD" from separate year / month / day strings as JATS and Crossref print
 * them ("6" or "06" or "Jun"); a missing or unreadable month or day becomes 01. Null when
 * the year is missing or the date is impossible (e.g. 2011-02-30).
 */
export function isoDate(year: string | null | undefined, month?: string | null, day?: string | null): string | null {
  const y = Number.parseInt((year ?? '').trim(), 10);
  if (!Number.isFinite(y) || y < 1000 || y > 9999) return null;
  const m = monthNumber(month) ?? 1;
  const dRaw = Number.parseInt((day ?? '').trim(), 10);
  const d = Number.isFinite(dRaw) && dRaw >= 1 && dRaw <= 31 ? dRaw : 1;
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCMonth() !== m - 1) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * How much of a date the source gave (decision 0083), for the same inputs as {@link isoDate}:
 * 'day' with a month and a day, 'month' with a month (a number or name; a season counts as
 * none), else 'year'.
 */
export function datePrecision(month?: string | null, day?: string | null): DatePrecision {
  if (monthNumber(month) === null) return 'year';
  const d = Number.parseInt((day ?? '').trim(), 10);
  return Number.isFinite(d) && d >= 1 && d <= 31 ? 'day' : 'month';
}

/** A date as the source gave it: the ISO date (missing parts as 01) and its precision. */
export interface SourceDate {
  iso: string;
  precision: DatePrecision;
}

/** {@link isoDate} with its {@link datePrecision}; null when there is no valid date. */
export function sourceDate(
  year: string | null | undefined,
  month?: string | null,
  day?: string | null,
): SourceDate | null {
  const iso = isoDate(year, month, day);
  return iso ? { iso, precision: datePrecision(month, day) } : null;
}

function monthNumber(raw: string | null | undefined): number | null {
  const s = (raw ?? '').trim().toLowerCase();
  if (!s) return null;
  const n = Number.parseInt(s, 10);
  if (Number.isFinite(n)) return n >= 1 && n <= 12 ? n : null;
  const i = MONTHS.indexOf(s.slice(0, 3));
  return i >= 0 ? i + 1 : null;
}

/**
 * Canonical form of a license URL: Creative Commons URLs become
 * "https://creativecommons.org/licenses/by/4.0/" (https, no www, no legalcode/deed
 * suffix, trailing slash); other URLs are returned trimmed. Null for empty input.
 */
export function normaliseLicenseUrl(raw: string | null | undefined): string | null {
  const url = (raw ?? '').trim();
  if (!url) return null;
  const cc =
    /^(?:https?:\/\/)?(?:www\.)?creativecommons\.org\/((?:licenses|publicdomain)\/[^?#]*?)\/?(?:legalcode(?:\.[a-z-]+)?|deed\.[a-z-]+)?\/?$/i.exec(
      url,
    );
  return cc ? `https://creativecommons.org/${cc[1].toLowerCase()}/` : url;
}

/** Trimmed, non-empty strings with case-insensitive duplicates removed (first spelling kept). */
export function distinct(values: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    const t = v.trim();
    const key = t.toLowerCase();
    if (!t || seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out;
}

/** The string, or null when it is empty. */
export function orNull(s: string | null | undefined): string | null {
  return s ? s : null;
}
