// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { invitationResponse } from './submissions';

describe('public invitation answers (seed 000 §3)', () => {
  it('response: message, with title and name when known', () => {
    expect(invitationResponse.parse({ message: 'Thanks' })).toEqual({ message: 'Thanks' });
    expect(invitationResponse.safeParse({ submissionTitle: 'x' }).success).toBe(false);
  });
});
