/**
 * Test support for the similarity check that precedes review (decision 0045): records
 * a check through the API, by default one within the policy (12% similarity, 88% unique), so a
 * test can then send the submission to review.
 */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { multipart } from './multipart';
import { PDF } from './manuscript-pdf';

/** `POST /api/submissions/{id}/similarity-check` with a PDF report; returns the raw answer. */
export function postSimilarityCheck(
  app: FastifyInstance,
  id: number,
  auth: { authorization: string },
  fields: Record<string, string> = { similarityPercent: '12', uniquePercent: '88' },
  report: { name: string; type: string; data: Buffer } | null = {
    name: 'similarity-report.pdf',
    type: 'application/pdf',
    data: PDF,
  },
) {
  const body = multipart(fields, report ? [{ field: 'file', ...report }] : []);
  return app.inject({
    method: 'POST',
    url: `/api/submissions/${id}/similarity-check`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

/** Records a check within the policy and expects 201. */
export async function passSimilarityCheck(app: FastifyInstance, id: number, auth: { authorization: string }) {
  const res = await postSimilarityCheck(app, id, auth);
  expect(res.statusCode, res.body).toBe(201);
}
