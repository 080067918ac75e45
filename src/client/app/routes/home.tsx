/**
 * Home route (seed 000 §2 Home): hero, benefits, latest articles, mission, journal
 * portfolio. It lives in app/ because it composes several features, which may not import
 * one another (eslint.config.js import zones). The content-freeze variant and the
 * carousels come in later issues.
 */
import { LatestArticles } from '../../features/articles';
import { Benefits, Hero, Mission } from '../../features/home';
import { JournalPortfolio } from '../../features/journals';

/** The home page. */
export function HomePage() {
  return (
    <>
      <Hero />
      <Benefits />
      <LatestArticles />
      <Mission />
      <JournalPortfolio />
    </>
  );
}
