/**
 * Vitest setup file: a test that calls `console.error` fails (epic-stack's habit).
 *
 * Every `console.error` call during a test prints as usual, then throws, and the test
 * also fails in `afterEach` in case the throw was swallowed by a try/catch on the way.
 * A test that expects an error message opts out explicitly:
 *
 *   const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
 *   ...
 *   expect(spy).toHaveBeenCalledWith(expect.stringContaining('...'));
 *
 * (spyOn returns the spy installed here; its new implementation replaces the throwing one.)
 */
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

const originalConsoleError = console.error.bind(console);
let calls: string[] = [];
let spy: MockInstance<typeof console.error> | undefined;

function describeArgs(args: unknown[]): string {
  return args
    .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : typeof arg === 'string' ? arg : safeJson(arg)))
    .join(' ');
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

beforeEach(() => {
  calls = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalConsoleError(...args);
    const text = describeArgs(args);
    calls.push(text);
    throw new Error(
      `console.error was called during this test: ${text.slice(0, 500)}\n` +
        `If this is expected, mock it: vi.spyOn(console, 'error').mockImplementation(() => {})`,
    );
  });
});

afterEach(() => {
  spy?.mockRestore();
  spy = undefined;
  const seen = calls;
  calls = [];
  if (seen.length > 0) {
    throw new Error(
      `console.error was called ${seen.length} time(s) during this test:\n` +
        seen.map((text) => `  - ${text.slice(0, 500)}`).join('\n'),
    );
  }
});
