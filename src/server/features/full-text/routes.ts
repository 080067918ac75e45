/**
 * GET /api/articles/{id}/full-text (docs/decisions/0022-jats-full-text.md): the
 * article's full text rendered from its stored JATS.
 */
import { z } from 'zod';
import { errorBody, serialId as id } from '../../../shared/api/common';
import { fullText } from '../../../shared/api/full-text';
import type { AppInstance } from '../../app-types';
import { findFullText } from './service';

export default async function fullTextRoutes(app: AppInstance) {
  app.get(
    '/api/articles/:id/full-text',
    {
      schema: {
        tags: ['articles'],
        summary: "An article's full text, table of contents and references, from its JATS",
        description:
          'The body, appendices and back matter (acknowledgements, funding, data availability, author contributions, competing interests, footnotes, sub-articles) as sanitized HTML; the table of contents (headings in order, with their level); the references, numbered, each with its DOI, PubMed and PMC ids when known and the ids of the in-text citations pointing at it. 404 `Article not found`, or `Full text not available` when the article has no JATS with a body or references.',
        params: z.object({ id }),
        response: { 200: fullText, 400: errorBody, 404: errorBody },
      },
      // The same for every visitor; kept in the public read cache until the catalogue changes (0020).
      config: { publicCache: true },
    },
    async (request) => findFullText(app, request.params.id),
  );
}
