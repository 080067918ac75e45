/**
 * The setup most workflow tests share: one app per test file, a house journal, and a signed-in
 * session for each role asked for (an editor or associate editor holds that role on the
 * journal). The returned objects are filled in `beforeAll` (read them
 * inside tests, not at module level) and the app is closed in `afterAll`.
 *
 *   const { t, journal, as: { author, editor } } = workflowSuite(['author', 'editor']);
 */
import { afterAll, beforeAll } from 'vitest';
import type { Role } from '../../shared/domain/roles';
import { giveJournalRole, signInAs, type TestSession } from './accounts';
import { createTestApp, type TestApp } from './app';
import { createJournal } from './factories';
import type { StorageEnv } from './s3';

export interface WorkflowSuite<R extends Role> {
  /** The app under test (filled before the first test). */
  t: TestApp;
  /** The house journal submissions go to. */
  journal: { id: number };
  /** A signed-in session per role. */
  as: Record<R, TestSession>;
}

/**
 * Registers the suite's `beforeAll`/`afterAll` and returns its (then filled) records.
 * @param storage the storage to run on (test/s3.ts `storageEnv`, registered before); default the disk
 */
export function workflowSuite<R extends Role>(roles: readonly R[], storage?: StorageEnv): WorkflowSuite<R> {
  const suite = { t: {}, journal: {}, as: Object.fromEntries(roles.map((r) => [r, {}])) } as WorkflowSuite<R>;
  beforeAll(async () => {
    Object.assign(suite.t, await createTestApp(storage?.env ?? {}));
    Object.assign(suite.journal, { id: (await createJournal(suite.t.app.db, { isHouse: true })).id });
    for (const role of roles) Object.assign(suite.as[role], await signInAs(suite.t.app, role));
    // Editors handle the suite's journal (decision 0037: an editor sees only their journals' submissions).
    for (const role of roles) {
      if (role !== 'editor' && role !== 'associate_editor') continue;
      await giveJournalRole(suite.t.app, suite.as[role].user.id, suite.journal.id, role);
    }
  });
  afterAll(async () => {
    await suite.t.close?.();
  });
  return suite;
}
