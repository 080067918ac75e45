/**
 * Home route (seed 000 §2 Home): hero, benefits, latest articles, mission, journal
 * portfolio. It lives in app/ because it composes several features, which may not import
 * one another (eslint.config.js import zones). The two catalogue sections read the
 * public-content freeze flag themselves (seed 000 §2, §9).
 */
import { staticPageMeta } from '../../../shared/seo/page-meta';
import { getLatestArticlesQueryOptions, LatestArticles } from '../../features/articles';
import { Benefits, Hero, Mission } from '../../features/home';
import { getAllJournalsQueryOptions, JournalPortfolio } from '../../features/journals';
import { usePageMeta } from '../../lib/page-meta';
import { StaticRegion } from '../../lib/static-region';
import { feedLinks } from '../../../shared/seo/feeds';
import { flags } from '../../lib/flags';
import type { PagePrefetch } from '../page-data';

const HOME_META = staticPageMeta('/');
/** The site's feeds, announced in the head (decision 0026). */
const SITE_FEEDS = feedLinks();

/**
 * The home page. `freeze` overrides the build's public-content freeze flag (for tests);
 * left undefined, each section uses `flags.publicContentFreeze`.
 */
export function HomePage({ freeze }: { freeze?: boolean } = {}) {
  usePageMeta(HOME_META.title, HOME_META.description, SITE_FEEDS);
  return (
    <>
      {/* The fixed sections are markup and links only: adopted, not hydrated (decision 0034). */}
      <StaticRegion id="home:hero">
        <Hero />
      </StaticRegion>
      <StaticRegion id="home:benefits">
        <Benefits />
      </StaticRegion>
      <LatestArticles freeze={freeze} />
      <StaticRegion id="home:mission">
        <Mission />
      </StaticRegion>
      <JournalPortfolio freeze={freeze} />
    </>
  );
}

/** Server render (decision 0018): the latest articles and the journal portfolio, unless the content is frozen. */
export const prefetchHomePage: PagePrefetch = async ({ queryClient }) => {
  if (flags.publicContentFreeze) return;
  await Promise.all([
    queryClient.prefetchQuery(getLatestArticlesQueryOptions()),
    queryClient.prefetchQuery(getAllJournalsQueryOptions()),
  ]);
};
