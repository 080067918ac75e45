import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';
import { usePageMeta } from '../../../lib/page-meta';

/** "Article Not Found": no article has this id, or the id is not one (e.g. /articles/abc). */
export function ArticleNotFound() {
  usePageMeta('Article Not Found');
  return (
    <Container className="py-24 text-center sm:py-32">
      <div aria-hidden="true" className="mx-auto h-1 w-16 rounded-full bg-accent-400" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Article Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl leading-relaxed text-slate-700">
        The article you are looking for does not exist or is no longer available. Browse our published articles or
        return to the homepage.
      </p>
      <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
        <ButtonLink to={paths.articles.getHref()}>Browse Articles</ButtonLink>
        <ButtonLink to={paths.home.getHref()} variant="outline">
          Go to the homepage
        </ButtonLink>
      </div>
    </Container>
  );
}
