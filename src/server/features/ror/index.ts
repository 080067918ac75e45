/**
 * The ror feature's use cases for other features and the command line
 * (docs/decisions/0090-ror-and-languages.md): load ROR's data dump, search organisations,
 * match a typed affiliation to one ROR record.
 */
export { loadRorDump, type RorLoadReport } from './load';
export { foldName } from './records';
export { matchRor, searchRor, type RorHit, type RorMatch } from './search';
