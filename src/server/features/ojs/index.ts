/**
 * The public face of the ojs feature (moving a journal in from Open Journal Systems, decision
 * 0091): the import of a Native XML export, its validation, and the records it brought in.
 * Anything not exported here is the feature's own; importing deeper from another feature is
 * a lint error (docs/decisions/0015-feature-ownership.md).
 */
export {
  importOjsNative,
  importedRecord,
  OjsImportError,
  type OjsImportOptions,
  type OjsImportReport,
} from './import-native';
export { detectOjsFormat, validateOjsExport, type OjsValidation, type OjsVersion } from './import-validate';
