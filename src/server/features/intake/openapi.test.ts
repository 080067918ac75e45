/** The OpenAPI document describes the intake bodies, the multipart ones included. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/openapi.json (intake)', () => {
  it('documents the multipart bodies with their text and binary file fields, and the answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const manuscripts = doc.paths['/api/public/manuscripts'].post;
    const form = manuscripts.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.title).toBeDefined();
    expect(form.properties.files).toMatchObject({ type: 'array', items: { type: 'string', format: 'binary' } });
    expect(form.required).toEqual(expect.arrayContaining(['email', 'title', 'journalType']));
    expect(Object.keys(manuscripts.responses)).toEqual(expect.arrayContaining(['201', '400', '413', '429']));

    const join = doc.paths['/api/public/contacts/{kind}'].post;
    const joinForm = join.requestBody.content['multipart/form-data'].schema;
    expect(joinForm.properties.cv).toMatchObject({ type: 'string', format: 'binary' });
    expect(joinForm.properties.expertise).toBeDefined();

    const contacts = doc.paths['/api/contacts'].post;
    expect(contacts.requestBody.content['application/json'].schema.properties.message).toBeDefined();
  });
});
