/**
 * The deployment's configuration files as the tests run them (decision 0049;
 * docs/deploy.md): deploy/nginx/genesis.conf is the nginx site a host installs, and
 * scripts/deploy-test.mjs runs that same file, moved to loopback by {@link nginxSiteOnLoopback}
 * (the two upstream ports, the listen addresses, the certificate) and wrapped by
 * {@link nginxTestConfig} in the `http {}` that Debian's /etc/nginx/nginx.conf gives a site
 * (plus temp paths under a prefix, and an X-Upstream header the e2e spec reads).
 * Every replacement must match exactly once: an edit of the site that a test can no longer run
 * fails loudly instead of testing something else.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The files a host installs. */
export const DEPLOY_FILES = {
  nginxSite: path.join(ROOT, 'deploy/nginx/genesis.conf'),
  systemdUnit: path.join(ROOT, 'deploy/systemd/genesis@.service'),
};

/** Replaces the one occurrence of `from` in `text` by `to`; throws when there is not exactly one. */
function replaceOnce(text, from, to) {
  const parts = text.split(from);
  if (parts.length !== 2)
    throw new Error(`deploy/nginx/genesis.conf: expected "${from}" once, found ${parts.length - 1}`);
  return parts.join(to);
}

/**
 * The documented nginx site with loopback addresses.
 * @param {{ upstreams: [string, string], listen: string, redirectListen: string,
 *   certificate: string, key: string }} options
 *   upstreams: `host:port` of instance A and B (for 127.0.0.1:3001 and :3002); listen: the
 *   TLS server's address (for `443`); redirectListen: the plain-HTTP redirect's (for `80`)
 * @returns the site's text
 * @throws Error when the site no longer has one of the lines replaced
 */
export function nginxSiteOnLoopback(options) {
  let site = readFileSync(DEPLOY_FILES.nginxSite, 'utf8');
  site = replaceOnce(site, 'server 127.0.0.1:3001 ', `server ${options.upstreams[0]} `);
  site = replaceOnce(site, 'server 127.0.0.1:3002 ', `server ${options.upstreams[1]} `);
  site = replaceOnce(site, 'listen 80;', `listen ${options.redirectListen};`);
  site = replaceOnce(site, 'listen 443 ssl', `listen ${options.listen} ssl`);
  site = replaceOnce(site, '/etc/letsencrypt/live/journals.example.org/fullchain.pem', options.certificate);
  site = replaceOnce(site, '/etc/letsencrypt/live/journals.example.org/privkey.pem', options.key);
  return site;
}

/**
 * A whole nginx.conf running `site` with every file under `prefix` (run it with
 * `nginx -p prefix -c prefix/nginx.conf`).
 * @param {{ prefix: string, site: string, user?: string }} options user: the workers' user
 *   (root's nginx needs one that may read `prefix`)
 */
export function nginxTestConfig({ prefix, site, user }) {
  return `${user ? `user ${user};\n` : ''}worker_processes 1;
error_log ${prefix}/logs/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 256; }
http {
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  access_log ${prefix}/logs/access.log;
  # For the e2e spec: which instance answered (inherited: the site sets no add_header).
  add_header X-Upstream $upstream_addr always;
${site}
}
`;
}
