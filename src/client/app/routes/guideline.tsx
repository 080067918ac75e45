/**
 * Guideline route, /guidelines/{type} (seed 000 §2 "Guideline pages", "Join applications"):
 * the guidelines feature's page, with the intake feature's join application form on the
 * three join pages. It lives in app/ because it composes two features, which may not
 * import one another (eslint.config.js import zones).
 */
import { JOIN_KIND_INFO, JOIN_KINDS, type JoinKind } from '../../../shared/domain/intake';
import type { PagePrefetch } from '../page-data';
import { prefetchIntakeJournals } from '../../features/intake/api/get-intake-journals';
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

const JOIN_PAGE_PATHS = new Set(JOIN_KINDS.map((kind) => JOIN_KIND_INFO[kind].pagePath));

/**
 * Server render of a guideline page: the three join pages load the journal dropdown's list
 * (decision 0046: the journals accepting submissions); the other guideline pages load nothing.
 */
export const prefetchGuidelineRoute: PagePrefetch = async (context) => {
  if (JOIN_PAGE_PATHS.has(context.url.pathname.replace(/\/+$/, ''))) await prefetchIntakeJournals(context);
};
