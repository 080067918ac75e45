/**
 * GET /api/articles/{id}/full-text (docs/decisions/0022-jats-full-text.md): the
 * article's full text rendered from its stored JATS.
 */
import { getFullText } from '../../../shared/api/endpoints/articles';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { findFullText } from './service';

export default async function fullTextRoutes(app: AppInstance) {
  // The endpoint table's entry (shared/api/endpoints/articles.ts, decision 0064). The same for
  // every visitor; kept in the public read cache until the catalogue changes (0020).
  endpointRoute(app, getFullText, { config: { publicCache: true } }, async (request) =>
    findFullText(app, request.params.id),
  );
}
