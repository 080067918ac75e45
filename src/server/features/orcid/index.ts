/**
 * The public face of the orcid feature (decision 0087): ORCID's configuration, the grants ORCID
 * gave on people's behalf (table orcid_authorizations, tokens sealed at rest), and the sealing
 * of secrets at rest that sso uses for providers' client secrets. Importing deeper is a lint
 * error (docs/decisions/0015-feature-ownership.md).
 */
export { orcidConfig, OrcidConfigError, ORCID_SCOPES, type OrcidConfig } from './config';
export {
  getOrcidAuthorization,
  revokeOrcidAuthorization,
  saveOrcidAuthorization,
  ORCID_ID,
  type NewOrcidAuthorization,
  type OrcidAuthorization,
} from './authorizations';
export { seal, unseal } from './sealed';
