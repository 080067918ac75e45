/**
 * Assignments (decision 0037) under concurrency (races are tested on PostgreSQL:
 * `node scripts/pg-cluster.mjs -- sh -c 'TEST_DATABASE_URL="$TEST_DATABASE_URL" npx vitest run
 * --project server src/server/features/submissions/assignment-race.test.ts'`). Two
 * editors-in-chief assigning different handling editors at once: both succeed one after the
 * other (row lock), the submission ends with the later one and the history has both, in that
 * order. Two admins giving one account a role on one journal at once: one row, no 500.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { journalEditors, submissionEvents, submissions } from '../../db/schema';
import { giveJournalRole, signInAs, type TestSession } from '../../test/accounts';
import { workflowCalls } from '../../test/workflow-calls';
import { workflowSuite } from '../../test/workflow-suite';

const suite = workflowSuite(['author', 'editor', 'admin']);
const { t, journal, as } = suite;
const { post, upload, draft } = workflowCalls(suite);
const put = (url: string, auth: { authorization: string }, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: auth, payload });

let chiefs: TestSession[];
let editors: TestSession[];
beforeAll(async () => {
  chiefs = [await signInAs(t.app, 'editor'), await signInAs(t.app, 'editor')];
  editors = [await signInAs(t.app, 'editor'), await signInAs(t.app, 'editor')];
  for (const c of chiefs) await giveJournalRole(t.app, c.user.id, journal.id, 'editor_in_chief');
  for (const e of editors) await giveJournalRole(t.app, e.user.id, journal.id, 'editor');
});

describe('concurrent assignments', () => {
  it('serialises two editors-in-chief assigning at once: the last in the history is the one kept', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await draft();
      expect((await upload(`/api/submissions/${id}/upload?kind=manuscript`, as.author.auth)).statusCode).toBe(201);
      expect((await post(`/api/submissions/${id}/submit`, as.author.auth)).statusCode).toBe(200);
      const answers = await Promise.all([
        put(`/api/submissions/${id}/handling-editor`, chiefs[0].auth, { userId: editors[0].user.id }),
        put(`/api/submissions/${id}/handling-editor`, chiefs[1].auth, { userId: editors[1].user.id }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const [row] = await t.app.db.select().from(submissions).where(eq(submissions.id, id));
      const events = await t.app.db
        .select()
        .from(submissionEvents)
        .where(eq(submissionEvents.submissionId, id))
        .orderBy(asc(submissionEvents.id));
      const assigned = events.filter((e) => e.action === 'assign_handling_editor');
      expect(assigned).toHaveLength(2);
      const lastName = editors.find((e) => e.user.id === row.handlingEditorId)!.user.name;
      expect(assigned[1].editorNote).toBe(`handling editor: ${lastName}`);
      expect(assigned[1].actorId).not.toBe(assigned[0].actorId);
    }
  });

  it('keeps one journal role when two admins give it at once', async () => {
    const admin2 = await signInAs(t.app, 'admin');
    const person = await signInAs(t.app, 'editor');
    const url = `/api/admin/users/${person.user.id}/journal-roles/${journal.id}`;
    const answers = await Promise.all([
      put(url, as.admin.auth, { role: 'editor' }),
      put(url, admin2.auth, { role: 'editor_in_chief' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const rows = await t.app.db.select().from(journalEditors).where(eq(journalEditors.userId, person.user.id));
    expect(rows).toHaveLength(1);
    expect(['editor', 'editor_in_chief']).toContain(rows[0].role);
  });
});
