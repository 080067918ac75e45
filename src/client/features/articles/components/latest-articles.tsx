import { paths } from '../../../app/paths';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { SectionHeading } from '../../../components/ui/section-heading';
import { StatusMessage } from '../../../components/ui/status-message';
import { useLatestArticles } from '../api/get-latest-articles';
import { ArticleCard } from './article-card';

/**
 * Home "Latest Articles" (seed 000 §2 Home): the 6 newest articles, with loading, error
 * and empty states and a link to all articles. The carousel comes in a later issue.
 */
export function LatestArticles() {
  const { data, isPending, isError } = useLatestArticles();
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
        <div className="mt-10">
          {isPending ? (
            <StatusMessage>Loading latest articles…</StatusMessage>
          ) : isError ? (
            <StatusMessage role="alert">Error loading articles. Please try again later.</StatusMessage>
          ) : data.items.length === 0 ? (
            <StatusMessage>No articles available at the moment.</StatusMessage>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {data.items.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Container>
    </section>
  );
}
