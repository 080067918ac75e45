/**
 * Journal cover upload (docs/decisions/0030-journal-management.md): a real image is resized into
 * the card and header slots in WebP and JPEG and served; anything else is a 400, a too large upload
 * 413.
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

function upload(id: number, data: Buffer, name = 'cover.png', type = 'image/png', auth = admin.auth) {
  const body = multipart({}, [{ field: 'cover', name, type, data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/journals/${id}/cover`,
    headers: { ...body.headers, ...auth },
    payload: body.payload,
  });
}

const landscape = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

describe('POST /api/admin/journals/{id}/cover', () => {
  it('resizes a real image into the card (600×800) and header (416×555) slots, WebP and JPEG', async () => {
    const journal = await createJournal(t.app.db, { isHouse: true });
    const res = await upload(journal.id, await landscape());
    expect(res.statusCode, res.body).toBe(200);
    const { coverImage } = res.json() as { coverImage: string };
    expect(coverImage).toMatch(new RegExp(`^/api/journal-covers/${journal.id}/[A-Za-z0-9_-]{8}/card\\.jpg$`));
    const base = coverImage.slice(0, -'/card.jpg'.length);
    const expected = { card: [600, 800], header: [416, 555] } as const;
    for (const [slot, [width, height]] of Object.entries(expected)) {
      for (const [ext, format] of [
        ['webp', 'webp'],
        ['jpg', 'jpeg'],
      ] as const) {
        const got = await t.app.inject({ method: 'GET', url: `${base}/${slot}.${ext}` });
        expect(got.statusCode, `${slot}.${ext}`).toBe(200);
        expect(got.headers['cache-control']).toContain('immutable');
        const meta = await sharp(got.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height], `${slot}.${ext}`).toEqual([format, width, height]);
      }
    }
    const page = await t.app.inject({ method: 'GET', url: `/api/journals/abbrev/${journal.abbreviation}` });
    expect(page.json().coverImage).toBe(coverImage);
  });

  it("outlives the storage sweep: a cover is a journal's file, not a crash leftover (decision 0014)", async () => {
    const journal = await createJournal(t.app.db, { isHouse: true });
    const res = await upload(journal.id, await landscape());
    expect(res.statusCode, res.body).toBe(200);
    const { coverImage } = res.json() as { coverImage: string };
    // The sweep run a day later removes files that belong to no record; a cover belongs to its journal.
    await sweepStorage({ db: t.app.db, storage: t.app.storage, now: Date.now() + 24 * SWEEP_MIN_AGE_MS });
    for (const url of [
      coverImage,
      coverImage.replace(/\.jpg$/, '.webp'),
      coverImage.replace('/card.jpg', '/header.jpg'),
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });

  it('refuses what is not an image whatever its name and type (400), and a file over 5 MiB (413)', async () => {
    const journal = await createJournal(t.app.db, { isHouse: true });
    const pdf = await upload(journal.id, realPdf(), 'cover.png', 'image/png');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errors[0].path).toBe('cover');
    const big = await upload(journal.id, Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect((await upload(999999, await landscape())).statusCode).toBe(404);
  });

  it('is for admins only (others 404, decision 0059)', async () => {
    const journal = await createJournal(t.app.db, { isHouse: true });
    const editor = await signInAs(t.app, 'editor_in_chief');
    expect((await upload(journal.id, await landscape(), 'c.png', 'image/png', editor.auth)).statusCode).toBe(404);
  });
});
