/**
 * Prometheus metrics (decision 0039): request durations by route pattern and status, the backlogs,
 * the cache hit ratio, upload bytes; exposed behind METRICS_TOKEN or on METRICS_PORT, and not
 * at all when neither is set. Scraped for real and parsed as the text format (0.0.4).
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { enqueueJob } from '../lib/jobs';
import { createTestApp } from '../test/app';
import { multipart } from '../test/multipart';

const TOKEN = 'a-metrics-token-of-32-characters';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the Prometheus text exposition format: every sample line, with its labels. */
function parseMetrics(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1], type[2]);
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g))
      labels[key] = value;
    samples.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return { samples, types };
}

function find(samples: Sample[], name: string, labels: Record<string, string> = {}): Sample[] {
  return samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('metrics', () => {
  it('are not exposed when neither METRICS_PORT nor METRICS_TOKEN is set', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).not.toBe(200);
      expect(res.body).not.toContain('genesis_http_request_duration_seconds');
    } finally {
      await t.close();
    }
  });

  it('answer a bearer of METRICS_TOKEN only, with durations by route pattern, backlogs, cache hits and upload bytes', async () => {
    const t = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-wrong' }, { authorization: TOKEN }]) {
        const denied = await t.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(denied.statusCode).toBe(401);
        expect(denied.body).not.toContain('genesis_');
      }

      expect((await t.app.inject({ method: 'GET', url: '/api/journals' })).statusCode).toBe(200);
      const second = await t.app.inject({ method: 'GET', url: '/api/journals' });
      expect(second.headers['x-cache']).toBe('hit');
      const missing = await t.app.inject({ method: 'GET', url: '/api/articles/987654321' });
      expect(missing.statusCode).toBe(404);
      const form = multipart({ name: 'x' }, [{ field: 'manuscript', name: 'a.pdf', data: Buffer.alloc(5000, 1) }]);
      const upload = await t.app.inject({ method: 'POST', url: '/api/public/manuscripts', ...form });
      expect(upload.statusCode).toBeGreaterThanOrEqual(400);

      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const { samples, types } = parseMetrics(res.body);

      expect(types.get('genesis_http_request_duration_seconds')).toBe('histogram');
      const journals = find(samples, 'genesis_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/journals',
        status_code: '200',
      });
      expect(journals.map((s) => s.value)).toEqual([2]);
      // The route pattern, never the raw URL.
      expect(
        find(samples, 'genesis_http_request_duration_seconds_count', { status_code: '404' }).map((s) => s.labels.route),
      ).toEqual(['/api/articles/:id']);
      expect(res.body).not.toContain('987654321');

      expect(find(samples, 'genesis_public_cache_requests_total', { result: 'hit' })[0].value).toBe(1);
      expect(find(samples, 'genesis_public_cache_requests_total', { result: 'miss' })[0].value).toBeGreaterThanOrEqual(
        1,
      );
      expect(find(samples, 'genesis_upload_bytes_total')[0].value).toBe(form.payload.length);
      for (const name of ['genesis_mail_outbox', 'genesis_crossref_deposits'])
        expect(find(samples, name).map((s) => [s.labels.status, s.value])).toEqual([
          ['pending', 0],
          ['failed', 0],
        ]);
      expect(find(samples, 'genesis_process_resident_memory_bytes')).toHaveLength(1);
      if (t.app.database.kind === 'postgres') {
        expect(find(samples, 'genesis_db_pool_connections', { state: 'total' })[0].value).toBeGreaterThanOrEqual(1);
        expect(find(samples, 'genesis_db_pool_waiting')[0].value).toBe(0);
      }
    } finally {
      await t.close();
    }
  });

  it('count the job backlog by kind and status, and failed job attempts (decision 0043)', async () => {
    const t = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      t.app.jobs.register('test.metrics', async () => {
        throw new Error('the service is down');
      });
      await enqueueJob(t.app.db, 'test.metrics', {}, { maxAttempts: 1 });
      await enqueueJob(t.app.db, 'test.metrics', {}, { maxAttempts: 3 });
      await enqueueJob(t.app.db, 'test.waiting', {});
      await t.app.jobs.runOnce(['test.metrics']);

      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      const { samples, types } = parseMetrics(res.body);
      expect(types.get('genesis_jobs')).toBe('gauge');
      expect(types.get('genesis_job_failures_total')).toBe('counter');
      const jobGauge = (kind: string, status: string) =>
        find(samples, 'genesis_jobs', { kind, status }).map((s) => s.value);
      expect(jobGauge('test.metrics', 'dead')).toEqual([1]);
      expect(jobGauge('test.metrics', 'pending')).toEqual([1]);
      expect(jobGauge('test.waiting', 'pending')).toEqual([1]);
      const failures = (outcome: string) =>
        find(samples, 'genesis_job_failures_total', { kind: 'test.metrics', outcome }).map((s) => s.value);
      expect(failures('dead')).toEqual([1]);
      expect(failures('retried')).toEqual([1]);
    } finally {
      await t.close();
    }
  });

  it('are served on a listener of their own at METRICS_PORT, and not on the main port', async () => {
    const metricsPort = await freePort();
    const t = await createTestApp({ METRICS_PORT: String(metricsPort) });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as net.AddressInfo;
      await fetch(`http://127.0.0.1:${port}/api/health`);
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      const { samples } = parseMetrics(await res.text());
      expect(
        find(samples, 'genesis_http_request_duration_seconds_count', { route: '/api/health', status_code: '200' })[0]
          .value,
      ).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).not.toBe(200);
    } finally {
      await t.close();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  });
});
