/**
 * Keeps what a newcomer reads true to the repository:
 * - the project's guide (docs/architecture.md) indexes every decision record in docs/decisions/,
 *   and every relative link it holds points at a file that exists: a record added without an
 *   index line, or renamed or renumbered without updating the guide, fails here;
 * - comments cite what a reader of the repository can open (a decision record, the
 *   specification's section, a standard), never a number of the issue tracker, which is not in
 *   the repository. A journal's issue ("volume 2, issue 3", a quoted "Issue 97") is not a
 *   citation and passes.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const docs = path.join(root, 'docs');
const guide = readFileSync(path.join(docs, 'architecture.md'), 'utf8');

/** The targets of the guide's Markdown links that are not URLs, without their #anchor. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]);
}

describe('docs/architecture.md', () => {
  it('links every decision record in docs/decisions/', () => {
    const records = readdirSync(path.join(docs, 'decisions')).filter((f) => /^\d{4}-.+\.md$/.test(f));
    const linked = new Set(relativeLinks(guide).map((target) => path.normalize(target)));
    const missing = records.filter((f) => !linked.has(path.normalize(`decisions/${f}`)));
    expect(records.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('links only files that exist', () => {
    const broken = relativeLinks(guide).filter((target) => !existsSync(path.join(docs, target)));
    expect(broken).toEqual([]);
  });
});

/** A tracker citation: "issue 12", "Issues 12 and 13", not after "Volume 9, " or a quote mark, nor "issues 1 to 3". */
const TRACKER_CITATION = /(?<![Vv]ol(?:ume)? \d+, )(?<!["“])\b[Ii]ssues? \d+\b(?! to \d)/;

/** The comment lines (`//`, `/*`, ` *`) of the repository's source files, as `file:line: text`. */
function commentLinesCitingIssues(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const text = line.trim();
        if (/^(\/\/|\/?\*)/.test(text) && TRACKER_CITATION.test(text)) found.push(`${file}:${i + 1}: ${text}`);
      });
  }
  return found;
}

describe('comments', () => {
  it('cite decision records, the specification or standards, never an issue tracker number', () => {
    const files = execFileSync(
      'git',
      ['ls-files', 'src', 'scripts', 'bench', 'e2e', 'e2e-deploy', 'deploy', '*.ts', '*.js'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((f) => /\.(ts|tsx|mts|mjs|js|cjs)$/.test(f) && !f.includes('/migrations/'));
    expect(files.length).toBeGreaterThan(100);
    expect(commentLinesCitingIssues(files)).toEqual([]);
  });

  it('the check tells a tracker citation from a journal issue', () => {
    expect(TRACKER_CITATION.test('// Bounded by the cap (issue 12).')).toBe(true);
    expect(TRACKER_CITATION.test(' * Issues 12 and 13 asked for it')).toBe(true);
    expect(TRACKER_CITATION.test('/** As a caption: "Volume 9, Issue 97". */')).toBe(false);
    expect(TRACKER_CITATION.test('// volume 1, issues 1 to 3 of the journal')).toBe(false);
    expect(TRACKER_CITATION.test('/** "Issue 97", its title when it has one */')).toBe(false);
  });
});
