/**
 * The deployment's files (docs/decisions/0049-tested-deployment.md; docs/deploy.md) are what the tools
 * accept: the systemd unit deploy/systemd/genesis@.service passes `systemd-analyze verify` as
 * an instance (genesis@3001) with no warning, and the nginx site deploy/nginx/genesis.conf, as
 * scripts/deploy-test.mjs runs it, passes `nginx -t`. Each check is skipped, saying why, when
 * its tool is not installed (Debian: systemd, nginx-light, openssl). docs/deploy.md names the
 * files rather than keeping copies that could drift.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEPLOY_FILES, nginxSiteOnLoopback, nginxTestConfig } from '../scripts/deploy-config.mjs';

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`]).status === 0;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-deploy-config-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('deploy/systemd/genesis@.service', () => {
  // The unit starts Debian's node (package nodejs); verify checks that ExecStart's program exists.
  it.skipIf(!has('systemd-analyze') || !fs.existsSync('/usr/bin/node'))(
    'passes systemd-analyze verify as genesis@3001 without a warning (skipped without systemd-analyze or /usr/bin/node)',
    () => {
      const dir = path.join(tmp, 'systemd');
      fs.mkdirSync(dir);
      fs.copyFileSync(DEPLOY_FILES.systemdUnit, path.join(dir, 'genesis@.service'));
      fs.symlinkSync('genesis@.service', path.join(dir, 'genesis@3001.service'));
      const result = spawnSync('systemd-analyze', ['verify', '--man=no', path.join(dir, 'genesis@3001.service')], {
        encoding: 'utf8',
      });
      // Unknown keys and bad values are only warnings (exit 0): the output must be empty too.
      expect({ status: result.status, output: `${result.stdout}${result.stderr}`.trim() }).toEqual({
        status: 0,
        output: '',
      });
    },
  );

  it('runs the built server as npm start does, with SIGTERM as the stop signal', () => {
    const unit = fs.readFileSync(DEPLOY_FILES.systemdUnit, 'utf8');
    // The bundle scripts/build.mjs writes (decision 0062), with the flags `npm start` gives it.
    const execStart = /^ExecStart=\/usr\/bin\/node (.+)$/m.exec(unit);
    const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(execStart?.[1]).toBe('--enable-source-maps dist/server/main.js');
    expect(pkg.scripts.start).toBe(`node ${execStart?.[1]}`);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(unit).toMatch(/^Environment=PORT=%i$/m);
  });
});

describe('deploy/nginx/genesis.conf', () => {
  it.skipIf(!has('nginx') || !has('openssl'))(
    'passes nginx -t as the deployment test runs it (skipped without nginx or openssl)',
    () => {
      const prefix = path.join(tmp, 'nginx');
      fs.mkdirSync(path.join(prefix, 'logs'), { recursive: true });
      const certificate = path.join(prefix, 'cert.pem');
      const key = path.join(prefix, 'key.pem');
      const cert = spawnSync('openssl', [
        ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
        ...['-keyout', key, '-out', certificate],
      ]);
      expect(cert.status).toBe(0);
      const site = nginxSiteOnLoopback({
        upstreams: ['127.0.0.1:13001', '127.0.0.1:13002'],
        listen: '127.0.0.1:13443',
        redirectListen: '127.0.0.1:13080',
        certificate,
        key,
      });
      const user = process.getuid?.() === 0 ? 'root' : undefined;
      fs.writeFileSync(path.join(prefix, 'nginx.conf'), nginxTestConfig({ prefix, site, user }));
      const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
      const result = spawnSync(nginx, ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
        encoding: 'utf8',
      });
      expect(result.stderr).toContain('test is successful');
      expect(result.status).toBe(0);
      // The documented proxy settings are the ones tested.
      expect(site).toContain('proxy_next_upstream error timeout http_502 http_503;');
      expect(site).toContain('server 127.0.0.1:13002 max_fails=1 fail_timeout=5s;');
    },
  );
});

describe('docs/deploy.md', () => {
  it('names the files instead of copying them', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../docs/deploy.md'), 'utf8');
    expect(doc).toContain('deploy/systemd/genesis@.service');
    expect(doc).toContain('deploy/nginx/genesis.conf');
    expect(doc).not.toMatch(/```(ini|nginx)/);
  });
});
