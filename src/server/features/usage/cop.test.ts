/**
 * COUNTER R5.1 counting rules on crafted event sequences (docs/decisions/0085-counter-r5-usage.md).
 * The expected counts come from the Code of Practice: §7.2 "Double-Click Filtering" (its example
 * 10:01:00 / 10:01:29 / 10:01:35; "remove the first and retain the second"), §7.3 "Counting Unique
 * Items" (one per item per session; the surrogate session "IP|agent|date|hour"), §3.3.5 (a Request
 * is also an Investigation).
 */
import { describe, expect, it } from 'vitest';
import { CounterProcessor, SessionKeys, sessionOf, type CounterEvent, type ItemDay } from './cop';

const keys = new SessionKeys(Buffer.alloc(32, 7));
const ALICE = keys.user('192.1.1.168', 'Mozilla/5.0');
const BOB = keys.user('192.1.1.169', 'Mozilla/5.0');

const at = (iso: string) => Date.parse(iso);
const page = (articleId: number, user: string, time: string, fullText = false): CounterEvent => ({
  articleId,
  metric: fullText ? 'request' : 'investigation',
  url: `page:${articleId}`,
  user,
  at: at(time),
});
const pdf = (articleId: number, user: string, time: string): CounterEvent => ({
  articleId,
  metric: 'request',
  url: `pdf:${articleId}`,
  user,
  at: at(time),
});
const figure = (articleId: number, user: string, time: string, asset = 1): CounterEvent => ({
  articleId,
  metric: 'investigation',
  url: `asset:${asset}`,
  user,
  at: at(time),
});

/** Runs the events through a fresh processor and settles everything. */
function count(events: CounterEvent[]): ItemDay[] {
  const p = new CounterProcessor();
  events.forEach((e) => p.add(e));
  return p.settle(Infinity).sort((a, b) => a.articleId - b.articleId || a.day.localeCompare(b.day));
}

const day = (articleId: number, d: string, tii: number, uii: number, tir: number, uir: number): ItemDay => ({
  articleId,
  day: d,
  totalItemInvestigations: tii,
  uniqueItemInvestigations: uii,
  totalItemRequests: tir,
  uniqueItemRequests: uir,
});

describe('double-click filtering (CoP §7.2)', () => {
  it("counts clicks at 10:01:00 and 10:01:29 as one action, 10:01:00 and 10:01:35 as two (the CoP's example)", () => {
    expect(count([pdf(1, ALICE, '2024-06-15T10:01:00Z'), pdf(1, ALICE, '2024-06-15T10:01:29Z')])).toEqual([
      day(1, '2024-06-15', 1, 1, 1, 1),
    ]);
    expect(count([pdf(1, ALICE, '2024-06-15T10:01:00Z'), pdf(1, ALICE, '2024-06-15T10:01:35Z')])).toEqual([
      day(1, '2024-06-15', 2, 1, 2, 1),
    ]);
  });

  it('treats every further repeat within 30 s of the previous one the same: a run of clicks is one action', () => {
    const run = ['10:00:00', '10:00:25', '10:00:50', '10:01:15', '10:01:40'].map((t) =>
      page(1, ALICE, `2024-06-15T${t}Z`),
    );
    expect(count(run)).toEqual([day(1, '2024-06-15', 1, 1, 0, 0)]);
  });

  it('keeps the second of a double click: a run across the month boundary counts in the new month', () => {
    expect(count([pdf(1, ALICE, '2024-01-31T23:59:50Z'), pdf(1, ALICE, '2024-02-01T00:00:10Z')])).toEqual([
      day(1, '2024-02-01', 1, 1, 1, 1),
    ]);
  });

  it('filters only the same URL by the same user: another user, format or file within 30 s counts', () => {
    const events = [
      page(1, ALICE, '2024-06-15T10:00:00Z', true),
      pdf(1, ALICE, '2024-06-15T10:00:05Z'),
      page(1, BOB, '2024-06-15T10:00:06Z', true),
      figure(1, ALICE, '2024-06-15T10:00:07Z', 1),
      figure(1, ALICE, '2024-06-15T10:00:08Z', 2),
    ];
    // Four investigations by Alice (page, PDF, two figures), one by Bob; requests: Alice's page
    // and PDF, Bob's page. Unique per session: Alice 1 + Bob 1.
    expect(count(events)).toEqual([day(1, '2024-06-15', 5, 2, 3, 2)]);
  });

  it('holds an action for 30 s before it counts, so a repeat can still replace it', () => {
    const p = new CounterProcessor();
    p.add(pdf(1, ALICE, '2024-06-15T10:01:00Z'));
    expect(p.settle(at('2024-06-15T10:01:30Z'))).toEqual([]);
    p.add(pdf(1, ALICE, '2024-06-15T10:01:29Z'));
    expect(p.settle(at('2024-06-15T10:01:59Z'))).toEqual([]);
    expect(p.settle(at('2024-06-15T10:02:00Z'))).toEqual([day(1, '2024-06-15', 1, 1, 1, 1)]);
    expect(p.settle(at('2024-06-15T10:05:00Z'))).toEqual([]);
  });

  it('counts every action whose 30 s have passed, though a later one by another user was replaced after it', () => {
    const p = new CounterProcessor();
    p.add(pdf(1, ALICE, '2024-06-15T10:00:00Z'));
    p.add(pdf(1, BOB, '2024-06-15T10:00:10Z'));
    // Alice's double click: her first action is removed, the second (10:00:20) retained.
    p.add(pdf(1, ALICE, '2024-06-15T10:00:20Z'));
    // At 10:00:41 Bob's action is 31 s old and counts; Alice's retained one is 21 s old and waits.
    expect(p.settle(at('2024-06-15T10:00:41Z'))).toEqual([day(1, '2024-06-15', 1, 1, 1, 1)]);
    expect(p.settle(at('2024-06-15T10:00:51Z'))).toEqual([day(1, '2024-06-15', 1, 1, 1, 1)]);
  });
});

