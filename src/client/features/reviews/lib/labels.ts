/** Display texts of the reviewer's reviews. */
import type { Decision } from '../../../../shared/domain/submission-workflow';

/** The recommendation values (seed 001 §5) as the select offers them. */
export const RECOMMENDATION_LABELS: Record<Decision, string> = {
  minor: 'Minor revision',
  major: 'Major revision',
  accept: 'Accept',
  reject: 'Reject',
};
