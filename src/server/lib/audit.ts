/**
 * The one writer of the admin audit log (decision 0010; table `admin_audit`, owned by admin,
 * docs/decisions/0015-feature-ownership.md): every admin or manager action is recorded in the
 * action's own transaction, so the line exists exactly when the action committed. It lives in
 * lib, not in features/admin, because journals, mail-templates and admin all record actions,
 * and a feature importing admin would close an import cycle (admin builds on journals).
 * Admin's log page (`auditPage`, features/admin/audit.ts) reads what this writes.
 */
import type { DbOrTx } from '../db/client';
import { adminAudit } from '../db/schema';

/**
 * Records that `actorId` did `action` (e.g. 'intake.archive', 'journal.update') on
 * `targetType` #`targetId` (stored as text), with an optional free-text `detail` and the id of
 * the journal the action concerns (`journalId`, for the log's journal filter, decision 0075),
 * inside `tx`.
 */
export async function audit(
  tx: DbOrTx,
  entry: {
    actorId: number;
    action: string;
    targetType: string;
    targetId: number | string;
    detail?: string | null;
    journalId?: number | null;
  },
): Promise<void> {
  await tx.insert(adminAudit).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    detail: entry.detail ?? null,
    journalId: entry.journalId ?? null,
  });
}
