// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { acceptInvitation, declineInvitation } from './invitations';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('invitation accept and decline (seed 000 §5)', () => {
  it('accept: token required', () => {
    expect(acceptInvitation.parse({ token: 'abc123' })).toEqual({ token: 'abc123' });
    expect(messagesOf(acceptInvitation.safeParse({}))).toEqual(['Invalid invitation link. The token is missing.']);
    expect(messagesOf(acceptInvitation.safeParse({ token: '  ' }))).toEqual([
      'Invalid invitation link. The token is missing.',
    ]);
    expect(messagesOf(acceptInvitation.safeParse({ token: 't'.repeat(513) }))).toEqual(['Invalid invitation link.']);
  });
  it('decline: reason optional, trimmed, omitted when empty', () => {
    expect(declineInvitation.parse({ token: 'abc', reason: '  Travelling  ' })).toEqual({
      token: 'abc',
      reason: 'Travelling',
    });
    const empty = declineInvitation.parse({ token: 'abc', reason: '   ' });
    expect(empty.reason).toBeUndefined();
    expect(JSON.stringify(empty)).toBe('{"token":"abc"}');
    expect(declineInvitation.parse({ token: 'abc' })).toEqual({ token: 'abc' });
  });
  it('decline: token required, reason at most 2000', () => {
    expect(messagesOf(declineInvitation.safeParse({ reason: 'busy' }))).toEqual([
      'Invalid invitation link. The token is missing.',
    ]);
    expect(messagesOf(declineInvitation.safeParse({ token: 'a', reason: 'r'.repeat(2001) }))).toEqual([
      'Reason must be 2000 characters or less',
    ]);
  });
});
