/**
 * The public face of the deposits feature (docs/decisions/0027-dois-and-deposits.md):
 * DOIs at publication, Crossref deposits sent in the background, and the admin's deposits and
 * DOAJ exports. Anything not exported here is the feature's own (docs/decisions/0015-feature-ownership.md).
 */
export type { DoiRegistration } from './plugin';
export type { RedepositQueue } from './ports';
export { redepositQueue } from './redeposit';
