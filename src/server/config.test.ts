import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toEqual({
      port: 3000,
      redisUrl: undefined,
      metrics: { port: undefined, host: '127.0.0.1', token: undefined },
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      dbStatementTimeoutMs: 15_000,
      requestTimeoutMs: 300_000,
      idleTimeoutMs: 30_000,
      logLevel: 'info',
      demo: true,
      clientDir: path.resolve(import.meta.dirname, '../../dist/client'),
      smtpUrl: undefined,
      mailFrom: 'Genesis <no-reply@localhost>',
      editorialEmail: 'editorial@localhost',
      adminEmail: 'admin@genesis.localhost',
      counterApiKeys: [],
      adminPassword: undefined,
      doiPrefix: undefined,
      crossref: undefined,
      depositor: { name: 'Genesis', email: 'editorial@localhost', registrant: 'Genesis' },
      s3: undefined,
      testClock: false,
    });
  });

  it('stores files in S3 only with S3_BUCKET and S3_REGION, and refuses a partial S3 configuration (decision 0038)', () => {
    const minio = {
      S3_BUCKET: 'genesis-files',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'genesis',
      S3_SECRET_ACCESS_KEY: 'a secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(minio).s3).toEqual({
      bucket: 'genesis-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'genesis', secretAccessKey: 'a secret' },
    });
    // AWS with the instance's own credentials.
    expect(loadConfig({ S3_BUCKET: 'genesis-files', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'genesis-files',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(() => loadConfig({ S3_BUCKET: 'genesis-files' })).toThrow(/S3_REGION: required with S3_BUCKET/);
    expect(() => loadConfig({ ...minio, S3_BUCKET: '' })).toThrow(
      /S3_BUCKET: required when S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE are set/,
    );
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: '1' })).toThrow(
      /S3_BUCKET: required when S3_FORCE_PATH_STYLE is set/,
    );
    expect(() => loadConfig({ ...minio, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither/,
    );
    for (const bad of ['Genesis', 'ab', 'a_b_c', '-files', 'x'.repeat(64)])
      expect(() => loadConfig({ ...minio, S3_BUCKET: bad }), bad).toThrow(/S3_BUCKET: must be a bucket name/);
    for (const bad of ['s3.example.org', 'ftp://s3.example.org', 'https://s3.example.org/bucket'])
      expect(() => loadConfig({ ...minio, S3_ENDPOINT: bad }), bad).toThrow(/S3_ENDPOINT: must be the http\(s\) URL/);
    // The secret never appears in an error message.
    try {
      loadConfig({ ...minio, S3_REGION: '' });
    } catch (err) {
      expect(String(err)).not.toContain('a secret');
    }
  });

  it('reads REDIS_URL and the metrics exposure, and refuses bad values (decisions 0039 and 0040)', () => {
    const c = loadConfig({
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      METRICS_PORT: '9464',
      METRICS_TOKEN: 'x'.repeat(32),
    });
    expect(c.redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(c.metrics).toEqual({ port: 9464, host: '127.0.0.1', token: 'x'.repeat(32) });
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL: must start with redis:\/\//);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('reads DOI_PREFIX and refuses what is not a DOI prefix (decision 0027)', () => {
    expect(loadConfig({ DOI_PREFIX: '10.55555' }).doiPrefix).toBe('10.55555');
    expect(loadConfig({ DOI_PREFIX: '10.1000.10' }).doiPrefix).toBe('10.1000.10');
    for (const bad of ['11.5555', '10.', '10.55555/', '10.5555a', 'doi:10.5555', '10..5'])
      expect(() => loadConfig({ DOI_PREFIX: bad }), bad).toThrow(/DOI_PREFIX: must be a DOI prefix/);
  });

  it('sends Crossref deposits only with all three CROSSREF_ variables, and names the depositor', () => {
    const all = {
      CROSSREF_USER: 'gen',
      CROSSREF_PASSWORD: 's3cret',
      CROSSREF_DEPOSIT_URL: 'https://test.crossref.org/servlet/deposit',
    };
    expect(loadConfig(all).crossref).toEqual({ user: 'gen', password: 's3cret', depositUrl: all.CROSSREF_DEPOSIT_URL });
    expect(() => loadConfig({ CROSSREF_USER: 'gen' })).toThrow(/set all three/);
    expect(() => loadConfig({ ...all, CROSSREF_DEPOSIT_URL: 'ftp://x' })).toThrow(/CROSSREF_DEPOSIT_URL/);
    expect(
      loadConfig({ CROSSREF_DEPOSITOR_NAME: 'Genesis Press', CROSSREF_DEPOSITOR_EMAIL: 'doi@genesis.example' })
        .depositor,
    ).toEqual({ name: 'Genesis Press', email: 'doi@genesis.example', registrant: 'Genesis Press' });
    expect(() => loadConfig({ CROSSREF_DEPOSITOR_EMAIL: 'nope' })).toThrow(/CROSSREF_DEPOSITOR_EMAIL/);
  });

  it('reads the timeouts in ms and refuses nonsense', () => {
    const c = loadConfig({ DB_STATEMENT_TIMEOUT_MS: '2500', REQUEST_TIMEOUT_MS: '60000', IDLE_TIMEOUT_MS: '10000' });
    expect([c.dbStatementTimeoutMs, c.requestTimeoutMs, c.idleTimeoutMs]).toEqual([2500, 60_000, 10_000]);
    expect(() => loadConfig({ IDLE_TIMEOUT_MS: '0' })).toThrow(/IDLE_TIMEOUT_MS/);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: 'soon' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
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

  it('derives the mail addresses from the PUBLIC_URL host and reads SMTP_URL, MAIL_FROM, EDITORIAL_EMAIL', () => {
    const derived = loadConfig({ PUBLIC_URL: 'https://journals.example.org:8443/' });
    expect(derived.mailFrom).toBe('Genesis <no-reply@journals.example.org>');
    expect(derived.editorialEmail).toBe('editorial@journals.example.org');
    const c = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.org:465',
      MAIL_FROM: 'Journals Office <office@example.org>',
      EDITORIAL_EMAIL: 'desk@example.org',
    });
    expect(c.smtpUrl).toBe('smtps://mailer:s3cret@smtp.example.org:465');
    expect(c.mailFrom).toBe('Journals Office <office@example.org>');
    expect(c.editorialEmail).toBe('desk@example.org');
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).smtpUrl).toBe('smtp://127.0.0.1:2525');
    expect(loadConfig({ MAIL_FROM: 'office@example.org' }).mailFrom).toBe('office@example.org');
    expect(loadConfig({ SMTP_URL: '', MAIL_FROM: '', EDITORIAL_EMAIL: '' })).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Genesis <no-reply@localhost>',
      editorialEmail: 'editorial@localhost',
    });
  });

  it('refuses a non-SMTP URL and addresses that could inject headers or add recipients', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.org' })).toThrow(/SMTP_URL: must be an smtp:\/\//);
    expect(() => loadConfig({ SMTP_URL: 'smtp://' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ EDITORIAL_EMAIL: 'a@example.org, b@example.org' })).toThrow(/EDITORIAL_EMAIL/);
    expect(() => loadConfig({ EDITORIAL_EMAIL: 'desk@example.org\r\nBcc: x@example.org' })).toThrow(/EDITORIAL_EMAIL/);
    expect(() => loadConfig({ MAIL_FROM: 'Office <office@example.org>\nBcc: x@example.org' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
  });

  it('fails fast naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        PUBLIC_URL: 'journals.example.org',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        DEMO: 'maybe',
        SMTP_URL: 'ftp://x',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ['PORT', 'PUBLIC_URL', 'DATABASE_URL', 'LOG_LEVEL', 'DEMO', 'SMTP_URL'])
      expect(message).toContain(`  ${name}: `);
    expect(message).toContain('must be an absolute http(s) URL');
  });

  it('refuses an out-of-range port', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('reads ADMIN_EMAIL (lower-cased; default admin@{host}, or admin@genesis.localhost) and ADMIN_PASSWORD', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://journals.example.org' }).adminEmail).toBe('admin@journals.example.org');
    expect(loadConfig({}).adminEmail).toBe('admin@genesis.localhost');
    const c = loadConfig({ ADMIN_EMAIL: ' Boss@Example.ORG ', ADMIN_PASSWORD: 'Very-Strong-1' });
    expect(c.adminEmail).toBe('boss@example.org');
    expect(c.adminPassword).toBe('Very-Strong-1');
    expect(loadConfig({ ADMIN_PASSWORD: '' }).adminPassword).toBeUndefined();
  });

  it('refuses an ADMIN_PASSWORD below the password rule and an ADMIN_EMAIL that cannot sign in', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'weak' })).toThrow(
      /ADMIN_PASSWORD: does not meet the password rule: Min 8 characters/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@localhost' })).toThrow(/ADMIN_EMAIL/);
  });

  it('refuses TRUST_PROXY=true (any X-Forwarded-For would be believed), saying what to set instead', () => {
    for (const value of ['true', 'TRUE', ' True ', '0.0.0.0/0', '::/0', '10.0.0.0/8, 0.0.0.0/0']) {
      let error: unknown;
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (e) {
        error = e;
      }
      expect(error, value).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message, value).toContain('TRUST_PROXY: ');
      expect(message, value).toMatch(/X-Forwarded-For/);
      expect(message, value).toMatch(/hop count such as 1/);
      expect(message, value).toMatch(/addresses or CIDR ranges/);
    }
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('refuses TRUST_PROXY ranges that together cover every IPv4 or every IPv6 address, not only 0.0.0.0/0', () => {
    const everyone = [
      '0.0.0.0/1,128.0.0.0/1',
      '128.0.0.0/1, 10.0.0.0/8, 0.0.0.0/2, 64.0.0.0/2',
      '0.0.0.0/8,1.0.0.0/8,2.0.0.0/7,4.0.0.0/6,8.0.0.0/5,16.0.0.0/4,32.0.0.0/3,64.0.0.0/2,128.0.0.0/1',
      '::/1,8000::/1',
      '::/0',
      // IPv4 clients are matched as IPv4-mapped IPv6 addresses (RFC 4291 §2.5.5.2)
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/97,::ffff:128.0.0.0/97',
      '::ffff:0.0.0.0/97,128.0.0.0/1',
      '::/1', // holds ::ffff:0:0/96, so every IPv4 client
      // IPv4 ranges stand for the mapped block of IPv6, the rest given as IPv6
      '::/2,4000::/2,8000::/1,::ffff:0:0/97,0.0.0.0/0',
    ];
    for (const value of everyone) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: must not trust every proxy/);
    }
    const some = [
      '0.0.0.0/1', // half of IPv4
      '0.0.0.0/1,128.0.0.0/2,192.0.0.0/3,224.0.0.0/4', // all but 240.0.0.0/4
      '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,127.0.0.1,::1,fc00::/7',
      '8000::/1', // half of IPv6, no IPv4-mapped address
      '::ffff:10.0.0.0/104',
    ];
    for (const value of some)
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy, value).toEqual(value.split(',').map((s) => s.trim()));
  });

  it('refuses a TRUST_PROXY entry that is not an address or CIDR range', () => {
    for (const value of ['300.0.0.1', '10.0.0.0/33', '::1/129', 'proxy.example.org', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: must be a hop count/);
    }
  });
});
