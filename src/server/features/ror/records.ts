/**
 * ROR records (schema v2, https://ror.readme.io/docs/data-structure) read into the row
 * Genesis keeps (docs/decisions/0090-ror-and-languages.md). Pure: no I/O.
 */

/** The row of one organisation (db/schema/ror.ts), without its load time. */
export interface RorRow {
  id: string;
  name: string;
  aliases: string[];
  acronyms: string[];
  country: string | null;
  status: string;
  types: string[];
  foldedNames: string[];
  searchText: string;
  modifiedAt: string | null;
}

const ROR_ID = /^https:\/\/ror\.org\/0[a-hj-km-np-tv-z0-9]{6}[0-9]{2}$/;

/**
 * `text` folded for comparison: Unicode NFKD with combining marks removed ("São" → "sao"),
 * lower case, runs of white space as one space, trimmed.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/**
 * The row of one ROR v2 record.
 * @throws Error naming what is wrong when the record has no valid `id`, no `names` with a
 *   `ror_display` name, or no `status` (the loader reports it and goes on)
 */
export function rorRow(record: unknown): RorRow {
  if (!isObject(record)) throw new Error('not a JSON object');
  const id = record.id;
  if (typeof id !== 'string' || !ROR_ID.test(id))
    throw new Error(`no valid ROR id (${JSON.stringify(id)?.slice(0, 60)})`);
  if (!Array.isArray(record.names)) throw new Error(`${id}: no names (is this a v1 record?)`);
  const names = record.names
    .filter(isObject)
    .map((n) => ({ value: typeof n.value === 'string' ? n.value.trim() : '', types: strings(n.types) }));
  const display = names.find((n) => n.types.includes('ror_display') && n.value);
  if (!display) throw new Error(`${id}: no ror_display name`);
  if (typeof record.status !== 'string') throw new Error(`${id}: no status`);
  const others = names.filter((n) => n !== display && n.value);
  const acronyms = [...new Set(others.filter((n) => n.types.includes('acronym')).map((n) => n.value))];
  const aliases = [
    ...new Set([...others.filter((n) => !n.types.includes('acronym')).map((n) => n.value), ...acronyms]),
  ].filter((n) => n !== display.value);
  const locations = Array.isArray(record.locations) ? record.locations.filter(isObject) : [];
  const geo = locations.map((l) => l.geonames_details).find(isObject);
  const country = geo && typeof geo.country_code === 'string' ? geo.country_code : null;
  const folded = [...new Set([display.value, ...aliases].map(foldName).filter(Boolean))];
  const admin = isObject(record.admin) && isObject(record.admin.last_modified) ? record.admin.last_modified : null;
  return {
    id,
    name: display.value,
    aliases,
    acronyms,
    country,
    status: record.status,
    types: strings(record.types),
    foldedNames: folded,
    searchText: folded.join(' | '),
    modifiedAt: admin && typeof admin.date === 'string' ? admin.date : null,
  };
}
