/**
 * A stand-in for ORCID's member API (v3.0) on loopback, for tests only (decision 0088). It
 * answers the calls the push job makes as ORCID documents them, and checks every body against
 * ORCID's message schema (the XSDs vendored in ../schemas) with xmllint:
 *
 * - `POST /v3.0/{orcid}/work` | `/peer-review`: 401 for an unknown or revoked token; 400 for a
 *   body the XSD refuses (or not XML); 409 when the record already holds an item of the same
 *   kind with the same `self` external identifier; else 201 with
 *   `Location: {base}/{orcid}/{kind}/{put-code}` (put-codes from 1000, one counter).
 * - `PUT /v3.0/{orcid}/{kind}/{put-code}`: 401 / 400 as above; 404 when no such item; 400 when
 *   the body's `put-code` attribute is not the path's; else 200 with the stored body.
 * - `GET /v3.0/{orcid}/works` | `/peer-reviews`: the items as summaries, each element carrying
 *   its `put-code` and the item's external identifiers.
 *
 * `requests` records each call (method, path, body, status) for the tests' assertions.
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { el, xmlDocument } from '../../../lib/xml';

/** The vendored XSDs (../schemas/SOURCE.md). */
export const ORCID_SCHEMAS = {
  work: path.join(import.meta.dirname, '../schemas/record_3.0/work-3.0.xsd'),
  'peer-review': path.join(import.meta.dirname, '../schemas/record_3.0/peer-review-3.0.xsd'),
} as const;

type Kind = keyof typeof ORCID_SCHEMAS;

/** Whether xmllint is installed (Debian libxml2-utils). */
export function hasXmllint(): boolean {
  return spawnSync('xmllint', ['--version']).status === 0;
}

/** xmllint's verdict on `xml` against the ORCID XSD of `kind`: '' when valid, else its messages. */
export function orcidSchemaErrors(kind: Kind, xml: string): string {
  const result = spawnSync('xmllint', ['--noout', '--nonet', '--schema', ORCID_SCHEMAS[kind], '-'], {
    input: xml,
    encoding: 'utf8',
  });
  return result.status === 0 ? '' : result.stderr || `xmllint exited ${result.status}`;
}

export interface StandInRequest {
  method: string;
  path: string;
  body: string;
  status: number;
  /** The Bearer token sent. */
  token: string | null;
}

interface Item {
  putCode: string;
  kind: Kind;
  externalIds: string[];
  body: string;
}

export interface MemberApiStandIn {
  /** `http://127.0.0.1:{port}/v3.0`, the apiBase to configure. */
  apiBase: string;
  requests: StandInRequest[];
  /** Accepts `token` for `orcid`'s record. */
  grant(orcid: string, token: string): void;
  /** Makes `token` answer 401 from now on (the person revoked Genesis's access). */
  revoke(token: string): void;
  /** The items held on `orcid`'s record. */
  items(orcid: string): readonly Item[];
  /** Puts an item on the record as if an earlier push had (for a 409 on the next POST). */
  seed(orcid: string, kind: Kind, xml: string): string;
  close(): Promise<void>;
}

const SEGMENTS: Record<string, { kind: Kind; list: boolean }> = {
  work: { kind: 'work', list: false },
  works: { kind: 'work', list: true },
  'peer-review': { kind: 'peer-review', list: false },
  'peer-reviews': { kind: 'peer-review', list: true },
};

/** The `self` external identifiers of an item document (their values). */
function selfIds(xml: string): string[] {
  const ids: string[] = [];
  for (const m of xml.matchAll(/<common:external-id>([\s\S]*?)<\/common:external-id>/g)) {
    if (!/<common:external-id-relationship>self</.test(m[1])) continue;
    const v = /<common:external-id-value>([\s\S]*?)<\/common:external-id-value>/.exec(m[1]);
    if (v) ids.push(v[1].trim().toLowerCase());
  }
  // (A peer review's subject is `peer-review:subject-external-identifier`, not matched here.)
  return ids;
}

