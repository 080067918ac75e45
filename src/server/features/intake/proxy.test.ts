/** Rate limits key on the real client address: X-Forwarded-For counts only with TRUST_PROXY. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp } from '../../test/app';
import { contactBody } from '../../test/intake';

async function statusesOf(env: Record<string, string>, forwardedFor: (i: number) => string): Promise<number[]> {
  const t = await createTestApp(env);
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: contactBody(),
        headers: { 'x-forwarded-for': forwardedFor(i) },
        remoteAddress: '127.0.0.1',
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  } finally {
    await t.close();
  }
}

describe('client address of the rate limits', () => {
  it('ignores X-Forwarded-For by default: one socket address, one bucket', async () => {
    const statuses = await statusesOf({}, (i) => `203.0.113.${i + 1}`);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keys on X-Forwarded-For when TRUST_PROXY is set', async () => {
    const statuses = await statusesOf({ TRUST_PROXY: '127.0.0.1' }, (i) => `203.0.113.${i + 1}`);
    expect(statuses).toEqual(Array(11).fill(201));
  });

  it('parses TRUST_PROXY: off, hop count, address list; refuses true and garbage', () => {
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBeUndefined();
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone please' })).toThrow(/TRUST_PROXY/);
  });
});
