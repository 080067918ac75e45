/**
 * Volume and issue routes (docs/decisions/0029-volumes-and-issues.md):
 * GET /api/journals/{abbreviation}/issues (the back catalogue),
 * GET /api/journals/{abbreviation}/issues/{volume} (a volume's table of contents) and
 * GET /api/journals/{abbreviation}/issues/{volume}/{number} (an issue's). Public-cache routes
 * (docs/decisions/0020-public-read-cache.md): issue records change with the catalogue version.
 */
import { issueContents as issueContentsSchema, issueParams, journalVolumes } from '../../../shared/api/issues';
import { errorBody } from '../../../shared/api/common';
import type { AppInstance } from '../../app-types';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { issueContents, listJournalVolumes } from './issues';
import { findJournalByAbbreviation } from './service';

/** The journal of `abbreviation` (case-insensitive). @throws AppError NOT_FOUND */
async function journalOf(db: Db, abbreviation: string) {
  const found = await findJournalByAbbreviation(db, abbreviation);
  if (!found) throw new AppError('NOT_FOUND', `Journal "${abbreviation}" not found`);
  return { id: found.id, title: found.title, abbreviation: found.abbreviation };
}

export default async function issueRoutes(app: AppInstance) {
  app.get(
    '/api/journals/:abbreviation/issues',
    {
      schema: {
        tags: ['journals'],
        summary: "A journal's volumes and issues, newest first, with article counts and its current issue",
        description:
          'Every volume with its issues (numbers as printed; `number` is "" for a volume\'s articles without an issue number), each with its article count; `current` is the issue marked current, else the newest issue with articles. Announced (`future`) issues are not listed. 404 for an unknown journal.',
        params: issueParams.pick({ abbreviation: true }),
        response: { 200: journalVolumes, 400: errorBody, 404: errorBody },
      },
      config: { publicCache: true },
    },
    async (request) => listJournalVolumes(app.db, (await journalOf(app.db, request.params.abbreviation)).id),
  );

  app.get(
    '/api/journals/:abbreviation/issues/:volume',
    {
      schema: {
        tags: ['journals'],
        summary: 'The table of contents of one volume (all its issues)',
        description:
          'Articles of every issue of the volume, by article type, then first page. 404 for an unknown journal or volume.',
        params: issueParams.pick({ abbreviation: true, volume: true }),
        response: { 200: issueContentsSchema, 400: errorBody, 404: errorBody },
      },
      config: { publicCache: true },
    },
    async (request) => {
      const { abbreviation, volume } = request.params;
      const journal = await journalOf(app.db, abbreviation);
      const contents = await issueContents(app.db, journal, volume, undefined);
      if (!contents) throw new AppError('NOT_FOUND', `${journal.abbreviation} has no volume ${volume}`);
      return contents;
    },
  );

  app.get(
    '/api/journals/:abbreviation/issues/:volume/:number',
    {
      schema: {
        tags: ['journals'],
        summary: 'The table of contents of one issue',
        description:
          'Articles of the issue grouped by article type (Editorial, Research Article, Review, … then by name), each group by first page, with page ranges and PDF links. 404 for an unknown journal or issue.',
        params: issueParams,
        response: { 200: issueContentsSchema, 400: errorBody, 404: errorBody },
      },
      config: { publicCache: true },
    },
    async (request) => {
      const { abbreviation, volume, number } = request.params;
      const journal = await journalOf(app.db, abbreviation);
      const contents = await issueContents(app.db, journal, volume, number);
      if (!contents)
        throw new AppError('NOT_FOUND', `${journal.abbreviation} has no issue ${number} in volume ${volume}`);
      return contents;
    },
  );
}
