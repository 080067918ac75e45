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
