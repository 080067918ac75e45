/**
 * Vitest reporter: each test file's whole time (import, setup, collection, tests and hooks, in
 * ms), written as JSON `{ "<project>:<path relative to root>": ms }` to VITEST_FILE_TIMES (or
 * to `vitest-file-times.json` in the working directory when unset). The json reporter's per-file
 * `startTime`/`endTime` span the tests only, so a file that spends its time in `beforeAll`
 * (seeding a catalogue, starting a server) looks fast there; this is the figure
 * scripts/vitest-sequencer.mts's SLOW_FILES and decision 0050 use.
 *
 * Used by scripts/test.mjs (it prints the slowest files of each pass) and by hand:
 *   VITEST_FILE_TIMES=/tmp/t.json npx vitest run --reporter=default --reporter=./scripts/vitest-file-times.mts <files>
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

export default class FileTimesReporter implements Reporter {
  private root = process.cwd();
  private readonly times: Record<string, number> = {};

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestModuleEnd(testModule: TestModule): void {
    const d = testModule.diagnostic();
    const file = path.relative(this.root, testModule.moduleId).split(path.sep).join('/');
    const total = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
    this.times[`${testModule.project.name}:${file}`] = Math.round(total);
  }

  onTestRunEnd(): void {
    const output = process.env.VITEST_FILE_TIMES ?? path.join(this.root, 'vitest-file-times.json');
    const sorted = Object.entries(this.times).sort((a, b) => b[1] - a[1]);
    writeFileSync(output, `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`);
  }
}
