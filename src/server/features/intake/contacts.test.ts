import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { contactBody, countRows, mailsOf, nextAddress } from '../../test/intake';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EDITORIAL_EMAIL: 'desk@journals.example.org' });
});
afterAll(async () => {
  await t.close();
});

const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/contacts', payload, headers, remoteAddress });

describe('POST /api/contacts', () => {
  it('stores a valid message with pending status and enqueues the two mails', async () => {
    const body = contactBody({
      email: '  Lin.Chen@Example.ORG ',
      phone: '+1 415 555 2671',
      inquiryType: 'peer_review',
    });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toEqual(expect.any(Number));
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      firstName: 'Lin',
      lastName: 'Chen',
      email: 'lin.chen@example.org',
      phone: '+14155552671',
      inquiryType: 'peer_review',
      message: body.message,
      status: 'pending',
      archivedAt: null,
    });
    const mails = await mailsOf(t.app.db, `contact:${id}`);
    expect(mails.map((m) => [m.to_address, m.kind, m.subject])).toEqual([
      ['lin.chen@example.org', 'intake.ack', 'We received your message'],
      ['desk@journals.example.org', 'intake.notice', `New contact message #${id} (peer_review) from Lin Chen`],
    ]);
  });

  it('delivers the two mails from the outbox (to the log without SMTP_URL)', async () => {
    const res = await post(contactBody());
    await t.app.mailer.runOnce();
    const rows = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.ref, `contact:${res.json().id}`));
    expect(rows.map((r) => r.status)).toEqual(['logged', 'logged']);
  });

  it("accepts an empty phone and a missing inquiryType (default 'general')", async () => {
    const { inquiryType: _omit, ...body } = contactBody({ phone: '' });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row.phone).toBe('');
    expect(row.inquiryType).toBe('general');
  });

  it.each([
    ['firstName', '', 'Name is required'],
    ['lastName', '9lives', 'Invalid name'],
    ['email', 'a@b', 'Email must be at least 5 characters long'],
    ['email', 'not-an-email', 'Invalid email format'],
    ['phone', '0123', 'Use E.164 format, e.g. +14155552671'],
    ['inquiryType', '', 'Please select an inquiry type'],
    ['message', '', 'Message is required'],
    ['message', 'x'.repeat(2001), 'Message must be 2000 characters or less'],
  ])('refuses %s (%#) with the shared message', async (field, value, message) => {
    const before = await countRows(t.app.db, 'contact_messages');
    const res = await post(contactBody({ [field]: value }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors).toContainEqual({ path: field, message });
    expect(await countRows(t.app.db, 'contact_messages')).toBe(before);
  });

  it('answers the first id for a repeated Idempotency-Key with the same body and stores one row', async () => {
    const key = '2f1c1f9e-4a4b-4d53-9d0c-0a1b2c3d4e5f';
    const body = contactBody();
    const first = await post(body, { 'idempotency-key': key });
    const second = await post(body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    const rows = await t.app.db.select().from(contactMessages).where(eq(contactMessages.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(await mailsOf(t.app.db, `contact:${first.json().id}`)).toHaveLength(2);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with a different body, storing nothing', async () => {
    const key = `reuse-${Date.now()}`;
    const body = contactBody();
    expect((await post(body, { 'idempotency-key': key })).statusCode).toBe(201);
    const before = await countRows(t.app.db, 'contact_messages');
    for (const changed of [
      { ...body, message: 'changed text' },
      { ...body, lastName: 'Other' },
      { ...body, phone: '+14155552671' },
    ]) {
      const res = await post(changed, { 'idempotency-key': key });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
      });
    }
    expect(await countRows(t.app.db, 'contact_messages')).toBe(before);
  });

  it('stores one row for concurrent requests with one key: the same body answers its id, another body 422', async () => {
    const key = `race-contact-${Date.now()}`;
    const body = contactBody();
    const before = await countRows(t.app.db, 'contact_messages');
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => post(body, { 'idempotency-key': key })),
      post({ ...body, message: 'a different message' }, { 'idempotency-key': key }),
    ]);
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 422);
    expect(created.length + refused.length).toBe(6);
    expect(new Set(created.map((r) => r.json().id)).size).toBe(1);
    expect(await countRows(t.app.db, 'contact_messages')).toBe(before + 1);
    const [row] = await t.app.db.select().from(contactMessages).where(eq(contactMessages.idempotencyKey, key));
    expect(created.map((r) => r.json().id)).toContain(row.id);
    // Whichever body won, the other one is refused.
    expect(refused.length).toBe(row.message === body.message ? 1 : 5);
  });

  it('stores one row for concurrent identical messages without a key, each answering its id', async () => {
    const body = contactBody();
    const before = await countRows(t.app.db, 'contact_messages');
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect(await countRows(t.app.db, 'contact_messages')).toBe(before + 1);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await post(contactBody(), { 'idempotency-key': 'x'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 429 RATE_LIMITED after 10 messages in 10 minutes from one address', async () => {
    const address = '192.0.2.77';
    for (let i = 0; i < 10; i++) expect((await post(contactBody(), {}, address)).statusCode).toBe(201);
    const before = await countRows(t.app.db, 'contact_messages');
    const res = await post(contactBody(), {}, address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 10 minutes.' });
    expect(await countRows(t.app.db, 'contact_messages')).toBe(before);
    // Another address is not affected.
    expect((await post(contactBody(), {}, '192.0.2.78')).statusCode).toBe(201);
  });
});
