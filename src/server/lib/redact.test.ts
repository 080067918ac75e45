import { describe, expect, it } from 'vitest';
import { redactSecrets, redactUrl } from './redact';

describe('redactUrl', () => {
  it('hides token-like query values and keeps the rest', () => {
    expect(redactUrl('/invites/accept?token=abc123')).toBe('/invites/accept?token=%5Bredacted%5D');
    expect(redactUrl('/portal/reset-password?resetToken=s3cret&next=%2Fdashboard')).toBe(
      '/portal/reset-password?resetToken=%5Bredacted%5D&next=%2Fdashboard',
    );
    expect(redactUrl('/api/articles?limit=5')).toBe('/api/articles?limit=5');
    expect(redactUrl('/api/articles')).toBe('/api/articles');
  });
});

describe('redactUrl on secret path segments', () => {
  it('hides the token of /api/password-reset/validate/{token}', () => {
    expect(redactUrl('/api/password-reset/validate/AbC_123-xyz')).toBe('/api/password-reset/validate/[redacted]');
    expect(redactUrl('/api/password-reset/validate/AbC?x=1')).toBe('/api/password-reset/validate/[redacted]?x=1');
  });
});

describe('redactSecrets', () => {
  it('hides the secret parameters of every link in a text and keeps the rest', () => {
    const text =
      'Open https://j.example.org/reset-password?token=abcDEF_123-x to reset.\n' +
      '<a href="https://j.example.org/invites/accept?lang=en&token=zzz">accept</a> ' +
      'https://j.example.org/articles?page=2';
    expect(redactSecrets(text)).toBe(
      'Open https://j.example.org/reset-password?token=[redacted] to reset.\n' +
        '<a href="https://j.example.org/invites/accept?lang=en&token=[redacted]">accept</a> ' +
        'https://j.example.org/articles?page=2',
    );
  });
});
