/**
 * The parts of the composition (src/server/deps.ts, decision 0068) whose types this feature
 * declares: the reviewer's own review in an invitation's detail, which features/reviews provides
 * and invitations uses. Like every `ports.ts`, this file imports no use case, so that `Deps` can
 * name these types without an import cycle (docs/decisions/0015-feature-ownership.md).
 */
import type { ReviewerInviteDetail } from '../../../shared/api/submissions';
import type { Db } from '../../db/client';

/** The reviewer's own review of an invitation, as the invitation's detail shows it. */
export type InvitationReview = NonNullable<ReviewerInviteDetail['review']>;

/**
 * The review of invitation `inviteId` of submission `submissionId`, or null (features/reviews
 * gives it; app.ts puts it into `Deps.reviewOf`).
 */
export type ReviewOfInvitation = (db: Db, inviteId: number, submissionId: number) => Promise<InvitationReview | null>;
