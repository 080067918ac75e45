/**
 * The HTTP face of features/orcid: ORCID credit's Fastify plugins (decision 0088), registered
 * by app.ts, and the plugin's options from ORCID's configuration (decision 0087's `orcidConfig()`): on only
 * when ORCID is configured as a member (`ORCID_API=member`).
 */
import type { FastifyInstance } from 'fastify';
import { orcidConfig } from './config';
import { storedGrants } from './credit-grants';
import type { OrcidCreditPluginOptions } from './credit-plugin';

export { default as orcidCreditPlugin } from './credit-plugin';
export { default as orcidCreditRoutes } from './credit-routes';

/**
 * The credit plugin's options for `app`: the member API's base when ORCID is a member, and the
 * grants of the token store in `app.db`.
 * @param env the environment ORCID's variables are read from (default process.env)
 * @throws OrcidConfigError for a set but unusable ORCID variable
 */
export function orcidCreditOptions(
  app: FastifyInstance,
  env: NodeJS.ProcessEnv = process.env,
): OrcidCreditPluginOptions {
  const config = orcidConfig(env);
  return { memberApiBase: config?.member ? config.apiBase : null, grants: storedGrants(app.db) };
}
