import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      demo: true,
      clientDir: path.resolve(import.meta.dirname, '../../dist/client'),
    });
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://journals.example.org/' }).publicUrl).toBe('https://journals.example.org');
  });

  it('reads DATABASE_URL, DEMO and LOG_LEVEL', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/genesis', DEMO: '0', LOG_LEVEL: 'warn' });
    expect(c.databaseUrl).toBe('postgres://u@db:5432/genesis');
    expect(c.demo).toBe(false);
    expect(c.logLevel).toBe('warn');
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('fails fast naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', PUBLIC_URL: 'journals.example.org', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', DEMO: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ['PORT', 'PUBLIC_URL', 'DATABASE_URL', 'LOG_LEVEL', 'DEMO']) expect(message).toContain(`  ${name}: `);
    expect(message).toContain('must be an absolute http(s) URL');
  });

  it('refuses an out-of-range port', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });
});
