/**
 * Board member photos (decision 0046): a real image is cropped to the 256 px square
 * slot in WebP and JPEG, named by the member's `photoUrl` on the public board and served with
 * long caching; anything else is a 400 at `photo`, more than 5 MiB a 413; admins only.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type TestSession } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createJournal } from '../../test/factories';
import { multipart, realPdf } from '../../test/intake';
import { SWEEP_MIN_AGE_MS, sweepStorage } from '../../lib/storage-sweep';

let t: TestApp;
let admin: TestSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
});

async function boardWithMember() {
  const journal = await createJournal(t.app.db, { isHouse: true });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/journals/${journal.id}/board`,
    headers: admin.auth,
    payload: { name: 'Ada Lovelace', role: 'editor_in_chief', affiliation: 'Analytical Society' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { journal, member: res.json() as { id: number; photoUrl: string | null } };
}

function upload(journalId: number, memberId: number, data: Buffer, auth: object | null = admin.auth, field = 'photo') {
  const body = multipart({}, [{ field, name: 'me.png', type: 'image/png', data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/journals/${journalId}/board/${memberId}/photo`,
    headers: { ...body.headers, ...((auth ?? {}) as Record<string, string>) },
    payload: body.payload,
  });
}

const portrait = () =>
  sharp({ create: { width: 900, height: 1400, channels: 3, background: { r: 160, g: 90, b: 20 } } })
    .png()
    .toBuffer();

describe('POST /api/admin/journals/{id}/board/{memberId}/photo', () => {
  it('crops a real image to a 256×256 WebP and JPEG, shown on the public board', async () => {
    const { journal, member } = await boardWithMember();
    expect(member.photoUrl).toBeNull();
    const res = await upload(journal.id, member.id, await portrait());
    expect(res.statusCode, res.body).toBe(200);
    const { photoUrl } = res.json() as { photoUrl: string };
    expect(photoUrl).toMatch(new RegExp(`^/api/board-photos/${member.id}/[A-Za-z0-9_-]{8}/photo\\.jpg$`));
    for (const [url, format] of [
      [photoUrl, 'jpeg'],
      [photoUrl.replace(/\.jpg$/, '.webp'), 'webp'],
    ] as const) {
      const got = await t.app.inject({ method: 'GET', url });
      expect(got.statusCode, url).toBe(200);
      expect(got.headers['cache-control']).toContain('immutable');
      const meta = await sharp(got.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, 256, 256]);
    }
    const board = await t.app.inject({ url: `/api/journals/${journal.abbreviation}/board` });
    expect(board.json()[0].photoUrl).toBe(photoUrl);

    // A new upload is a new address; the old one is gone.
    const again = await upload(journal.id, member.id, await portrait());
    expect(again.json().photoUrl).not.toBe(photoUrl);
    expect((await t.app.inject({ url: photoUrl })).statusCode).toBe(404);
  });

  it("outlives the storage sweep: a photo is a board member's file, not a crash leftover (decision 0014)", async () => {
    const { journal, member } = await boardWithMember();
    const res = await upload(journal.id, member.id, await portrait());
    expect(res.statusCode, res.body).toBe(200);
    const { photoUrl } = res.json() as { photoUrl: string };
    await sweepStorage({ db: t.app.db, storage: t.app.storage, now: Date.now() + 24 * SWEEP_MIN_AGE_MS });
    for (const url of [photoUrl, photoUrl.replace(/\.jpg$/, '.webp')]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('refuses what is not an image whatever its declared type (400 at photo), over 5 MiB (413), no file (400)', async () => {
    const { journal, member } = await boardWithMember();
    const pdf = await upload(journal.id, member.id, realPdf());
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errors).toEqual([
      { path: 'photo', message: 'The photo must be an image (JPEG, PNG, WebP, GIF or AVIF)' },
    ]);
    const big = await upload(journal.id, member.id, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect((await upload(journal.id, member.id, await portrait(), admin.auth, 'cover')).statusCode).toBe(400);
  });

  it('is for admins only (others 404, decision 0059), and only for a member of that journal', async () => {
    const { journal, member } = await boardWithMember();
    expect((await upload(journal.id, member.id, await portrait(), null)).statusCode).toBe(401);
    for (const role of ['editor_in_chief', 'editor', 'author'] as const) {
      const other = await signInAs(t.app, role);
      expect((await upload(journal.id, member.id, await portrait(), other.auth)).statusCode, role).toBe(404);
    }
    const otherJournal = await createJournal(t.app.db, { isHouse: true });
    expect((await upload(otherJournal.id, member.id, await portrait())).statusCode).toBe(404);
    const board = await t.app.inject({ url: `/api/journals/${journal.abbreviation}/board` });
    expect(board.json()[0].photoUrl).toBeNull();
  });
});
