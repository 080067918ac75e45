/**
 * The public face of the reviews feature: submitting a review (with its attachment), and what
 * is shown of reviews — the editor's view, the author's blind view once a round is decided,
 * the reviewer's own review in their invitation, and who may read a review's attachment. It
 * owns the `reviews` table. Anything not exported here is the feature's own; importing deeper
 * from another feature is a lint error (docs/decisions/0015-feature-ownership.md).
 */
export { attachmentReaderOf, reviewOfInvitation, reviewsOf } from './views';
