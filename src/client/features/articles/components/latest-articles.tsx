import type { ReactNode } from 'react';
import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { Carousel, CarouselMessage } from '../../../components/ui/carousel';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { flags } from '../../../lib/flags';
import { useLatestArticles } from '../api/get-latest-articles';
import { ArticleCard } from './article-card';

/** Height the carousel reserves while loading: about one article card. */
const RESERVE = 'min-h-[17.25rem]';

/** The articles carousel from `GET /api/articles?limit=6`, with its loading, error and empty states. */
function LatestArticlesCarousel() {
  const { data, isPending, isError } = useLatestArticles();
  let placeholder: ReactNode = null;
  if (isPending) placeholder = <CarouselMessage>Loading latest articles…</CarouselMessage>;
  else if (isError)
    placeholder = <CarouselMessage role="alert">Error loading articles. Please try again later.</CarouselMessage>;
  else if (data.items.length === 0)
    placeholder = <CarouselMessage>No articles available at the moment.</CarouselMessage>;
  return (
    <Carousel label="Latest articles" placeholder={placeholder} reserveClassName={RESERVE}>
      {data?.items.map((article) => (
        <ArticleCard key={article.id} article={article} />
      ))}
    </Carousel>
  );
}

/** Shown instead of the articles while the public content is frozen: no data is requested. */
function ArticlesComingSoon() {
  return (
    <div className="flex flex-col items-center justify-center rounded-lg border border-brand-100 bg-brand-50 px-6 py-14 text-center">
      <h3 className="text-2xl font-semibold">Coming Soon</h3>
      <p className="mt-3 max-w-xl leading-relaxed text-slate-700">
        Our first articles are in production. Submit your research today to be among the first authors published in
        Genesis journals.
      </p>
      <ButtonLink to={paths.submitManuscript.getHref()} className="mt-6">
        Submit Your Manuscript
      </ButtonLink>
    </div>
  );
}

/**
 * Home "Latest Articles" (seed 000 §2 Home): a carousel of the 6 newest articles with
 * loading, error and empty states, and 'View All Articles'. With the public-content freeze
 * on (`freeze`, default the build flag) it shows 'Coming Soon' with a submit link instead
 * and makes no request.
 */
export function LatestArticles({ freeze = flags.publicContentFreeze }: { freeze?: boolean }) {
  return (
    <section aria-labelledby="latest-articles-heading" className="bg-white py-16 sm:py-20">
      <Container>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="latest-articles-heading" title="Latest Articles" eyebrow="Recently published">
            New peer-reviewed research from across our journals, free to read.
          </SectionHeading>
          <ButtonLink to={paths.articles.getHref()} variant="outline" className="shrink-0 self-start sm:self-auto">
            View All Articles
          </ButtonLink>
        </div>
        <div className="mt-10">{freeze ? <ArticlesComingSoon /> : <LatestArticlesCarousel />}</div>
      </Container>
    </section>
  );
}
