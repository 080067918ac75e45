/**
 * The load generator in its own process (bench/measure.ts `load`): autocannon parses every
 * answer, and on the server's thread that work would be charged to the server (a 78 KB
 * script costs the client far more than a 66-byte 404). Receives the run's options as its
 * argument (JSON), sends `{ invalidate: true }` before each request of a cold run, and posts the
 * result with every answer's time.
 */
import { createRequire } from 'node:module';
import autocannon, { type Result } from 'autocannon';

/**
 * autocannon keeps every answer's body as a string (lib/pipelinedRequestsQueue.js `addBody`:
 * `req.body += data`), decoding each chunk as UTF-8, for `verifyBody`, `expectBody` and a
 * request's `onResponse`, none of which the bench uses. For a 47 KB gzipped script that
 * decoding costs this client more than the server spends on the answer: the client's thread
 * was at 100 % of a core with the server at 56 %, so the run measured the client. The bench
 * drops the bodies as they arrive; bytes are still counted (`addByteCount`) and every answer's
 * status and time still recorded. Throws if the method is gone (an autocannon upgrade), so the
 * figures never silently change meaning.
 */
function discardBodies(): void {
  const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue') as {
    prototype: { addBody?: unknown };
  };
  if (typeof queue.prototype.addBody !== 'function')
    throw new Error('autocannon has no PipelinedRequestsQueue.prototype.addBody: check bench/load-worker.ts');
  queue.prototype.addBody = () => {};
}

discardBodies();

export interface WorkerInput {
  url: string;
  title: string;
  connections: number;
  seconds: number;
  sequence?: string[];
  /** Each request takes a path of `sequence` at random. */
  randomOrder?: boolean;
  headers: Record<string, string>;
  /** Status every answer must have. */
  status: number;
  cold: boolean;
}

export interface WorkerOutput {
  result: Pick<Result, 'errors' | 'timeouts'> & { requests: { average: number; total: number } };
  times: number[];
  wrongStatus: number;
}

const input = JSON.parse(process.argv[2]) as WorkerInput;
const send = (message: object) => process.send!(message);
const times: number[] = [];
let wrongStatus = 0;
const instance = autocannon(
  {
    url: input.url,
    title: input.title,
    connections: input.connections,
    duration: input.seconds,
    timeout: 30,
    headers: input.headers,
    ...(input.sequence && input.randomOrder
      ? {
          // Per request: autocannon rebuilds before each send only a request that has its own setupRequest.
          requests: [
            {
              setupRequest: (request: { path: string }) => ({
                ...request,
                path: input.sequence![Math.floor(Math.random() * input.sequence!.length)],
              }),
            },
          ],
        }
      : input.sequence
        ? { requests: input.sequence.map((path) => ({ path })) }
        : {}),
    ...(input.cold
      ? {
          setupRequest: (request) => {
            send({ invalidate: true });
            return request;
          },
        }
      : {}),
  },
  (err, result) => {
    if (err) throw err;
    const output: WorkerOutput = {
      result: {
        errors: result.errors,
        timeouts: result.timeouts,
        requests: { average: result.requests.average, total: result.requests.total },
      },
      times,
      wrongStatus,
    };
    send({ done: output });
  },
);
instance.on('response', (_client, statusCode, _bytes, ms) => {
  times.push(ms);
  if (statusCode !== input.status) wrongStatus += 1;
});
