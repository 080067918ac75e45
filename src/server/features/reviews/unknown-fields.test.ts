/**
 * Unknown fields of the review's multipart body are refused, naming the field,
 * rather than silently dropped.
 */
import { describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart';
import { workflowSuite } from '../../test/workflow-suite';

const {
  t,
  as: { reviewer },
} = workflowSuite(['reviewer']);

function expectUnknownField(
  res: { statusCode: number; json(): { code: string; message: string; errors: { path: string; message: string }[] } },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(body.errors.map((e) => e.message).join(' ')).toContain(`Unknown field: ${field}`);
}

describe('review bodies with unknown fields', () => {
  it('POST /api/invites/{id}/reviews refuses an unknown text field of its multipart body', async () => {
    const body = multipart({ recommendation: 'accept', comments: 'Fine work.', score: '10' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/invites/1/reviews',
      payload: body.payload,
      headers: { ...body.headers, ...reviewer.auth },
    });
    expectUnknownField(res, 'score');
  });
});
