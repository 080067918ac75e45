/**
 * `GET /api/admin/journals/{abbreviation}/ojs-export` (docs/decisions/0092-ojs-export.md): who
 * may download it (the journal's editor-in-chief and admins; another journal's chief, an editor
 * of the journal and other accounts 403; no session 401), 404 for another journal's issue, 400 for a bad query,
 * and the answer: an attachment that is the journal's Native XML with its PDF embedded.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { giveJournalRole, signInAs, type TestSession } from '../../test/accounts';
import { createArticle, createJournal } from '../../test/factories';

let t: TestApp;
let journalA: { id: number; abbreviation: string };
let journalB: { id: number; abbreviation: string };
let issueA: number;
let issueB: number;
let admin: TestSession;
let chiefA: TestSession;
let chiefB: TestSession;
let editorA: TestSession;
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 7), Buffer.from('\n%%EOF\n')]);

beforeAll(async () => {
  t = await createTestApp();
  journalA = await createJournal(t.app.db);
  journalB = await createJournal(t.app.db);
  const stored = await t.app.files.save({
    source: Readable.from([pdf]),
    originalFilename: 'paper.pdf',
    contentType: 'application/pdf',
    visibility: 'public',
  });
  const a = await createArticle(t.app.db, journalA.id, { volume: '3', issue: '2', pdfFileKey: stored.key });
  issueA = a.issueId!;
  const b = await createArticle(t.app.db, journalB.id, { volume: '1', issue: '1' });
  issueB = b.issueId!;
  admin = await signInAs(t.app, 'admin');
  chiefA = await signInAs(t.app, 'editor');
  await giveJournalRole(t.app, chiefA.user.id, journalA.id, 'editor_in_chief');
  chiefB = await signInAs(t.app, 'editor');
  await giveJournalRole(t.app, chiefB.user.id, journalB.id, 'editor_in_chief');
  editorA = await signInAs(t.app, 'editor');
  await giveJournalRole(t.app, editorA.user.id, journalA.id, 'editor');
}, 60_000);
afterAll(async () => t?.close());

const url = (abbr: string, query = 'format=3.5') =>
  `/api/admin/journals/${encodeURIComponent(abbr)}/ojs-export?${query}`;
const get = (path: string, who?: TestSession) => t.app.inject({ method: 'GET', url: path, headers: who?.auth ?? {} });

describe('the OJS export route', () => {
  it("answers the journal's editor-in-chief and an admin with the Native XML as an attachment, the PDF embedded", async () => {
    for (const who of [chiefA, admin]) {
      const res = await get(url(journalA.abbreviation), who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ojs-[a-z0-9_-]+-3\.5\.xml"$/);
      expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<issues xmlns="http:\/\/pkp\.sfu\.ca"/);
      const embedded = /<embed encoding="base64"[^>]*>([A-Za-z0-9+/=]+)<\/embed>/.exec(res.body);
      expect(embedded).not.toBeNull();
      const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
      expect(sha(Buffer.from(embedded![1], 'base64'))).toBe(sha(pdf));
    }
  });

  it('exports one issue, or the 3.4 format, when asked', async () => {
    const res = await get(url(journalA.abbreviation, `format=3.4&issue=${issueA}`), chiefA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`-issue-${issueA}-3.4.xml`);
    expect(res.body.match(/<issue /g)).toHaveLength(1);
  });

  it("refuses another journal's editor-in-chief, an editor of the journal and an author (403), anonymous (401)", async () => {
    for (const who of [chiefB, editorA, await signInAs(t.app, 'author'), await signInAs(t.app, 'editor_in_chief')]) {
      const res = await get(url(journalA.abbreviation), who);
      expect(res.statusCode, who.user.role).toBe(403);
      expect(res.json().message).toBe("Only the journal's editor-in-chief or an admin may export it");
    }
    expect((await get(url(journalA.abbreviation))).statusCode).toBe(401);
  });

  it("answers 404 for another journal's issue and an unknown journal, 400 for a bad query", async () => {
    expect((await get(url(journalA.abbreviation, `issue=${issueB}`), chiefA)).statusCode).toBe(404);
    expect((await get(url('NO-SUCH-JOURNAL'), admin)).statusCode).toBe(404);
    expect((await get(url(journalA.abbreviation, 'format=3.3'), admin)).statusCode).toBe(400);
    expect((await get(url(journalA.abbreviation, `issue=${issueA}&outsideIssues=true`), admin)).statusCode).toBe(400);
  });
});
