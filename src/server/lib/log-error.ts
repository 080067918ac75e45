/**
 * The logger's `err` serializer (app.ts), which keeps SQL parameters out of the log (decision 0014).
 *
 * Drizzle wraps a failed query in `DrizzleQueryError`, whose `message` ends with
 * `params: …` and whose `params` hold every parameter: a failed sign-up would log the new
 * account's email and password hash. PostgreSQL's own error adds `detail` ("Key (email)=(…)
 * already exists", "Failing row contains (…)"), `where` and `internalQuery`, which quote
 * values too. The serialized error keeps the SQL text (`query`), the message's first line,
 * and the driver's code, constraint, table, column, severity and routine; it drops the
 * parameters and those value-bearing fields, from the stack too.
 */

/** Fields of a driver error that may quote row values: never logged. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'hint']);

/** The `params: …` tail drizzle appends to its message (and so to the stack's first lines). */
const PARAMS_TAIL = /\nparams: [\s\S]*$/;

export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  [key: string]: unknown;
}

/** Removes drizzle's `params: …` tail from a message. */
function stripParams(message: string): string {
  return message.replace(PARAMS_TAIL, '');
}

/** The stack without the parameter lines of drizzle's message (they sit between the first line and the first frame). */
function stripStackParams(stack: string): string {
  const frame = stack.search(/\n\s+at /);
  const head = frame === -1 ? stack : stack.slice(0, frame);
  const frames = frame === -1 ? '' : stack.slice(frame);
  return stripParams(head) + frames;
}

/**
 * Serializes an error for the log like pino's standard serializer (type, message, stack,
 * own enumerable fields, `cause` and AggregateError `errors` recursively), minus SQL
 * parameters and value-bearing fields (see the module comment). Non-errors pass through.
 * @param err anything logged under the `err` key
 */
export function serializeError(err: unknown, seen: Set<unknown> = new Set()): unknown {
  if (!(err instanceof Error) && !(err && typeof err === 'object' && 'message' in err)) return err;
  if (seen.has(err)) return '[Circular]';
  seen.add(err);
  const e = err as Error & Record<string, unknown>;
  const out: SerializedError = {
    type: e.constructor?.name ?? 'Error',
    message: stripParams(String(e.message ?? '')),
    ...(typeof e.stack === 'string' ? { stack: stripStackParams(e.stack) } : {}),
  };
  for (const [key, value] of Object.entries(e)) {
    if (key === 'message' || key === 'stack' || key === 'cause' || VALUE_FIELDS.has(key)) continue;
    if (value === undefined || typeof value === 'function') continue;
    out[key] = value instanceof Error ? serializeError(value, seen) : value;
  }
  if (e.cause !== undefined) out.cause = serializeError(e.cause, seen);
  if (Array.isArray(e.errors)) out.errors = e.errors.map((inner) => serializeError(inner, seen));
  return out;
}

/**
 * `serializeError` typed for the logger's `serializers.err` (pino calls it with an Error).
 * @returns the redacted error; `stack` is '' when the error had none
 */
export function errSerializer(err: Error): SerializedError & { stack: string } {
  const out = serializeError(err);
  if (!out || typeof out !== 'object') return { type: 'Error', message: String(out), stack: '' };
  const serialized = out as SerializedError;
  return { ...serialized, stack: serialized.stack ?? '' };
}
