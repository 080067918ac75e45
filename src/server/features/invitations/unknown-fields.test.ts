/**
 * Unknown properties of the invitation calls' bodies are refused, naming the field,
 * rather than silently dropped.
 */
import { describe, expect, it } from 'vitest';
import type { TestSession } from '../../test/accounts';
import { workflowSuite } from '../../test/workflow-suite';

const {
  t,
  as: { editor, reviewer },
} = workflowSuite(['editor', 'reviewer']);

function expectUnknownField(
  res: { statusCode: number; json(): { code: string; message: string; errors: { path: string; message: string }[] } },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.errors.map((e) => e.message).join(' ')).toContain(`Unknown field: ${field}`);
}

const post = (url: string, payload: Record<string, unknown>, session?: TestSession) =>
  t.app.inject({ method: 'POST', url, payload, headers: session?.auth ?? {} });

describe('invitation bodies with unknown properties', () => {
  it('POST /api/submissions/{id}/invites refuses an unknown property', async () => {
    expectUnknownField(
      await post('/api/submissions/1/invites', { reviewerEmail: 'r@example.org', reviewerName: 'R' }, editor),
      'reviewerName',
    );
  });

  it('POST /api/invites/{id}/respond and the public invitation links refuse unknown properties', async () => {
    expectUnknownField(await post('/api/invites/1/respond', { accept: true, role: 'editor' }, reviewer), 'role');
    expectUnknownField(await post('/api/public/invites/accept', { token: 'x'.repeat(43), userId: 1 }), 'userId');
    expectUnknownField(
      await post('/api/public/invites/decline', { token: 'x'.repeat(43), reason: 'Busy', accept: true }),
      'accept',
    );
  });
});
