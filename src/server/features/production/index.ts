/**
 * The public face of the production feature (docs/decisions/0065-production-feature.md): what
 * the app and other features may use of production — the proof, the production metadata
 * (decision 0028), the web full text made from the accepted Word manuscript, the generated JATS,
 * publishing one article or an issue, and the issue a manuscript is assigned to (decision 0032).
 * It builds on features/submissions (whose index it calls for every change of a submission's
 * own rows) and owns `production_metadata` (db/schema/production.ts). Anything not exported here
 * is the feature's own; importing deeper from another feature is a lint error
 * (docs/decisions/0015-feature-ownership.md).
 */
export { approveProof } from './approve-proof';
export { assignIssue } from './assign-issue';
export { docxToHtml, webVersionOf } from './docx-html';
export { htmlToJatsBody } from './html-jats';
export { generateJats, type JatsArticleInput } from './jats-generate';
export { publishArticle, type PublishResult } from './publish-article';
export { publishIssue } from './publish-issue';
export { contributorsOf } from './publish-source';
export { markSavedAuthorOrcid } from './connected-orcid';
export { readIssueAssignment } from './read-issue-assignment';
export { readProductionMetadata } from './read-production-metadata';
export { readWebProof } from './read-web-proof';
export { requestProofCorrections } from './request-proof-corrections';
export { saveProductionMetadata } from './save-production-metadata';
export { startProduction } from './start-production';
export { uploadProof } from './upload-proof';
