/**
 * Vitest's file order for the gate: the longest test files first (decision 0050, "Longest
 * first"), so that the two workers finish together instead of one of them running a
 * two-minute file alone at the end.
 *
 * Vitest's own order (BaseSequencer) puts the longest files first only when its results cache
 * (node_modules/.vite/vitest) knows their durations; CI runs from a clean clone, where the cache
 * is empty and the order falls back to "larger files first, client project before server
 * project". The slowest files are short ones that start processes or seed large catalogues
 * (harvester.test.ts, search-scale.test.ts, main.test.ts), so they ran last there.
 *
 * SLOW_FILES below lists the files measured slowest, in seconds under load, from a unit run
 * (per-file durations of vitest's json report or cache). A stale figure only changes the
 * order, never what runs or whether it can fail. Files not listed follow in vitest's own order.
 */
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Measured per-file seconds (loaded 2-core machine, load average 10–13; relative sizes are what matter). */
export const SLOW_FILES: Record<string, number> = {
  'src/server/features/articles/search-scale.test.ts': 280,
  'src/server/main.test.ts': 240,
  'src/server/features/oai/harvester.test.ts': 150,
  // madge parses and resolves every file of src (about 14 s of one core; 83 s at load average 14).
  'src/import-cycles.test.ts': 83,
  // From the gate's own list of its slowest files (load average 4–5): timers and hung peers.
  'src/server/features/accounts/throttle-cap.test.ts': 64,
  'src/server/lib/storage-down.test.ts': 55,
  'src/server/features/seo/page-render.test.ts': 37,
  'src/server/app.test.ts': 30,
  'src/server/plugins/errors.test.ts': 26,
  'src/server/plugins/metrics.test.ts': 24,
  'src/server/features/submissions/transitions.test.ts': 94,
  'src/server/features/production/production.test.ts': 76,
  // 140 s before its form stopped re-rendering whole on every keystroke (decision 0050, amendment).
  'src/client/features/intake/manuscripts/pages/submit-manuscript-page.test.tsx': 60,
  'src/server/features/submissions/blind.test.ts': 36,
  'src/server/features/submissions/scope.test.ts': 33,
  'src/server/features/submissions/decisions.test.ts': 30,
  'src/server/features/invitations/invitations.test.ts': 24,
  'src/server/cli/backup-s3.test.ts': 42,
  'src/client/features/intake/joins/components/join-application-form.test.tsx': 22,
  'src/server/features/invitations/reminders.test.ts': 21,
  'src/server/features/full-text/corpus.test.ts': 19,
  'src/server/cli/backup-command.test.ts': 18,
  'src/client/features/submissions/pages/editor-dashboard-page.test.tsx': 17,
  'src/server/features/scholarly/import-service.test.ts': 17,
  'src/server/features/accounts/throttle.test.ts': 16,
  'src/server/features/submissions/workflow.test.ts': 15,
  'src/server/redis.test.ts': 14,
  'src/server/features/deposits/delivery.test.ts': 14,
  'src/server/db/lock.test.ts': 13,
};

/** The measured seconds of one test file, 0 when it is not among the slow ones. */
export function knownSeconds(root: string, moduleId: string): number {
  return SLOW_FILES[path.relative(root, moduleId).split(path.sep).join('/')] ?? 0;
}

/** Longest known files first; the others after them, in vitest's own order (a stable sort keeps it). */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const root = this.ctx.config.root;
    return ordered
      .map((spec, index) => ({ spec, index, seconds: knownSeconds(root, spec.moduleId) }))
      .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
