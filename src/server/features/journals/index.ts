/**
 * The public face of the journals feature: what other features may use. Anything not
 * exported here is the feature's own (docs/decisions/0015-feature-ownership.md).
 */
export { findOrCreateJournal, refreshCurrentIssue, type ParsedJournal } from './source-journals';
