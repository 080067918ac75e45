/**
 * The server's run-time paths (src/server/paths.ts; docs/decisions/0062-bundle-built-server.md)
 * hold from the source tree and from the bundle alike: they point at files that exist, and no
 * module of the bundle (the modules esbuild reaches from the server's entries, with the options
 * scripts/build.mjs uses) finds a file from its own location, which in the bundle would be
 * dist/server rather than its directory under src/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../../scripts/server-bundle.mjs';
import { CITATION_VENDOR_DIR, MIGRATIONS_DIR, REPO_ROOT } from './paths';

describe('run-time paths', () => {
  it('resolve from the repository root to the files the server reads', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { name: string };
    expect(pkg.name).toBe('genesis');
    expect(fs.existsSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'))).toBe(true);
    expect(fs.existsSync(path.join(CITATION_VENDOR_DIR, 'chicago-author-date.csl'))).toBe(true);
    expect(fs.existsSync(path.join(REPO_ROOT, 'demo'))).toBe(true);
  });

  it('are the only location-relative lookup among the bundled modules', async () => {
    const { metafile } = await build({ ...serverBuildOptions(), write: false, logLevel: 'silent' });
    const own = Object.keys(metafile.inputs).filter((file) => !file.includes('node_modules/'));
    expect(own).toContain('src/server/paths.ts');
    expect(own).toContain('src/server/main.ts');
    const relative = own.filter(
      (file) =>
        file !== 'src/server/paths.ts' &&
        /import\.meta\.(url|dirname|filename)|__dirname|__filename/.test(
          fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'),
        ),
    );
    expect(relative).toEqual([]);
  });
});
