import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ArticleDetail } from '../../../../shared/api/catalogue';
import { describe } from '../../../../shared/seo/page-meta';
import { paths } from '../../../../shared/routes';
import { Badge } from '../../../components/ui/badge';
import { Container } from '../../../components/ui/container';
import { StatusMessage } from '../../../components/ui/status-message';
import { ApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import { useArticle } from '../api/get-article';
import { ArticleActions } from '../components/article-actions';
import { ArticleDate, ArticleDetails } from '../components/article-details';
import { ArticleContents, ArticleFullText, CONTENTS_ID } from '../components/full-text';
import { ArticleFacts } from '../components/article-facts';
import { FigureViewer } from '../components/figure-viewer';
import { useCurrentSection } from '../lib/current-section';
import { ArticleNotFound } from '../components/article-not-found';
import { ArticlePageSkeleton } from '../components/article-page-skeleton';
import { CitationBox } from '../components/citation-box';
import { ContributorList } from '../components/contributor-list';
import { PdfViewer } from '../components/pdf-viewer';
import { RelatedArticles } from '../components/related-articles';
import { UsageFigures } from '../components/usage-figures';
import { TermList } from '../components/term-list';
import { parseArticleId } from '../lib/article-id';
import { abstractParagraphs, doiHref } from '../lib/article-text';
import { ArticleLanguages } from '../components/article-languages';
import type { PagePrefetch } from '../../../app/page-data';
import { articleQueryKey, getArticleQueryOptions } from '../api/get-article';
import { getFullTextQueryOptions, mayHaveFullText, useFullText } from '../api/get-full-text';
import { getCitationsQueryOptions } from '../api/citation';
import { getRelatedQueryOptions } from '../api/get-related';
import { getUsageQueryOptions } from '../api/get-usage';
import { StaticRegion, useServedRegion } from '../../../lib/static-region';

/**
 * The article page, for /articles/{id} and /journals/{journalId}/articles/{id} (the
 * journal id in the path is informational): `GET /api/articles/{id}`, then the article
 * An id that is not a positive integer, or a 404, shows 'Article Not Found'
 * without a request / after it.
 */
export function ArticlePage() {
  const id = parseArticleId(useParams().id);
  const { data, isPending, isError, error, refetch } = useArticle(id);

  if (id === null || (isError && error instanceof ApiError && (error.status === 404 || error.status === 400))) {
    return <ArticleNotFound />;
  }
  if (isPending) return <ArticlePageSkeleton />;
  if (isError) return <ArticleLoadError onRetry={() => void refetch()} />;
  return <ArticleView article={data} />;
}

/** A failed load other than not found (network, 5xx). */
function ArticleLoadError({ onRetry }: { onRetry: () => void }) {
  usePageMeta('Article');
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold">Error Loading Article</h1>
      <div className="mx-auto mt-6 max-w-xl">
        <StatusMessage role="alert">Error loading the article. Please try again later.</StatusMessage>
      </div>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 rounded-md border border-brand-900 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
      >
        Try again
      </button>
    </Container>
  );
}

