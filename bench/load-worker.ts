/**
 * The load generator in its own process (bench/measure.ts `load`): autocannon parses every
 * answer, and on the server's thread that work would be charged to the server (a 78 KB
 * script costs the client far more than a 66-byte 404). Receives the run's options as its
 * argument (JSON), sends `{ invalidate: true }` before each request of a cold run, and posts the
 * result with every answer's time.
 */
import autocannon, { type Result } from 'autocannon';

export interface WorkerInput {
  url: string;
  title: string;
  connections: number;
  seconds: number;
  sequence?: string[];
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
    ...(input.sequence ? { requests: input.sequence.map((path) => ({ path })) } : {}),
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
