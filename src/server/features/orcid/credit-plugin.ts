/**
 * The ORCID credit plugin (decision 0088): decorates `app.orcidCredit`, what publishing and
 * reviewing call in their transactions (./ports.ts), and registers the `orcid.push` job on the
 * job runner (`app.jobs`, decision 0043). Off — `app.orcidCredit` does nothing, no job kind is
 * registered — unless ORCID is configured as a member (`ORCID_API=member` with a client id and
 * secret: `orcidConfig()`), since only the member API writes to records.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { memberApi, type MemberApi } from './member-api';
import { ORCID_CREDIT_OFF, type OrcidCredit, type OrcidGrants } from './ports';
import { ORCID_PUSH_JOB, orcidPushJob, queueArticleWorks, queueReviewItem } from './push';

declare module 'fastify' {
  interface FastifyInstance {
    /** ORCID credit for publishing and reviewing (features/orcid; no-ops when off). */
    orcidCredit: OrcidCredit;
  }
}

export interface OrcidCreditPluginOptions {
  /** The member API's base (`…/v3.0`), or null when ORCID is off or public-API only. */
  memberApiBase: string | null;
  /** The token store (features/orcid/authorizations.ts). */
  grants: OrcidGrants;
  /** The member API client override (default `memberApi(memberApiBase)`). */
  api?: MemberApi;
}

async function orcidCreditPlugin(app: FastifyInstance, opts: OrcidCreditPluginOptions) {
  if (!opts.memberApiBase) {
    app.decorate('orcidCredit', ORCID_CREDIT_OFF);
    return;
  }
  const { grants } = opts;
  const job = orcidPushJob({
    db: app.db,
    api: opts.api ?? memberApi(opts.memberApiBase),
    grants,
    publicUrl: app.config.publicUrl,
  });
  app.jobs.register(ORCID_PUSH_JOB, job.handler, job.options);
  app.decorate('orcidCredit', {
    async articleChanged(tx, articleId) {
      await queueArticleWorks(tx, grants, articleId);
    },
    async reviewCompleted(tx, reviewId, reviewerId) {
      await queueReviewItem(tx, grants, reviewId, reviewerId);
    },
  } satisfies OrcidCredit);
}

export default fp(orcidCreditPlugin, { name: 'orcid-credit', dependencies: ['jobs'] });
