/**
 * The loopback ORCID of the e2e servers (decision 0100): a real OpenID Connect provider shaped
 * like ORCID (src/server/test/oidc-provider.ts, `oidc-provider`) with the member API stand-in
 * (features/orcid/testing/member-api.ts, which checks each body against ORCID's v3.0 XSDs)
 * under the same base, as ORCID_ENVIRONMENT's URL form has it (decisions 0087, 0088, 0093).
 *
 * scripts/e2e-server.mjs runs this file (`node --import tsx e2e/support/orcid-stack.ts`) before
 * it starts its server, with E2E_PORT set; the stack prints one line `orcid stack ready {json}`
 * (the issuer) and stays up until it is signalled. The server is then started with
 * ORCID_CLIENT_ID / ORCID_CLIENT_SECRET / ORCID_ENVIRONMENT / ORCID_API=member, so every spec
 * meets a server with ORCID configured, as a member, and e2e/orcid-authors.spec.ts needs no
 * server of its own.
 *
 * Specs steer and read it through the provider's own base (`orcidStackOf(port)` answers it),
 * under `/e2e/`, which neither ORCID nor the provider serves:
 * - `POST /e2e/login-as` `{ "sub": "<iD>" }` → 204: who the next sign-in at ORCID is (the
 *   provider asks nothing: no form); 400 when the iD is not one of ORCID_PEOPLE;
 * - `GET /e2e/items/<iD>` → 200 `[{ putCode, kind, externalIds, body }]`: what the member API
 *   holds on that record;
 * - `GET /e2e/requests` → 200 `[{ method, path, status }]`: every member API call so far.
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The client the e2e servers are registered as at the loopback ORCID. */
export const ORCID_CLIENT = { id: 'APP-E2E-LOOPBACK', secret: 'e2e-orcid-client-secret' } as const;

/** The people the loopback ORCID knows (real test iDs with valid checksums). */
export const ORCID_PEOPLE = {
  author: { sub: '0000-0002-1825-0097', given_name: 'Josiah', family_name: 'Carberry' },
  coauthor: { sub: '0000-0001-5109-3700', given_name: 'Ada', family_name: 'Lovelace' },
  reviewer: { sub: '0000-0002-9079-593X', given_name: 'Grace', family_name: 'Hopper' },
} as const;

/** The file the stack's issuer is written to, in the e2e server's data dir of `port`. */
export function orcidStackFile(port: number | string): string {
  return path.resolve(import.meta.dirname, '../..', `.tmp/e2e-data-${port}`, 'orcid.json');
}

/** What a member API item is, as `GET /e2e/items/<iD>` answers it. */
export interface StackItem {
  putCode: string;
  kind: 'work' | 'peer-review';
  externalIds: string[];
  body: string;
}

const ORCID_PATH = /^\/\d{4}-\d{4}-\d{4}-\d{3}[\dX]\//;

/**
 * Starts the loopback ORCID and the member API stand-in for the e2e server at `publicUrl`.
 * @returns the issuer (ORCID_ENVIRONMENT) and a close function
 */
export async function startOrcidStack(publicUrl: string): Promise<{ issuer: string; close: () => Promise<void> }> {
  // Imported here, not at the top: the specs import this file for `orcidStackOf` alone, and
  // their workers need no OpenID provider.
  const { startMemberApiStandIn } = await import('../../src/server/features/orcid/testing/member-api');
  const { startLoopbackOidc } = await import('../../src/server/test/oidc-provider');
  const memberApi = await startMemberApiStandIn();
  const json = (res: http.ServerResponse, status: number, value: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  const people = Object.values(ORCID_PEOPLE);
  const orcid = await startLoopbackOidc({
    flavour: 'orcid',
    clientId: ORCID_CLIENT.id,
    clientSecret: ORCID_CLIENT.secret,
    redirectUris: [`${publicUrl}/api/sso/callback`],
    people: people.map((p) => ({ ...p })),
    // The member API accepts the tokens this ORCID issues, for their iD.
    onToken: (sub, token) => memberApi.grant(sub, token),
    otherRequests: (req, res) => {
      const url = req.url ?? '';
      if (req.method === 'POST' && url === '/e2e/login-as') {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          let sub: unknown;
          try {
            sub = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { sub?: unknown }).sub;
          } catch {
            sub = undefined;
          }
          if (typeof sub !== 'string' || !people.some((p) => p.sub === sub)) return json(res, 400, { error: 'sub' });
          orcid.loginAs = sub;
          res.writeHead(204);
          res.end();
        });
        return true;
      }
      if (req.method === 'GET' && url.startsWith('/e2e/items/')) {
        json(res, 200, memberApi.items(decodeURIComponent(url.slice('/e2e/items/'.length))));
        return true;
      }
      if (req.method === 'GET' && url === '/e2e/requests') {
        json(
          res,
          200,
          memberApi.requests.map(({ method, path: p, status }) => ({ method, path: p, status })),
        );
        return true;
      }
      // ORCID_ENVIRONMENT's URL is also the API's base: `/{iD}/work`… goes to the stand-in.
      if (!ORCID_PATH.test(url)) return false;
      const target = new URL(`${memberApi.apiBase}${url}`);
      const forward = http.request(target, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(forward);
      return true;
    },
  });
  return {
    issuer: orcid.issuer,
    close: async () => {
      await orcid.close();
      await memberApi.close();
    },
  };
}

/** The stack of the e2e server on `port`, for a spec: its issuer and the calls that steer and read it. */
export function orcidStackOf(port: number | string, read: (file: string) => string) {
  const { issuer } = JSON.parse(read(orcidStackFile(port))) as { issuer: string };
  return {
    issuer,
    /** Who the next sign-in at ORCID is. */
    async loginAs(sub: string): Promise<void> {
      const res = await fetch(`${issuer}/e2e/login-as`, { method: 'POST', body: JSON.stringify({ sub }) });
      if (res.status !== 204) throw new Error(`loopback ORCID: login-as ${sub} answered ${res.status}`);
    },
    /** The member API's items on `orcid`'s record. */
    async items(orcid: string): Promise<StackItem[]> {
      return (await (await fetch(`${issuer}/e2e/items/${encodeURIComponent(orcid)}`)).json()) as StackItem[];
    },
    /** Every member API call so far. */
    async requests(): Promise<{ method: string; path: string; status: number }[]> {
      return (await (await fetch(`${issuer}/e2e/requests`)).json()) as {
        method: string;
        path: string;
        status: number;
      }[];
    },
  };
}

// Run as a program (scripts/e2e-server.mjs): start, write the issuer, say so, stay up until signalled.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const port = process.env.E2E_PORT ?? '3100';
  const stack = await startOrcidStack(`http://127.0.0.1:${port}`);
  writeFileSync(orcidStackFile(port), JSON.stringify({ issuer: stack.issuer }));
  process.stdout.write(`orcid stack ready ${JSON.stringify({ issuer: stack.issuer })}\n`);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void stack.close().then(() => process.exit(0)));
  }
}
