import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { QueryCarousel } from '../../../components/ui/carousel';
import { ShowcaseSection, type FrozenNotice } from '../../../components/ui/section-heading';
import { flags } from '../../../lib/flags';
import { useLatestArticles } from '../api/get-latest-articles';
import { ArticleCard } from './article-card';

/** Height the carousel reserves while loading: about one article card. */
const RESERVE = 'min-h-[17.25rem]';

/** The articles carousel from `GET /api/articles?limit=6`, with its loading, error and empty states. */
function LatestArticlesCarousel() {
  return (
    <QueryCarousel
      label="Latest articles"
      query={useLatestArticles()}
      messages={{
        loading: 'Loading latest articles…',
        error: 'Error loading articles. Please try again later.',
        empty: 'No articles available at the moment.',
      }}
      reserveClassName={RESERVE}
    >
      {(article) => <ArticleCard key={article.id} article={article} />}
    </QueryCarousel>
  );
}

/** Shown instead of the articles while the public content is frozen: no data is requested. */
const ARTICLES_COMING_SOON: FrozenNotice = {
  title: 'Coming Soon',
  text:
    'Our first articles are in production. Submit your research today to be among the first authors published in ' +
    'Genesis journals.',
  action: (
    <ButtonLink to={paths.submitManuscript.getHref()} className="mt-6">
      Submit Your Manuscript
    </ButtonLink>
  ),
};

/**
 * Home "Latest Articles" (seed 000 §2 Home): a carousel of the 6 newest articles with
 * loading, error and empty states, and 'View All Articles'. With the public-content freeze
 * on (`freeze`, default the build flag) it shows 'Coming Soon' with a submit link instead
 * and makes no request.
 */
export function LatestArticles({ freeze = flags.publicContentFreeze }: { freeze?: boolean }) {
  return (
    <ShowcaseSection
      id="latest-articles-heading"
      title="Latest Articles"
      eyebrow="Recently published"
      intro="New peer-reviewed research from across our journals, free to read."
      tone="white"
      viewAll={{ to: paths.articles.getHref(), label: 'View All Articles' }}
      frozen={freeze ? ARTICLES_COMING_SOON : undefined}
    >
      <LatestArticlesCarousel />
    </ShowcaseSection>
  );
}
