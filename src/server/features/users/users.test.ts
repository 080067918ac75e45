import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../../../shared/domain/roles';
import { signInAs, type TestSession } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
const sessionsByRole = new Map<Role, TestSession>();
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) sessionsByRole.set(role, await signInAs(t.app, role));
});
afterAll(async () => {
  await t.close();
});

const list = (headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers });

describe('GET /api/admin/users: the list_users policy for every role', () => {
  const expected: Record<Role, number> = {
    author: 403,
    reviewer: 403,
    associate_editor: 403,
    editor: 403,
    editor_in_chief: 200,
    admin: 200,
  };

  it.each(ROLES)('%s', async (role) => {
    const res = await list(sessionsByRole.get(role)!.auth);
    expect(res.statusCode).toBe(expected[role]);
    if (res.statusCode === 403) {
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this.' });
    }
  });

  it('answers 401 without a session', async () => {
    const res = await list();
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/admin/users: the list', () => {
  it('lists accounts oldest first with the total, paginated, never a password hash', async () => {
    const admin = sessionsByRole.get('admin')!;
    const all = await list(admin.auth, '?limit=100');
    expect(all.statusCode).toBe(200);
    const items = all.json() as {
      id: number;
      email: string;
      role: string;
      active: boolean;
      lastSignInAt: string | null;
    }[];
    expect(Number(all.headers['x-total-count'])).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(ROLES.length);
    expect(items.map((u) => u.id)).toEqual([...items.map((u) => u.id)].sort((a, b) => a - b));
    const mine = items.find((u) => u.id === admin.user.id)!;
    expect(mine).toMatchObject({
      email: admin.user.email,
      role: 'admin',
      active: true,
      lastSignInAt: expect.any(String),
    });
    expect(all.body).not.toMatch(/argon2|passwordHash|password_hash/);

    const page = await list(admin.auth, '?limit=2&offset=1');
    expect(page.json().map((u: { id: number }) => u.id)).toEqual(items.slice(1, 3).map((u) => u.id));
    expect(page.headers['x-total-count']).toBe(all.headers['x-total-count']);
  });

  it('refuses a bad page query with 400', async () => {
    const res = await list(sessionsByRole.get('admin')!.auth, '?limit=0');
    expect(res.statusCode).toBe(400);
  });
});
