/**
 * A check of an API answer against the JSON Schema of its endpoint-table entry, for the public
 * pages, whose chunks must stay free of zod (decision 0017; docs/decisions/0064-endpoint-table.md,
 * "Public pages"). The schemas are generated from the entries (`z.toJSONSchema`, output side) by
 * scripts/answer-checks.ts into answer-checks/ (one module per entry); `answer-checks.test.ts`
 * fails when the generated modules no longer match the table.
 *
 * It knows the keywords the generator lets through, and only those (the generator refuses a
 * schema with any other): `type` (one or a list; `integer` is a safe integer), `properties` and
 * `required`, `items`, `enum`, `anyOf`, `minimum`, `maximum`. Extra object members are allowed,
 * as zod's (non-strict) parse of the same answer allows them.
 */

/** The JSON Schema subset of an answer (see the module comment). */
export interface AnswerSchema {
  readonly type?: string | readonly string[];
  readonly properties?: Readonly<Record<string, AnswerSchema>>;
  readonly required?: readonly string[];
  readonly items?: AnswerSchema;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly AnswerSchema[];
  readonly minimum?: number;
  readonly maximum?: number;
}

/** A type guard of one entry's answer, named by the entry's key (`'GET /api/journals'`). */
export type AnswerCheck<T> = ((value: unknown) => value is T) & { readonly key: string };

function hasType(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      // zod's int(): a safe integer (the generator leaves its ±MAX_SAFE_INTEGER bounds out).
      return Number.isSafeInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return false;
  }
}

/** Whether `value` meets `schema`. */
export function meets(schema: AnswerSchema, value: unknown): boolean {
  if (schema.type !== undefined) {
    const types = typeof schema.type === 'string' ? [schema.type] : schema.type;
    if (!types.some((type) => hasType(type, value))) return false;
  }
  if (schema.enum !== undefined && !schema.enum.includes(value)) return false;
  if (schema.anyOf !== undefined && !schema.anyOf.some((one) => meets(one, value))) return false;
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
  }
  if (Array.isArray(value)) {
    const { items } = schema;
    if (items !== undefined && !value.every((item) => meets(items, item))) return false;
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const name of schema.required ?? []) if (!(name in record)) return false;
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if (name in record && record[name] !== undefined && !meets(property, record[name])) return false;
    }
  }
  return true;
}

/** The type guard of entry `key`'s answer by `schema` (generated; see the module comment). */
export function answerCheck<T>(key: string, schema: AnswerSchema): AnswerCheck<T> {
  const check = (value: unknown): value is T => meets(schema, value);
  return Object.assign(check, { key });
}
