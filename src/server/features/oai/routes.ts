/**
 * GET and POST /oai (docs/decisions/0025-oai-pmh-and-identifiers.md): the OAI-PMH 2.0 base URL of
 * the public catalogue. GET takes the arguments in the query; POST in an
 * application/x-www-form-urlencoded body (§3.1.1.2). Answers are `text/xml` with HTTP 200, protocol
 * errors included (§3.6); the base URL and every link come from PUBLIC_URL, never from the
 * request's headers.
 */
import { PUBLISHER } from '../../../shared/domain/publisher';
import type { AppInstance } from '../../app-types';
import { appSecret } from '../accounts';
import type { OaiContext } from './context';
import { repositoryIdentifier } from './identifiers';
import { answerOai } from './service';
import { TOKEN_SECRET_NAME } from './token';

const CONTENT_TYPE = 'text/xml; charset=utf-8';

/** The OAI-PMH schema's emailType: a domain with a dot (`editorial@localhost` is not one). */
const OAI_EMAIL = /^\S+@(\S+\.)+\S+$/;

const DESCRIPTION =
  'OAI-PMH 2.0 (http://www.openarchives.org/OAI/openarchivesprotocol.html): the verbs Identify, ListMetadataFormats, ListSets, ListIdentifiers, ListRecords and GetRecord; metadata formats `oai_dc` and `jats`; sets `journal:{journal slug}` and `type:{article type slug}`; identifiers `oai:{host}:article/{id}`; resumption tokens every 100 items; withdrawn articles as deleted records. Answers XML with HTTP 200, protocol errors included.';

/** Registers the OAI-PMH endpoint (GET and POST /oai). */
export default async function oaiRoutes(app: AppInstance) {
  const publicUrl = app.config.publicUrl;
  const ctx: OaiContext = {
    db: app.db,
    storage: app.storage,
    publicUrl,
    baseUrl: `${publicUrl}/oai`,
    host: repositoryIdentifier(publicUrl),
    adminEmail: OAI_EMAIL.test(app.config.editorialEmail) ? app.config.editorialEmail : PUBLISHER.email,
    tokenSecret: appSecret(app.db, TOKEN_SECRET_NAME),
    now: () => new Date(),
  };

  // Form bodies of POST /oai only (this plugin's scope): the raw string, parsed below.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  const schema = { tags: ['oai'], summary: 'OAI-PMH 2.0 repository of the catalogue', description: DESCRIPTION };

  app.get('/oai', { schema }, async (request, reply) => {
    const at = request.url.indexOf('?');
    const params = new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
    return reply.type(CONTENT_TYPE).send(await answerOai(ctx, params));
  });

  app.post('/oai', { schema }, async (request, reply) => {
    const params = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    return reply.type(CONTENT_TYPE).send(await answerOai(ctx, params));
  });
}