describe('unique items per session (CoP §7.3)', () => {
  it('makes the surrogate session of the CoP: user | date | hour', () => {
    expect(sessionOf(ALICE, at('2024-06-15T13:35:00Z'))).toBe(`${ALICE}|2024-06-15|13`);
  });

  it('counts an item once per session however often and in whatever format it is used', () => {
    const events = [
      page(1, ALICE, '2024-06-15T13:00:00Z'),
      pdf(1, ALICE, '2024-06-15T13:05:00Z'),
      pdf(1, ALICE, '2024-06-15T13:10:00Z'),
      figure(1, ALICE, '2024-06-15T13:20:00Z'),
      page(2, ALICE, '2024-06-15T13:30:00Z'),
    ];
    expect(count(events)).toEqual([day(1, '2024-06-15', 4, 1, 2, 1), day(2, '2024-06-15', 1, 1, 0, 0)]);
  });

  it('starts a new session with each hour and each user', () => {
    const events = [
      pdf(1, ALICE, '2024-06-15T13:59:00Z'),
      pdf(1, ALICE, '2024-06-15T14:01:00Z'),
      pdf(1, BOB, '2024-06-15T14:02:00Z'),
    ];
    expect(count(events)).toEqual([day(1, '2024-06-15', 3, 3, 3, 3)]);
  });

  it('counts an investigation-only session in Unique_Item_Investigations but not in Unique_Item_Requests', () => {
    const events = [figure(1, ALICE, '2024-06-15T10:00:00Z'), pdf(1, BOB, '2024-06-15T10:00:00Z')];
    expect(count(events)).toEqual([day(1, '2024-06-15', 2, 2, 1, 1)]);
  });

  it('puts usage on the day and month of its action', () => {
    const events = [pdf(1, ALICE, '2024-01-31T23:59:00Z'), pdf(1, ALICE, '2024-02-01T00:01:00Z')];
    expect(count(events)).toEqual([day(1, '2024-01-31', 1, 1, 1, 1), day(1, '2024-02-01', 1, 1, 1, 1)]);
  });
});

describe('what the processor remembers (decision 0115)', () => {
  it("forgets a session's counted items once its hour and the next have passed, and still counts each item once per session", () => {
    const p = new CounterProcessor();
    const readers = Array.from({ length: 5 }, (_, i) => keys.user(`10.0.0.${i + 1}`, 'Mozilla/5.0'));
    for (const hour of ['10', '11', '12'])
      for (const user of readers) {
        p.add(pdf(1, user, `2024-06-15T${hour}:00:00Z`));
        p.add(pdf(1, user, `2024-06-15T${hour}:20:00Z`));
      }
    // At 12:30 the sessions of 10:xx can take no more actions (a session is one hour, CoP §7.3):
    // only those of 11:xx and 12:xx are remembered, 5 readers × (investigated + requested) each.
    expect(p.settle(at('2024-06-15T12:30:00Z'))).toEqual([day(1, '2024-06-15', 30, 15, 30, 15)]);
    expect(p.rememberedPairs).toBe(2 * 5 * 2);
    // A third use by the same readers in the 12:xx sessions counts in the totals only.
    for (const user of readers) p.add(pdf(1, user, '2024-06-15T12:40:00Z'));
    expect(p.settle(at('2024-06-15T12:41:00Z'))).toEqual([day(1, '2024-06-15', 5, 0, 5, 0)]);
  });
});

describe('SessionKeys', () => {
  it('keeps no address: the digest is not the address, and another key gives another digest', () => {
    expect(ALICE).not.toContain('192.1.1.168');
    expect(new SessionKeys(Buffer.alloc(32, 8)).user('192.1.1.168', 'Mozilla/5.0')).not.toBe(ALICE);
    expect(keys.user('192.1.1.168', 'Mozilla/5.0')).toBe(ALICE);
  });
});
