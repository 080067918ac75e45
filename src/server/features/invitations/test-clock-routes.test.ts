/**
 * The reminders' test clock (decision 0045: a reminder is tested with time moved forward in the
 * test, not waited for): POST /api/test/reminders exists only with TEST_CLOCK=1, only for the
 * admin, and runs the real reminder pass as if later, once each. TEST_CLOCK is refused in
 * production.
 */
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { outbox } from '../../db/schema';
import { signInAs } from '../../test/accounts';
import { createTestApp } from '../../test/app';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';

const suite = workflowSuite(['author', 'editor', 'admin'], { kind: 'disk', env: { TEST_CLOCK: '1' } });
const { underReview } = workflowCalls(suite);

const advance = (auth: object | null, payload: object) =>
  suite.t.app.inject({
    method: 'POST',
    url: '/api/test/reminders',
    headers: (auth ?? {}) as Record<string, string>,
    payload,
  });

describe('POST /api/test/reminders with TEST_CLOCK=1', () => {
  it('sends the reminder of an invitation left unanswered past its deadline, once', async () => {
    const reviewer = `late.${Date.now()}@example.org`;
    const { inviteId } = await underReview(reviewer);
    const reminders = () =>
      suite.t.app.db
        .select({ to: outbox.to, kind: outbox.kind })
        .from(outbox)
        .where(and(eq(outbox.ref, `invitation:${inviteId}`), like(outbox.kind, 'workflow.reminder%')));
    // The journal's default response deadline is 7 days away: tomorrow is too early.
    const early = await advance(suite.as.admin.auth, { advanceDays: 1 });
    expect(early.statusCode, early.body).toBe(200);
    expect(await reminders()).toEqual([]);

    const late = await advance(suite.as.admin.auth, { advanceDays: 9 });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().sent.unanswered).toBeGreaterThanOrEqual(1);
    expect(Date.parse(late.json().at) - Date.now()).toBeGreaterThan(8.9 * 86_400_000);
    expect(await reminders()).toEqual([{ to: reviewer, kind: 'workflow.reminder_unanswered' }]);

    await advance(suite.as.admin.auth, { advanceDays: 10 });
    expect(await reminders()).toHaveLength(1);
  });

  it('is for the admin only, and checks its body', async () => {
    expect((await advance(null, { advanceDays: 9 })).statusCode).toBe(401);
    expect((await advance(suite.as.editor.auth, { advanceDays: 9 })).statusCode).toBe(403);
    for (const advanceDays of [0, 401, 1.5, '9']) {
      expect((await advance(suite.as.admin.auth, { advanceDays })).statusCode, String(advanceDays)).toBe(400);
    }
  });
});

describe('without TEST_CLOCK', () => {
  it('has no such route', async () => {
    const t = await createTestApp();
    try {
      const admin = await signInAs(t.app, 'admin');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test/reminders',
        headers: admin.auth as Record<string, string>,
        payload: { advanceDays: 9 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(loadConfig({}).testClock).toBe(false);
  });
});
