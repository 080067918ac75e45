/**
 * The parts of the composition (src/server/deps.ts, decision 0068) whose types this feature
 * declares: what it takes from invitations and reviews (peer-review.ts). Like every `ports.ts`,
 * this file imports no use case, so that `Deps` can name these types without an import cycle.
 */
export type { CloseInvitations, PeerReviewViews } from './peer-review';
