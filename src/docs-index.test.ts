/**
 * Keeps the project's guide (docs/architecture.md) true to the repository: its index lists
 * every decision record in docs/decisions/, and every relative link it holds (records, other
 * docs, anchors' files) points at a file that exists. A record added without an index line, or
 * renamed or renumbered without updating the guide, fails here.
 */
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
