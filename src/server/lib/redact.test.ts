import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact';

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
