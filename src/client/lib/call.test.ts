// @vitest-environment jsdom
/**
 * The typed call of the endpoint table (lib/call.ts; docs/decisions/0064-endpoint-table.md):
 * a file answer (`fileAnswer`) comes back as its bytes, and an answer is parsed, never trusted:
 * a 2xx body its schema refuses throws `ApiError(status, { code: 'INVALID_RESPONSE' })`.
 */
import { describe, expect, it } from 'vitest';
import { getJats } from '../../shared/api/endpoints/articles';
import { inviteResponded } from '../../shared/api/submissions';
import { file, mockApi, on, unchecked } from '../test/msw';
import { ApiError, apiFetch } from './api-client';
import { call, parseAnswer } from './call';

describe('call (decision 0064)', () => {
  it("gives a file answer's bytes as a Blob, with their content type", async () => {
    const xml = '<?xml version="1.0"?><article/>';
    const api = mockApi(on('GET /api/articles/7/jats', file(xml, 'application/jats+xml')));
    const blob = await call(getJats, { params: { id: 7 } });
    expect(api.urls()).toEqual(['/api/articles/7/jats']);
    expect(blob.type).toContain('application/jats+xml');
    expect(await blob.text()).toBe(xml);
  });

  it('parseAnswer parses an answer by its schema and refuses one that breaks it with INVALID_RESPONSE', async () => {
    const answers = [unchecked(200, { inviteId: 3, status: 'accepted' }), unchecked(200, { inviteId: 'three' })];
    mockApi(on('POST /api/invites/3/respond', () => answers.shift()!));
    const what = 'POST /api/invites/:id/respond';
    const good = await apiFetch('/api/invites/3/respond', { method: 'POST', body: '{}' });
    expect(await parseAnswer(inviteResponded, good, what)).toEqual({ inviteId: 3, status: 'accepted' });
    const bad = await apiFetch('/api/invites/3/respond', { method: 'POST', body: '{}' });
    const error = await parseAnswer(inviteResponded, bad, what).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(200);
    expect((error as ApiError).body.code).toBe('INVALID_RESPONSE');
  });
});
