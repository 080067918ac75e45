/**
 * Volume and issue routes (docs/decisions/0029-volumes-and-issues.md):
 * GET /api/journals/{abbreviation}/issues (the back catalogue),
 * GET /api/journals/{abbreviation}/issues/{volume} (a volume's table of contents) and
 * GET /api/journals/{abbreviation}/issues/{volume}/{number} (an issue's). Public-cache routes
 * (docs/decisions/0020-public-read-cache.md): issue records change with the catalogue version.
 * Paths, schemas and answers: the endpoint table, shared/api/endpoints/catalogue.ts (decision 0064).
 */
import * as endpoints from '../../../shared/api/endpoints/catalogue';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
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

/** The options of a public-cache route (decision 0020), a new object for each route. */
const publicCache = () => ({ config: { publicCache: true } });

export default async function issueRoutes(app: AppInstance) {
  endpointRoute(app, endpoints.listJournalVolumes, publicCache(), async (request) =>
    listJournalVolumes(app.db, (await journalOf(app.db, request.params.abbreviation)).id),
  );

  endpointRoute(app, endpoints.getVolumeContents, publicCache(), async (request) => {
    const { abbreviation, volume } = request.params;
    const journal = await journalOf(app.db, abbreviation);
    const contents = await issueContents(app.db, journal, volume, undefined);
    if (!contents) throw new AppError('NOT_FOUND', `${journal.abbreviation} has no volume ${volume}`);
    return contents;
  });

  endpointRoute(app, endpoints.getIssueContents, publicCache(), async (request) => {
    const { abbreviation, volume, number } = request.params;
    const journal = await journalOf(app.db, abbreviation);
    const contents = await issueContents(app.db, journal, volume, number);
    if (!contents)
      throw new AppError('NOT_FOUND', `${journal.abbreviation} has no issue ${number} in volume ${volume}`);
    return contents;
  });
}
