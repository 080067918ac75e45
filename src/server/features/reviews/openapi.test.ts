/**
 * The OpenAPI document of the peer-review workflow's uploads and files, now that their routes
 * come from the endpoint table (docs/decisions/0064-endpoint-table.md): a `multipart` entry is
 * documented as a `multipart/form-data` body with its fields (`multipartFields`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/openapi.json (peer review)', () => {
  it('documents the review as multipart with the seed’s fields and its answers (seed 001 §3 "Review payload")', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const review = doc.paths['/api/invites/{id}/reviews'].post;
    const form = review.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.recommendation).toMatchObject({ enum: ['minor', 'major', 'accept', 'reject'] });
    expect(form.properties.attachments).toMatchObject({ type: 'string', format: 'binary' });
    // The seed's payload has no declaration: the API does not require one (decision 0069).
    expect(form.required).toEqual(['recommendation', 'comments']);
    expect(Object.keys(review.responses)).toEqual(expect.arrayContaining(['201', '400', '404', '413', '415', '429']));
    expect(review.security).toEqual([{ bearerAuth: [] }]);
  });

  it('documents the manuscript, revision and proof uploads as one binary `file` field', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/submissions/{id}/upload',
      '/api/submissions/{id}/revisions',
      '/api/submissions/{id}/proof',
    ]) {
      const form = doc.paths[path].post.requestBody.content['multipart/form-data'].schema;
      expect(form, path).toMatchObject({
        properties: { file: { type: 'string', format: 'binary' } },
        required: ['file'],
      });
    }
  });
});
