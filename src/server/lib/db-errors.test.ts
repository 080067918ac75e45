import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable, isOutOfSpace, StatementTimeoutError } from './db-errors';

const errno = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(code), { code, ...extra });

describe('isDatabaseUnavailable', () => {
  it('knows a database that is down, stuck or gone, through drizzle’s wrapper', () => {
    expect(isDatabaseUnavailable(errno('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], errno('57P01')))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], errno('57014')))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new DrizzleQueryError('select 1', [], new Error('timeout exceeded when trying to connect')),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], errno('ECONNRESET')))).toBe(true);
    expect(isDatabaseUnavailable(new StatementTimeoutError(100))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([errno('ECONNREFUSED'), errno('ECONNREFUSED')]))).toBe(true);
  });

  it('is not fooled by a client that hangs up or by an ordinary query error', () => {
    expect(isDatabaseUnavailable(errno('ECONNRESET'))).toBe(false); // an upload cut by its sender
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert …', [], errno('23505')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('isOutOfSpace', () => {
  it('knows ENOSPC and EDQUOT, in a cause chain too', () => {
    expect(isOutOfSpace(errno('ENOSPC'))).toBe(true);
    expect(isOutOfSpace(new Error('wrapped', { cause: errno('EDQUOT') }))).toBe(true);
    expect(isOutOfSpace(errno('EACCES'))).toBe(false);
  });
});
