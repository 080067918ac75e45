/**
 * Guideline route, /guidelines/{type} (seed 000 §2 "Guideline pages", "Join applications"):
 * the guidelines feature's page, with the intake feature's join application form on the
 * three join pages. It lives in app/ because it composes two features, which may not
 * import one another (eslint.config.js import zones).
 */
import type { JoinKind } from '../../../shared/domain/intake';
import { GuidelinePage } from '../../features/guidelines/pages/guideline-page';
import { JoinApplicationForm } from '../../features/intake/joins/components/join-application-form';

/** The join application form of `kind`, as the join pages mount it. */
function joinApplicationForm(kind: JoinKind) {
  return <JoinApplicationForm kind={kind} />;
}

/** The guideline page of the route's type; its join pages mount the application form. */
export function GuidelineRoute() {
  return <GuidelinePage applicationForm={joinApplicationForm} />;
}
