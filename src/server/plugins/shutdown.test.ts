/**
 * Closing drains (decision 0014), over a real socket: a request in flight when `app.close()`
 * begins gets its real answer, one that arrives after it gets 503 SERVICE_UNAVAILABLE, and
 * the mail loop and the database close after the last request.
 */
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { SHUTTING_DOWN_MESSAGE } from './shutdown';

/** Splits raw HTTP/1.1 answers read from a socket into status codes and bodies (JSON with content-length). */
function parseAnswers(raw: string): { status: number; headers: string; body: string }[] {
  const answers: { status: number; headers: string; body: string }[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const headers = rest.slice(0, end).toLowerCase();
    const length = Number(/content-length: (\d+)/.exec(headers)?.[1] ?? 0);
    answers.push({ status: Number(rest.slice(9, 12)), headers, body: rest.slice(end + 4, end + 4 + length) });
    rest = rest.slice(end + 4 + length);
  }
  return answers;
}

/** A raw connection to `port`, collecting what it reads. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let raw = '';
  socket.on('data', (d) => (raw += d.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, closed, read: () => raw };
}

describe('app.close() while requests are in flight', () => {
  it('finishes the request in flight (closing its connection), answers 503 to a later one, then closes mail and database', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const body = JSON.stringify({ email: 'nobody@example.org', password: 'Wrong-Pass-1' });
    // A: headers and half a body. B: half its headers. Both are in flight, neither idle.
    const a = await connect(port);
    a.socket.write(
      `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    const b = await connect(port);
    b.socket.write('GET /api/journals HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await new Promise((r) => setTimeout(r, 100));
    const closed = t.app.close();
    await new Promise((r) => setTimeout(r, 100));
    a.socket.write(body.slice(10));
    b.socket.write('\r\n');
    await closed;
    await Promise.all([a.closed, b.closed]);

    const [first] = parseAnswers(a.read());
    expect(first.status).toBe(401); // its real answer: wrong credentials…
    expect(first.headers).toContain('connection: close'); // …and the keep-alive connection ends with it
    const [later] = parseAnswers(b.read());
    expect(later.status).toBe(503);
    expect(JSON.parse(later.body)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: SHUTTING_DOWN_MESSAGE });
    expect(later.headers).toContain('connection: close');
    expect(await t.app.mailer.runOnce()).toBe(0); // the loop has stopped
    expect(await t.app.database.ping(500)).toBe(false); // the database is closed
    await t.close();
  });
});
