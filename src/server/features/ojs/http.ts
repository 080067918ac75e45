/**
 * The HTTP face of the ojs feature, registered by app.ts: the export to OJS Native XML
 * (export-routes.ts, docs/decisions/0092-ojs-export.md), and old OJS links answering 301 to their
 * Genesis page (old-links.ts, docs/decisions/0091-ojs-native-import.md). The links are an
 * `onRequest` hook, not routes: OJS's paths (`/{path}/article/view/…`) overlap the site's page
 * route, and an unknown one must reach that route to get the site's 404 page. The hook is
 * synchronous for every other request (one regular expression test; decision 0061) and reads the
 * mapping only for OJS-shaped paths.
 */
import fp from 'fastify-plugin';
import type { AppInstance } from '../../app-types';
import { parseOjsLink, resolveOjsLink } from './old-links';

/** Paths that may be OJS links: `/index.php/…`, or `…/article/(view|download)/…`, `…/issue/(view|archive)…`. */
const OJS_SHAPED = /^\/(index\.php\/|[^/]+\/(article\/(view|download)\/|issue\/(view\/|archive)))/;

async function ojsOldLinks(app: AppInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if (!OJS_SHAPED.test(pathname)) return done();
    const link = parseOjsLink(pathname);
    if (!link) return done();
    resolveOjsLink(app.db, link).then(
      (target) => {
        if (target === null) return done();
        void reply.header('cache-control', 'public, max-age=3600').redirect(target, 301);
      },
      (err: unknown) => done(err as Error),
    );
  });
}

/** Registered at the root (fastify-plugin): the hook must see the page route's requests. */
export const ojsRoutes = fp(ojsOldLinks, { name: 'ojs-old-links' });

export { default as ojsExportRoutes } from './export-routes';
export { default as ojsUploadRoutes } from './upload-routes';
