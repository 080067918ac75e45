/**
 * The after-each resets of the client's shared test helpers (decision 0109). A helper module
 * registers its reset here instead of calling `afterEach` when it is first imported: in the
 * `client` project (`isolate: false`) a module is evaluated once per worker, so an `afterEach`
 * at its top level would be registered for the first test file that imports it and for no file
 * after it. src/client/test/setup.ts, which runs before every file, runs every reset registered
 * so far after each test of that file.
 */

const resets: (() => void)[] = [];

/** Runs `reset` after each test of every test file from now on (in this worker). */
export function afterEachTest(reset: () => void): void {
  resets.push(reset);
}

/** Runs the registered resets, in the order they were registered (setup.ts, after each test). */
export function runAfterEachTest(): void {
  for (const reset of resets) reset();
}
