/**
 * The public face of the ojs feature: moving a journal between Genesis and Open Journal Systems
 * in OJS's Native XML: the import of an export, its validation and the records it brought in
 * (decision 0091), and the export (decision 0092). Anything not exported here is the feature's
 * own; importing deeper from another feature is a lint error
 * (docs/decisions/0015-feature-ownership.md).
 */
export {
  checkOjsExport,
  exportOjsNative,
  OJS_FORMATS,
  type OjsExportOptions,
  type OjsExportResult,
  type OjsFormat,
} from './export';
export {
  importOjsNative,
  importedRecord,
  OjsImportError,
  type OjsImportOptions,
  type OjsImportReport,
} from './import-native';
export {
  importOjsUsers,
  OJS_ROLE_MAP,
  type OjsUserOutcome,
  type OjsUsersImportOptions,
  type OjsUsersReport,
} from './import-users';
export { redepositImportedDois } from './redeposit';
export { previewOjsImport, type OjsImportPreview, type PreviewCount } from './preview';
export { detectOjsFormat, validateOjsExport, type OjsValidation, type OjsVersion } from './import-validate';
