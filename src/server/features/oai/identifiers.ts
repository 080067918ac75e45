/**
 * OAI identifiers of articles (OAI-PMH §2.4 and the oai-identifier scheme):
 * `oai:{host of PUBLIC_URL}:article/{article id}`. The id, not the DOI: every article has one
 * from the moment it exists, it never changes and is never reused, while a DOI may be missing
 * or corrected (docs/decisions/0025-oai-pmh-and-identifiers.md).
 */

/** The repository identifier: PUBLIC_URL's host name (no port), lower case. */
export function repositoryIdentifier(publicUrl: string): string {
  return new URL(publicUrl).hostname.toLowerCase();
}

/** The oai-identifier scheme's repositoryIdentifier syntax (a domain name with at least one dot). */
const DOMAIN_NAME = /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/;

/** Whether `host` may be described with the oai-identifier scheme in Identify (localhost may not). */
export function isSchemeRepositoryIdentifier(host: string): boolean {
  return DOMAIN_NAME.test(host);
}

/** `oai:{host}:article/{id}`. */
export function oaiIdentifier(host: string, articleId: number): string {
  return `oai:${host}:article/${articleId}`;
}

/**
 * The article id named by `identifier`, or null when it is not one of this repository's
 * identifiers (another host, another kind of item, or an id out of range).
 */
export function articleIdOf(host: string, identifier: string): number | null {
  const prefix = `oai:${host}:article/`;
  if (!identifier.startsWith(prefix)) return null;
  const rest = identifier.slice(prefix.length);
  if (!/^[1-9][0-9]{0,9}$/.test(rest)) return null;
  const id = Number(rest);
  return id <= 2_147_483_647 ? id : null;
}