function errorXml(status: number, message: string): string {
  return xmlDocument(
    el(
      'error:error',
      { 'xmlns:error': 'http://www.orcid.org/ns/error' },
      el('error:response-code', {}, String(status)),
      el('error:developer-message', {}, message),
    ),
  );
}

/** Starts the stand-in on a free loopback port. */
export async function startMemberApiStandIn(): Promise<MemberApiStandIn> {
  const tokens = new Map<string, { orcid: string; revoked: boolean }>();
  const records = new Map<string, Item[]>();
  const requests: StandInRequest[] = [];
  let nextPutCode = 1000;
  const recordOf = (orcid: string) => records.get(orcid) ?? records.set(orcid, []).get(orcid)!;
  const store = (orcid: string, kind: Kind, body: string): Item => {
    const item = { putCode: String(nextPutCode++), kind, externalIds: selfIds(body), body };
    recordOf(orcid).push(item);
    return item;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
      const token = auth ? auth[1] : null;
      const answer = (status: number, text: string, headers: Record<string, string> = {}) => {
        requests.push({ method: req.method ?? '', path: req.url ?? '', body, status, token });
        res.writeHead(status, { 'content-type': 'application/vnd.orcid+xml', ...headers });
        res.end(text);
      };
      const m = /^\/v3\.0\/(\d{4}-\d{4}-\d{4}-\d{3}[\dX])\/([a-z-]+)(?:\/(\d+))?$/.exec(req.url ?? '');
      const seg = m ? SEGMENTS[m[2]] : undefined;
      if (!m || !seg) return answer(404, errorXml(404, 'Not found'));
      const [, orcid, , putCode] = m;
      const grant = token ? tokens.get(token) : undefined;
      if (!grant || grant.revoked || grant.orcid !== orcid)
        return answer(401, errorXml(401, 'invalid_token: the access token is unknown or revoked'));
      const items = recordOf(orcid).filter((i) => i.kind === seg.kind);
      if (req.method === 'GET' && seg.list) {
        const summaries = items.map((i) =>
          el(
            'summary',
            { 'put-code': i.putCode },
            el(
              'common:external-ids',
              {},
              i.externalIds.map((v) => el('common:external-id', {}, el('common:external-id-value', {}, v))),
            ),
          ),
        );
        return answer(
          200,
          xmlDocument(
            el(
              'activities:list',
              {
                'xmlns:activities': 'http://www.orcid.org/ns/activities',
                'xmlns:common': 'http://www.orcid.org/ns/common',
              },
              el('activities:group', {}, summaries),
            ),
          ),
        );
      }
      if (seg.list || (req.method !== 'POST' && req.method !== 'PUT'))
        return answer(405, errorXml(405, 'Method not allowed'));
      const invalid = orcidSchemaErrors(seg.kind, body);
      if (invalid) return answer(400, errorXml(400, `Invalid ${seg.kind}: ${invalid}`));
      if (req.method === 'POST') {
        if (putCode) return answer(405, errorXml(405, 'POST to an item'));
        const ids = selfIds(body);
        if (items.some((i) => i.externalIds.some((id) => ids.includes(id))))
          return answer(409, errorXml(409, 'You have already added this activity (matched by external identifiers).'));
        const item = store(orcid, seg.kind, body);
        return answer(201, '', { location: `${apiBase}/${orcid}/${m[2]}/${item.putCode}` });
      }
      const item = items.find((i) => i.putCode === putCode);
      if (!item) return answer(404, errorXml(404, `No ${seg.kind} with put-code ${putCode}`));
      const sent = /put-code="(\d+)"/.exec(body)?.[1];
      if (sent !== putCode)
        return answer(400, errorXml(400, 'The put-code in the body is not the put-code in the path'));
      item.body = body;
      item.externalIds = selfIds(body);
      return answer(200, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3.0`;
  return {
    apiBase,
    requests,
    grant: (orcid, token) => void tokens.set(token, { orcid, revoked: false }),
    revoke: (token) => {
      const t = tokens.get(token);
      if (t) t.revoked = true;
    },
    items: (orcid) => recordOf(orcid),
    seed: (orcid, kind, xml) => store(orcid, kind, xml).putCode,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
