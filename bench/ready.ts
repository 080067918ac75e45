/**
 * How fast `/api/ready` answers when a dependency is down (decisions 0039 and 0040): an app on a fresh
 * embedded database with REDIS_URL pointing at (a) a port where nothing listens and (b) a
 * "black hole" that accepts connections and never answers. Prints the median and worst of
 * 20 calls each, in ms; the readiness checks are bounded to 1 s each (features/health/ready.ts).
 *
 *   npx tsx bench/ready.ts
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

async function listenOn(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

async function measure(label: string, redisUrl: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-bench-ready-'));
  const database = await openDatabase({ dataDir });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', REDIS_URL: redisUrl });
  const app = await buildApp({ config, database, logger: false, clientDir: path.join(dataDir, 'no-client') });
  await app.ready();
  const times: number[] = [];
  let status = 0;
  let body = '';
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    times.push(performance.now() - started);
    status = res.statusCode;
    body = res.body;
  }
  times.sort((a, b) => a - b);
  process.stdout.write(
    `${label}: ${status} ${body} — median ${times[10].toFixed(1)} ms, worst ${times[19].toFixed(1)} ms\n`,
  );
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const closed = net.createServer();
const closedPort = await listenOn(closed);
await new Promise((resolve) => closed.close(resolve));
await measure('Redis port closed', `redis://127.0.0.1:${closedPort}`);

const sockets = new Set<net.Socket>();
const blackHole = net.createServer((socket) => sockets.add(socket));
const blackHolePort = await listenOn(blackHole);
await measure('Redis never answers', `redis://127.0.0.1:${blackHolePort}`);
for (const socket of sockets) socket.destroy();
blackHole.close();
