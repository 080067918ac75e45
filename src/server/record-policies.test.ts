/**
 * Proves "every per-record permission goes through the record policies"
 * (docs/decisions/0066-record-policies.md; docs/architecture.md "How a request flows",
 * step 3): outside the policy files (`features/<feature>/policy.ts`) and the contract
 * (`lib/authorize.ts`), no server source compares a record's owner, author or reviewer with
 * the caller's id, tests the caller's site role by string, or reads a journal role to decide
 * what the caller may do. Such a check belongs in the feature's policy, as a named action.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('.', import.meta.url));

/** What a per-record check outside a policy looks like, with why it is one. */
const PATTERNS: { pattern: RegExp; what: string }[] = [
  { pattern: /\b(?:editsJournal|editorStanding)\s*\(/, what: 'the removed ad-hoc submission scope helpers' },
  { pattern: /\bjournalRoleOf\s*\(/, what: "reads a journal role to decide (the policy's facts loader does)" },
  {
    pattern:
      /\b(?:authorId|reviewerId|handlingEditorId|associateEditorId|ownerId|uploadedBy)\s*[!=]==?\s*(?:[\w.]+\.)?(?:user|editor|actor)!?\.id\b/,
    what: "compares a record's person with the caller",
  },
  {
    pattern:
      /\b(?:user|editor|actor)!?\.id\s*[!=]==?\s*[\w.]*\.(?:authorId|reviewerId|handlingEditorId|associateEditorId|ownerId|uploadedBy)\b/,
    what: "compares the caller with a record's person",
  },
  { pattern: /\b(?:request\.)?user!?\.role\s*[!=]==?\s*'/, what: "tests the caller's site role by string" },
];

/** Files where these are the rule itself: the policies, the contract, and the journal roles' own use cases. */
const POLICY_FILES = [
  /^features\/[\w-]+\/policy\.ts$/,
  /^lib\/authorize\.ts$/,
  /^features\/journals\/journal-roles\.ts$/,
];

/** Not scanned: tests and test support. */
const SKIPPED = [/^test\//, /\.test\.tsx?$/, /\.test-helper\.ts$/];

/**
 * Matches that are not a permission on a record, by `file|line text` → why. The list may only
 * shrink: an entry that no longer matches fails too.
 */
const KNOWN: Record<string, string> = {
  "features/admin/triage.ts|if (user.role === 'admin' || user.role === 'editor_in_chief') {":
    "the applicant's account (an accepted join application), not the caller",
  "features/accounts/password-reset.ts|if (!user || user.deactivatedAt || (request.adminOnly && user.role !== 'admin')) return true;":
    'the account whose reset was asked for (an admin-only reset link), not the caller',
  'features/admin/editor-scope.ts|const role = await journalRoleOf(tx, account.id, journalId);':
    "the role of the editor an intake names, to choose the slot they are assigned to (decision 0037's conversion), not the caller's",
  'features/ojs/import-users.ts|const had = await journalRoleOf(tx, userId, options.journalId);':
    "the journal role an imported OJS account already holds, so that an import raises it and never lowers it (decision 0096), not the caller's",
  'features/admin/editor-scope.ts|if (!(await journalRoleOf(tx, input.userId, journalId))) {':
    'whether the editor an intake names holds a role on the journal, not the caller',
};

/** Every `.ts`/`.tsx` file under `dir`, relative to src/server, `/`-separated. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) ? [path.relative(serverRoot, full).split(path.sep).join('/')] : [];
  });
}

/** The per-record checks in file `rel` (relative to src/server) with text `text`, as `file|line` keys. */
export function violationsIn(rel: string, text: string): { key: string; what: string }[] {
  if (POLICY_FILES.some((p) => p.test(rel)) || SKIPPED.some((p) => p.test(rel))) return [];
  const found: { key: string; what: string }[] = [];
  for (const line of text.split('\n')) {
    const code = line.replace(/\/\/.*$/, '').trim();
    if (code.startsWith('*') || code.startsWith('/*')) continue;
    const hit = PATTERNS.find((p) => p.pattern.test(code));
    if (hit) found.push({ key: `${rel}|${code}`, what: hit.what });
  }
  return found;
}

describe('record permissions live in the record policies (decision 0066)', () => {
  const all = sources(serverRoot).flatMap((rel) => violationsIn(rel, readFileSync(path.join(serverRoot, rel), 'utf8')));

  it('no feature checks a record permission outside its policy', () => {
    const unknown = all.filter((v) => !(v.key in KNOWN)).map((v) => `${v.key}  (${v.what})`);
    expect(unknown).toEqual([]);
  });

  it('every known exception still happens (the list only shrinks)', () => {
    const seen = new Set(all.map((v) => v.key));
    expect(Object.keys(KNOWN).filter((k) => !seen.has(k))).toEqual([]);
  });

  it('fires on a planted violation of each kind, and not in a policy file or a comment', () => {
    const planted = [
      "  if (!(await editsJournal(db, user, row.journalId))) throw new AppError('NOT_FOUND', 'x');",
      '  const role = await journalRoleOf(db, user.id, row.journalId);',
      "  if (row.authorId !== user.id) throw new AppError('NOT_FOUND', 'x');",
      '  if (i.reviewerId === request.user!.id) return i;',
      '  const mine = user.id === row.handlingEditorId;',
      "  if (request.user!.role === 'admin') return row;",
    ];
    for (const line of planted) {
      expect(violationsIn('features/submissions/planted.ts', line), line).toHaveLength(1);
    }
    expect(violationsIn('features/submissions/policy.ts', planted[2])).toEqual([]);
    expect(violationsIn('features/submissions/planted.ts', ` * ${planted[2]}`)).toEqual([]);
    expect(violationsIn('features/submissions/planted.test.ts', planted[2])).toEqual([]);
  });
});
