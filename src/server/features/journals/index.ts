/**
 * The public face of the journals feature: what the app and other features may use (the journals,
 * the house seed, and the source journals of imported articles).
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export { seedHouseJournals } from './seed';
export { findIntakeJournal, findJournalByAbbreviation, findJournalRef, type IntakeJournal } from './service';
export { findOrCreateJournal, refreshCurrentIssue, type ParsedJournal } from './source-journals';
export { issueIdsFor, issueKeyOf, type ArticleIssueRef } from './issue-records';
export { addApplicantToBoard, boardRoleOfJoinKind } from './board';
export {
  auditIssue,
  findIssue,
  makeIssueCurrent,
  publicationIssue,
  upsertImportedIssue,
  type ImportedIssue,
  type PublicationIssue,
} from './issue-management';
export {
  assertJournalScoped,
  JOURNAL_MANAGER_ROLES,
  JOURNAL_SCOPED_PATH,
  journalScope,
  journalScoped,
  scopedJournalOf,
  type JournalAccess,
  type JournalScopeConfig,
  type ScopedJournal,
} from './journal-scope';
export {
  editorsOfJournal,
  journalOfApplication,
  journalRoleOf,
  journalRolesOf,
  pruneJournalRoles,
  removeJournalRole,
  setJournalRole,
  type JournalEditorEntry,
  type JournalRoleEntry,
} from './journal-roles';
