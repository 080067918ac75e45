/**
 * ORCID's member API (v3.0), the calls that write to a person's record with the person's access
 * token (scope `/activities/update`; decision 0088):
 *
 * - `POST {apiBase}/{orcid}/work` (or `/peer-review`) with the item's XML → 201 and
 *   `Location: {apiBase}/{orcid}/work/{put-code}`;
 * - `PUT {apiBase}/{orcid}/work/{put-code}` with the item (its `put-code` attribute set) → 200;
 * - `GET {apiBase}/{orcid}/works` (or `/peer-reviews`) → the record's summaries, each with its
 *   put-code and external identifiers (to find the item a 409 "duplicate" names).
 *
 * Bodies are `application/vnd.orcid+xml`. Every call has a time limit; the token is sent in
 * the Authorization header only and never logged or kept in an error message.
 */
import { XMLParser } from 'fast-xml-parser';
import type { OrcidItemKind } from '../../db/schema';

/** What ORCID answered. */
export interface MemberApiAnswer {
  status: number;
  /** The body as text (at most 64 KB kept). */
  body: string;
  /** The Location header (201), else null. */
  location: string | null;
}

/** The calls the push job makes; `memberApi(apiBase)` is the real one. */
export interface MemberApi {
  /** POST the new item `xml` of `kind` to `orcid`'s record. */
  create(orcid: string, token: string, kind: OrcidItemKind, xml: string): Promise<MemberApiAnswer>;
  /** PUT `xml` over the item `putCode` of `kind` on `orcid`'s record. */
  update(orcid: string, token: string, kind: OrcidItemKind, putCode: string, xml: string): Promise<MemberApiAnswer>;
  /** GET the summaries of `kind` on `orcid`'s record (works, peer-reviews). */
  list(orcid: string, token: string, kind: OrcidItemKind): Promise<MemberApiAnswer>;
}

/** The media type of ORCID's XML messages. */
export const ORCID_XML = 'application/vnd.orcid+xml';

/** Most of an answer's body kept, in characters. */
const MAX_BODY = 64 * 1024;

/** The path segment of one item of `kind`, and of the list of them. */
const SEGMENT: Record<OrcidItemKind, { one: string; many: string }> = {
  work: { one: 'work', many: 'works' },
  'peer-review': { one: 'peer-review', many: 'peer-reviews' },
};

/**
 * The member API at `apiBase` (e.g. `https://api.sandbox.orcid.org/v3.0`, no trailing slash
 * needed), with `timeoutMs` per call (default 15 s).
 * @throws from a call: the fetch error (network, time limit), which the job retries
 */
export function memberApi(apiBase: string, options: { timeoutMs?: number; fetch?: typeof fetch } = {}): MemberApi {
  const base = apiBase.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  async function call(method: string, url: string, token: string, body?: string): Promise<MemberApiAnswer> {
    const res = await doFetch(url, {
      method,
      headers: {
        accept: ORCID_XML,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': ORCID_XML }),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const text = (await res.text()).slice(0, MAX_BODY);
    return { status: res.status, body: text, location: res.headers.get('location') };
  }
  const at = (orcid: string, ...rest: string[]) => [base, encodeURIComponent(orcid), ...rest].join('/');
  return {
    create: (orcid, token, kind, xml) => call('POST', at(orcid, SEGMENT[kind].one), token, xml),
    update: (orcid, token, kind, putCode, xml) =>
      call('PUT', at(orcid, SEGMENT[kind].one, encodeURIComponent(putCode)), token, xml),
    list: (orcid, token, kind) => call('GET', at(orcid, SEGMENT[kind].many), token),
  };
}

/** The put-code at the end of a 201's Location (`…/work/12345`), or null. */
export function putCodeFromLocation(location: string | null): string | null {
  const m = location ? /\/(\d+)\/?$/.exec(location) : null;
  return m ? m[1] : null;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
});

type Node = Record<string, unknown>;

/** Every `external-id-value` text below `node`. */
function externalIdValues(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => externalIdValues(n, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node as Node)) {
      if (key === 'external-id-value') {
        for (const v of [value].flat()) {
          const s = typeof v === 'object' && v !== null ? (v as Node)['#text'] : v;
          if (typeof s === 'string' || typeof s === 'number') out.push(String(s).trim());
        }
      } else externalIdValues(value, out);
    }
  }
  return out;
}

/**
 * The put-code of the item of a summaries list (`GET /works`, `/peer-reviews`) that carries
 * the external identifier `value` (a DOI compared without case, or a review's own id), or null.
 * The summaries are the elements with a `put-code` attribute (`work-summary`,
 * `peer-review-summary`); a group's shared identifiers, above them, are not read.
 */
export function findPutCode(listXml: string, value: string): string | null {
  let doc: unknown;
  try {
    doc = parser.parse(listXml);
  } catch {
    return null;
  }
  const wanted = value.trim().toLowerCase();
  let found: string | null = null;
  const walk = (node: unknown) => {
    if (found !== null) return;
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const n = node as Node;
    if (typeof n['@put-code'] === 'string') {
      if (externalIdValues(n).some((v) => v.toLowerCase() === wanted)) found = n['@put-code'];
      return;
    }
    Object.values(n).forEach(walk);
  };
  walk(doc);
  return found;
}
