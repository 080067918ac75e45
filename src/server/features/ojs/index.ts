/**
 * The public face of the ojs feature: moving a journal between Genesis and Open Journal Systems
 * in OJS's Native XML. Anything not exported here is the feature's own; importing deeper from
 * another feature is a lint error (docs/decisions/0015-feature-ownership.md).
 */
export {
  checkOjsExport,
  exportOjsNative,
  OJS_FORMATS,
  type OjsExportOptions,
  type OjsExportResult,
  type OjsFormat,
} from './export';
