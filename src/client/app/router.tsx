/**
 * The route tree (ARCHITECTURE.md "How a screen flows"): a root shell chosen by path
 * (seed 000 §2 Layout) around lazily loaded pages. Paths come from the `paths` map.
 * Routes of the seed's table that are not built yet fall through to the not-found page.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout } from './layouts/app-shell';
import { paths } from './paths';
import { RouteError } from './route-error';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless: page errors render inside the shell, not instead of it.
        ErrorBoundary: RouteError,
        children: [
          {
            path: paths.home.path,
            lazy: async () => ({ Component: (await import('./routes/home')).HomePage }),
          },
          {
            path: paths.journals.path,
            lazy: async () => ({ Component: (await import('../features/journals/pages/journals-page')).JournalsPage }),
          },
          {
            path: paths.journalsComingSoon.path,
            lazy: async () => ({ Component: (await import('../features/journals/pages/coming-soon-page')).ComingSoonPage }),
          },
          {
            path: paths.journal.path,
            lazy: async () => ({ Component: (await import('../features/journals/pages/journal-page')).JournalPage }),
          },
          {
            path: paths.articles.path,
            lazy: async () => ({ Component: (await import('../features/articles/pages/articles-page')).ArticlesPage }),
          },
          {
            path: paths.article.path,
            lazy: async () => ({ Component: (await import('../features/articles/pages/article-page')).ArticlePage }),
          },
          {
            path: paths.journalArticle.path,
            lazy: async () => ({ Component: (await import('../features/articles/pages/article-page')).ArticlePage }),
          },
          {
            path: paths.search.path,
            lazy: async () => ({ Component: (await import('../features/search/pages/search-page')).SearchPage }),
          },
          {
            path: paths.about.path,
            lazy: async () => ({ Component: (await import('../features/content/pages/about-page')).AboutPage }),
          },
          {
            path: paths.openAccess.path,
            lazy: async () => ({ Component: (await import('../features/content/pages/open-access-page')).OpenAccessPage }),
          },
          {
            path: paths.faqs.path,
            lazy: async () => ({ Component: (await import('../features/content/pages/faqs-page')).FaqsPage }),
          },
          {
            path: paths.termsConditions.path,
            lazy: async () => ({ Component: (await import('../features/content/pages/terms-page')).TermsPage }),
          },
          {
            path: paths.policies.path,
            lazy: async () => ({ Component: (await import('../features/content/pages/policies-page')).PoliciesPage }),
          },
          {
            path: paths.guidelines.root.path,
            lazy: async () => ({ Component: (await import('../features/guidelines/pages/guidelines-index-page')).GuidelinesIndexPage }),
          },
          {
            path: '/guidelines/:type',
            lazy: async () => ({ Component: (await import('../features/guidelines/pages/guideline-page')).GuidelinePage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

/** Creates the browser router of the app (one per page load). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
