/**
 * GET /api/articles/{id}/assets/{assetId}/{version}/{file} (docs/decisions/0082-figures-article-assets.md):
 * an article's figure renditions and original files, with immutable caching; and the
 * `assets.convert` job's registration on the job runner (decision 0043), whose run prints the
 * time and peak memory of each article's conversion.
 */
import { getArticleAsset } from '../../../shared/api/endpoints/articles';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { AppError } from '../../lib/errors';
import { sendStoredFile } from '../../lib/send-file';
import { convertArticleAssets } from './convert';
import { findAssetFile } from './service';
import { CONVERT_JOB } from './store';

/** A year: the URL changes with the file, so the answer never does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export default async function assetRoutes(app: AppInstance) {
  const { deps } = app;
  const log = app.log.child({ component: 'assets' });
  // The endpoint table's entry (shared/api/endpoints/articles.ts, decision 0064): a file answer.
  // Images are already compressed: never re-encode them.
  endpointRoute(app, getArticleAsset, { compress: false }, async (request, reply) => {
    const { id, assetId, version, file } = request.params;
    const found = await findAssetFile(deps.db, id, assetId, version, file);
    if (!found) throw new AppError('NOT_FOUND', 'File not found');
    return sendStoredFile(deps.storage, request, reply, found, {
      cacheControl: IMMUTABLE,
      disposition: file === 'original' ? 'attachment' : 'inline',
    });
  });

  app.jobs.register(
    CONVERT_JOB,
    async (payload) => {
      const articleId = Number((payload as { articleId?: unknown }).articleId);
      if (!Number.isInteger(articleId)) return;
      await convertOnOneThread();
      const report = await convertArticleAssets(deps, articleId);
      log.info(
        { articleId, ...report },
        `figures of article ${articleId} converted: ${report.converted} in ${report.ms} ms, ` +
          `RSS ${report.rssBeforeMb} MB before, ${report.rssPeakMb} MB at most`,
      );
    },
    { leaseMs: 30 * 60_000, lane: 'slow' },
  );
}

let oneThread: Promise<void> | undefined;
/**
 * The server converts on one libvips thread, set once (sharp is loaded on the first conversion):
 * an AVIF encode on every core starved the readers' requests for the minute the demo's figures
 * take (decision 0082, amendment "A lane of its own"; `npm run import` keeps every core).
 */
function convertOnOneThread(): Promise<void> {
  oneThread ??= import('sharp').then(({ default: sharp }) => void sharp.concurrency(1));
  return oneThread;
}