/** The loaded article. */
function ArticleView({ article }: { article: ArticleDetail }) {
  usePageMeta(article.title, describe(article.abstract ?? `${article.title}. ${article.journalTitle}.`));
  // The reader's choice for the PDF viewer; the viewer opens by screen width until there is one.
  const [pdfChoice, setPdfOpen] = useState<boolean | null>(null);
  const [readRequest, setReadRequest] = useState(0);
  const viewerHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (readRequest > 0) viewerHeading.current?.focus();
  }, [readRequest]);

  // The served full text is adopted as it is (decision 0081): it is not in the hydration state,
  // and is neither fetched nor rendered while the page hydrates; a later visit fetches it.
  const fullTextServed = useServedRegion(`full-text:${article.id}`);
  const fullText = useFullText(article, !fullTextServed).data;
  const hasFullText = fullText !== undefined || fullTextServed;
  useCurrentSection(CONTENTS_ID, hasFullText ? article.id : null);
  const paragraphs = abstractParagraphs(article.abstract);
  const issueLine = [
    article.volume ? `Volume ${article.volume}` : null,
    article.issue ? `Issue ${article.issue}` : null,
  ].filter(Boolean);

  return (
    <article aria-labelledby="article-title">
      <header className="border-b border-brand-100 bg-brand-50">
        <Container className="py-8 sm:py-12">
          {/* Markup and links only (decision 0034); the contributors and actions below are interactive. */}
          <StaticRegion id={`article-head:${article.id}`}>
            <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
              <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <li>
                  <Link to={paths.home.getHref()} className="hover:text-brand-900 hover:underline">
                    Home
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li>
                  <Link to={paths.articles.getHref()} className="hover:text-brand-900 hover:underline">
                    Articles
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li>
                  <Link
                    to={paths.journal.getHref(article.journalAbbreviation)}
                    className="hover:text-brand-900 hover:underline"
                  >
                    {article.journalTitle}
                  </Link>
                </li>
              </ol>
            </nav>
            <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2">
              <Badge tone="gold">{article.articleType}</Badge>
              <span className="text-sm text-slate-600">
                Published <ArticleDate value={article.publishedDate} precision={article.publishedDatePrecision} />
              </span>
            </div>
            <h1
              id="article-title"
              lang={article.language ?? 'en'}
              className="mt-4 max-w-4xl text-2xl font-bold leading-tight sm:text-4xl sm:leading-tight"
            >
              {article.title}
            </h1>
          </StaticRegion>
          <div className="max-w-4xl">
            <ContributorList contributors={article.contributors} />
          </div>
          <p className="mt-5 text-sm text-slate-700">
            <Link
              to={paths.journal.getHref(article.journalAbbreviation)}
              className="font-serif text-base italic text-brand-800 underline decoration-brand-200 underline-offset-2 hover:text-brand-900"
            >
              {article.journalTitle}
            </Link>
            {issueLine.map((part) => (
              <span key={part} className="whitespace-nowrap">
                {' · '}
                {part}
              </span>
            ))}
          </p>
          <StaticRegion id={`article-facts:${article.id}`} className="lg:hidden">
            <ArticleFacts article={article} />
          </StaticRegion>
          <ArticleActions
            article={article}
            onRead={() => {
              setPdfOpen(true);
              setReadRequest((n) => n + 1);
            }}
          />
        </Container>
      </header>
      <Container className="py-10 sm:py-12">
        {/* Grid areas (full-text.css, decision 0081): on phones top, contents, body, aside in this
            order; from 1024 px the aside and then the contents (sticky) in the right column. */}
        <div className="article-layout">
          <StaticRegion id={`article-abstract:${article.id}`} className="article-top min-w-0 space-y-10">
            <section aria-labelledby="article-abstract">
              <h2 id="article-abstract" className="text-2xl font-bold">
                Abstract
              </h2>
              {paragraphs.length > 0 ? (
                <div className="mt-4 max-w-3xl space-y-4 font-serif text-[1.0625rem] leading-relaxed text-slate-800">
                  {paragraphs.map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                  ))}
                </div>
              ) : (
                <p className="mt-4 text-slate-600">No abstract is available for this article.</p>
              )}
            </section>
            <TermList id="article-keywords" title="Keywords" terms={article.keywords} />
            <TermList id="article-subjects" title="Subjects" terms={article.subjects} />
            <ArticleLanguages language={article.language ?? 'en'} translations={article.translations ?? []} />
          </StaticRegion>
          {hasFullText ? (
            <StaticRegion id={`contents:${article.id}`} className="article-contents">
              {fullText ? <ArticleContents fullText={fullText} /> : null}
            </StaticRegion>
          ) : null}
          <div className="article-body min-w-0 space-y-10">
            {hasFullText ? (
              <StaticRegion id={`full-text:${article.id}`}>
                {fullText ? <ArticleFullText fullText={fullText} /> : null}
              </StaticRegion>
            ) : null}
            {/* Opens the full text's figures (decision 0082); renders nothing until a figure is pressed. */}
            {hasFullText ? <FigureViewer license={article.license} licenseUrl={article.licenseUrl} /> : null}
            {article.pdfUrl ? (
              <PdfViewer
                pdfUrl={article.pdfUrl}
                title={article.title}
                choice={pdfChoice}
                onToggle={setPdfOpen}
                headingRef={viewerHeading}
              />
            ) : hasFullText ? null : (
              <section aria-labelledby="article-full-text">
                <h2 id="article-full-text" className="text-2xl font-bold">
                  Full Text
                </h2>
                <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">
                  A PDF of this article is not available on this site.
                  {article.doi ? (
                    <>
                      {' '}
                      The full text can be read at the original publisher through its DOI:{' '}
                      <a
                        href={doiHref(article.doi)}
                        className="font-medium text-brand-700 underline break-all hover:text-brand-900"
                      >
                        {doiHref(article.doi)}
                      </a>
                    </>
                  ) : null}
                </p>
              </section>
            )}
            <StaticRegion id={`related:${article.id}`}>
              <RelatedArticles articleId={article.id} />
            </StaticRegion>
          </div>
          <div className="article-aside space-y-6">
            <StaticRegion id={`details:${article.id}`}>
              <ArticleDetails article={article} />
            </StaticRegion>
            <CitationBox articleId={article.id} />
            {/* Hydrated, not a static region: its figures are read again after hydration (decision 0099). */}
            <UsageFigures articleId={article.id} />
          </div>
        </div>
      </Container>
    </article>
  );
}

/**
 * Server render (decision 0018): the article of `:id` with its citations, related articles and
 * usage figures, then its full text when its record says it may have one (decision 0022); nothing
 * for an id that is not one.
 */
export const prefetchArticlePage: PagePrefetch = async ({ queryClient, params }) => {
  const id = parseArticleId(params.id);
  if (id === null) return;
  await Promise.all([
    queryClient.prefetchQuery(getArticleQueryOptions(id)),
    queryClient.prefetchQuery(getCitationsQueryOptions(id)),
    queryClient.prefetchQuery(getRelatedQueryOptions(id)),
    queryClient.prefetchQuery(getUsageQueryOptions(id)),
  ]);
  const article = queryClient.getQueryData<ArticleDetail>(articleQueryKey(id));
  if (article && mayHaveFullText(article)) await queryClient.prefetchQuery(getFullTextQueryOptions(id));
};
