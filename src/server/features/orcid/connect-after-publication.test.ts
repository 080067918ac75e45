/**
 * A co-author who connects their ORCID iD from the mailed link (decision 0093) after the article
 * was published gets the work on their ORCID record at once, not at the next republish
 * (decision 0105). Run for real: the app's routes, a loopback ORCID (oidc-provider) whose API
 * paths go to the stand-in member API (./testing/member-api.ts, which validates every work
 * against ORCID's v3.0 XSDs), and the app's own `orcid.push` job.
 */
import http from 'node:http';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, orcidItems, outbox } from '../../db/schema';
import { approvedProof } from '../../test/approved-proof';
import { startLoopbackOidc, type LoopbackOidc } from '../../test/oidc-provider';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';
import { ORCID_PUSH_JOB } from './push';
import { startMemberApiStandIn, type MemberApiStandIn } from './testing/member-api';

const PUBLIC_URL = 'https://journals.example.org';
const CALLBACK = `${PUBLIC_URL}/api/sso/callback`;
const COAUTHOR_ID = '0000-0001-5109-3700';
/** ORCID's API paths (`/{iD}/work`…), which the stand-in answers. */
const ORCID_PATH = /^\/\d{4}-\d{4}-\d{4}-\d{3}[\dX]\//;

let orcid: LoopbackOidc;
let api: MemberApiStandIn;
const saved: Record<string, string | undefined> = {};
beforeAll(async () => {
  api = await startMemberApiStandIn();
  orcid = await startLoopbackOidc({
    flavour: 'orcid',
    clientId: 'APP-LOOPBACK',
    clientSecret: 'orcid-client-secret',
    redirectUris: [CALLBACK],
    people: [{ sub: COAUTHOR_ID, given_name: 'Ada', family_name: 'Lovelace' }],
    // The member API accepts the tokens this ORCID issues, for their iD.
    onToken: (sub, token) => api.grant(sub, token),
    // ORCID_ENVIRONMENT's URL is also the API's base: `/{iD}/work`… goes to the stand-in.
    otherRequests: (req, res) => {
      if (!ORCID_PATH.test(req.url ?? '')) return false;
      const forward = http.request(
        new URL(`${api.apiBase}${req.url}`),
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
      return true;
    },
  });
  for (const name of ['ORCID_CLIENT_ID', 'ORCID_CLIENT_SECRET', 'ORCID_ENVIRONMENT', 'ORCID_API']) {
    saved[name] = process.env[name];
  }
  process.env.ORCID_CLIENT_ID = 'APP-LOOPBACK';
  process.env.ORCID_CLIENT_SECRET = 'orcid-client-secret';
  process.env.ORCID_ENVIRONMENT = orcid.issuer;
  process.env.ORCID_API = 'member';
});
afterAll(async () => {
  await orcid?.close();
  await api?.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

// A DOI prefix: only an article with a DOI is pushed (ORCID groups works by their identifiers).
const suite = workflowSuite(['author', 'editor'], { kind: 'disk', env: { DOI_PREFIX: '10.5555' } });
const { t } = suite;

const flowCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === 'genesis_sso')!.value;

describe('a co-author connecting their ORCID iD after publication', () => {
  it("marks the published article's contributor and pushes the work to their ORCID record at once", async () => {
    const calls = workflowCalls(suite);
    const id = await approvedProof(suite, calls, {
      authors: [
        { givenNames: 'Josiah', surname: 'Carberry', corresponding: true, email: 'josiah@brown.example' },
        { givenNames: 'Ada', surname: 'Lovelace', email: 'ada@uni.example' },
      ],
    });
    const published = await calls.post(`/api/submissions/${id}/publish`, suite.as.editor.auth);
    expect(published.statusCode, published.body).toBe(200);
    const articleId = published.json().articleId as number;
    const [before] = await t.app.db.select().from(articles).where(eq(articles.id, articleId));
    expect(before.doi).toMatch(/^10\.5555\//);
    expect(before.contributors[1]).toMatchObject({ name: 'Ada Lovelace', orcid: null });
    // Nobody had connected: nothing was queued at publication.
    expect(await t.app.db.select().from(orcidItems).where(eq(orcidItems.articleId, articleId))).toEqual([]);

    // Ada opens the link mailed at submission, after publication, and connects on ORCID.
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'ada@uni.example'), eq(outbox.kind, 'workflow.orcid_invitation')))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = new RegExp(`${PUBLIC_URL}/orcid/connect\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)![1];
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/orcid-invitations/start',
      payload: { token },
      headers: { origin: PUBLIC_URL },
    });
    expect(started.statusCode, started.body).toBe(200);
    const back = new URL(await orcid.authorize(started.json<{ url: string }>().url, COAUTHOR_ID));
    const answer = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      cookies: { genesis_sso: flowCookie(started) },
    });
    expect(answer.statusCode, answer.body).toBe(303);

    // The published record carries the authenticated iD (the page's ORCID mark reads it).
    const [after] = await t.app.db.select().from(articles).where(eq(articles.id, articleId));
    expect(after.contributors[1]).toMatchObject({ name: 'Ada Lovelace', orcid: COAUTHOR_ID, orcidAuthenticated: true });
    expect(after.contributors[0].orcidAuthenticated).toBeUndefined();
    // The work is queued with the connection, for Ada only.
    const items = await t.app.db.select().from(orcidItems).where(eq(orcidItems.articleId, articleId));
    expect(items.map((i) => [i.kind, i.orcid, i.status])).toEqual([['work', COAUTHOR_ID, 'pending']]);

    // The existing orcid.push job writes it to Ada's record (201, put-code kept).
    await t.app.jobs.runOnce([ORCID_PUSH_JOB]);
    const [sent] = await t.app.db.select().from(orcidItems).where(eq(orcidItems.articleId, articleId));
    expect(sent.status, sent.lastError ?? '').toBe('sent');
    const record = api.items(COAUTHOR_ID);
    expect(record).toHaveLength(1);
    expect(sent.putCode).toBe(record[0].putCode);
    expect(record[0].body).toContain(`<common:external-id-value>${after.doi}</common:external-id-value>`);
  });
});
