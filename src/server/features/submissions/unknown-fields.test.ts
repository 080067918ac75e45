/**
 * Unknown properties of the workflow calls' bodies are refused, naming the field,
 * rather than silently dropped: a client that believes it set `status` learns that it did not.
 * The invitation and review bodies: features/invitations and features/reviews, unknown-fields.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { TestSession } from '../../test/accounts';
import { workflowSuite } from '../../test/workflow-suite';

const {
  t,
  journal,
  as: { author, editor },
} = workflowSuite(['author', 'editor']);

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

describe('workflow bodies with unknown properties', () => {
  it('POST /api/submissions/draft refuses `status`, and takes the same body without it', async () => {
    const draft = {
      title: 'On strict bodies',
      abstract: 'We refuse what we do not know.',
      journalId: journal.id,
      articleType: 'Research Article',
    };
    expectUnknownField(await post('/api/submissions/draft', { ...draft, status: 'published' }, author), 'status');
    expect((await post('/api/submissions/draft', draft, author)).statusCode).toBe(201);
  });

  it.each([
    ['/api/submissions/1/desk', { action: 'reject', decision: 'accept' }, 'decision'],
    ['/api/submissions/1/decision', { decision: 'accept', action: 'x' }, 'action'],
  ])('%s refuses an unknown property', async (url, body, field) => {
    expectUnknownField(await post(url, body, editor), field);
  });
});
