/**
 * A stand-in for Crossref's deposit endpoint, on loopback, for tests: records every POST it
 * receives (the multipart/form-data fields and files, parsed by the platform's own FormData
 * parser) and answers with the statuses queued in `answers` (then 200).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDeposit {
  contentType: string;
  fields: Record<string, string>;
  file: { field: string; filename: string; type: string; text: string } | null;
}

export interface CrossrefEndpoint {
  url: string;
  received: ReceivedDeposit[];
  /** Statuses (and bodies) of the next answers, in order; afterwards 200 SUCCESS. */
  answers: { status: number; body: string }[];
  close(): Promise<void>;
}

/** Starts the endpoint on 127.0.0.1 (a free port); `close()` it after the test. */
export async function startCrossrefEndpoint(): Promise<CrossrefEndpoint> {
  const received: ReceivedDeposit[] = [];
  const answers: { status: number; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const contentType = req.headers['content-type'] ?? '';
        const form = await new Request('http://loopback/', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: Buffer.concat(chunks),
        }).formData();
        const fields: Record<string, string> = {};
        let file: ReceivedDeposit['file'] = null;
        for (const [name, value] of form.entries()) {
          if (typeof value === 'string') fields[name] = value;
          else file = { field: name, filename: value.name, type: value.type, text: await value.text() };
        }
        received.push({ contentType, fields, file });
        const answer = answers.shift() ?? {
          status: 200,
          body: '<html><h2>SUCCESS</h2><p>Your batch submission was successfully received.</p></html>',
        };
        res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
        res.end(answer.body);
      })().catch((err: unknown) => {
        res.writeHead(599);
        res.end(String(err));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/servlet/deposit`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
