/**
 * The route tree (docs/architecture.md "How a screen flows"): a root shell chosen by path
 * (seed 000 §2 Layout) around lazily loaded pages. Paths come from the shared route map (shared/routes.ts).
 * Routes of the seed's table that are not built yet fall through to the not-found page.
 */
import type { ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { GuestOnly, RequireArea, RequireSession } from './guards';
import { RootLayout } from './layouts/app-shell';
import { paths } from '../../shared/routes';
import { RouteErrorBoundary } from './route-error';
import type { PageModule, PagePrefetch } from './page-data';

/**
 * A page loaded on first use: the component suspends (throws the loading promise) until its module has
 * loaded, so the shell around it stays mounted while it loads (a menu opened meanwhile stays
 * open). Unlike `React.lazy`, a module already loaded by `preload` renders at once, with no
 * suspension: the server preloads the matched pages before rendering, and the browser does
 * the same before hydrating, so the first client render is the server's (decision 0018).
 * `prefetch`, when given, names the page's data prefetch (see {@link PagePrefetch}).
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  pickPrefetch?: (module: M) => PagePrefetch,
): ComponentType & { preload: () => Promise<PageModule> } {
  let loaded: PageModule | undefined;
  let pending: Promise<PageModule> | undefined;
  const preload = (): Promise<PageModule> => {
    pending ??= load().then((module) => {
      loaded = { Component: pick(module), prefetch: pickPrefetch?.(module) };
      return loaded;
    });
    return pending;
  };
  function Page() {
    // Suspense's contract: a thrown promise suspends until it settles (no `use`: a module already
    // loaded must render at once, without a suspension, see above).
    if (!loaded) throw preload();
    const { Component } = loaded;
    return <Component />;
  }
  return Object.assign(Page, { preload });
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    // The root boundary (in RootLayout) catches a failing shell; the pathless boundary
    // below renders page errors inside the shell, not instead of it.
    Component: RootLayout,
    children: [
      {
        Component: RouteErrorBoundary,
        children: [
          {
            path: paths.home.path,
            Component: page(
              () => import('./routes/home'),
              (m) => m.HomePage,
              (m) => m.prefetchHomePage,
            ),
          },
          {
            path: paths.journals.path,
            Component: page(
              () => import('../features/journals/pages/journals-page'),
              (m) => m.JournalsPage,
              (m) => m.prefetchJournalsPage,
            ),
          },
          {
            path: paths.journalsComingSoon.path,
            Component: page(
              () => import('../features/journals/pages/coming-soon-page'),
              (m) => m.ComingSoonPage,
            ),
          },
          {
            path: paths.journal.path,
            Component: page(
              () => import('../features/journals/pages/journal-page'),
              (m) => m.JournalPage,
              (m) => m.prefetchJournalPage,
            ),
          },
          {
            path: paths.journalIssue.path,
            Component: page(
              () => import('../features/journals/pages/issue-page'),
              (m) => m.IssuePage,
              (m) => m.prefetchIssuePage,
            ),
          },
          {
            path: paths.journalVolume.path,
            Component: page(
              () => import('../features/journals/pages/issue-page'),
              (m) => m.IssuePage,
              (m) => m.prefetchIssuePage,
            ),
          },
          {
            path: paths.articles.path,
            Component: page(
              () => import('../features/articles/pages/articles-page'),
              (m) => m.ArticlesPage,
              (m) => m.prefetchArticlesPage,
            ),
          },
          {
            path: paths.article.path,
            Component: page(
              () => import('../features/articles/pages/article-page'),
              (m) => m.ArticlePage,
              (m) => m.prefetchArticlePage,
            ),
          },
          {
            path: paths.journalArticle.path,
            Component: page(
              () => import('../features/articles/pages/article-page'),
              (m) => m.ArticlePage,
              (m) => m.prefetchArticlePage,
            ),
          },
          {
            path: paths.search.path,
            Component: page(
              () => import('../features/articles/search/pages/search-page'),
              (m) => m.SearchPage,
              (m) => m.prefetchSearchPage,
            ),
          },
          {
            path: paths.about.path,
            Component: page(
              () => import('../features/content/pages/about-page'),
              (m) => m.AboutPage,
            ),
          },
          {
            path: paths.openAccess.path,
            Component: page(
              () => import('../features/content/pages/open-access-page'),
              (m) => m.OpenAccessPage,
            ),
          },
          {
            path: paths.faqs.path,
            Component: page(
              () => import('../features/content/pages/faqs-page'),
              (m) => m.FaqsPage,
            ),
          },
          {
            path: paths.termsConditions.path,
            Component: page(
              () => import('../features/content/pages/terms-page'),
              (m) => m.TermsPage,
            ),
          },
          {
            path: paths.policies.path,
            Component: page(
              () => import('../features/content/pages/policies-page'),
              (m) => m.PoliciesPage,
            ),
          },
          {
            path: paths.contact.path,
            Component: page(
              () => import('../features/intake/contacts/pages/contact-page'),
              (m) => m.ContactPage,
            ),
          },
          {
            path: paths.submitManuscript.path,
            Component: page(
              () => import('../features/intake/manuscripts/pages/submit-manuscript-page'),
              (m) => m.SubmitManuscriptPage,
              (m) => m.prefetchSubmitManuscriptPage,
            ),
          },
          {
            path: paths.guidelines.root.path,
            Component: page(
              () => import('../features/guidelines/pages/guidelines-index-page'),
              (m) => m.GuidelinesIndexPage,
            ),
          },
          {
            path: paths.guidelines.page.path,
            Component: page(
              () => import('./routes/guideline'),
              (m) => m.GuidelineRoute,
              (m) => m.prefetchGuidelineRoute,
            ),
          },
          {
            path: paths.portal.signIn,
            Component: page(
              () => import('../features/accounts/pages/portal-sign-in-page'),
              (m) => m.PortalSignInPage,
            ),
          },
          {
            path: paths.portalForgotPassword.path,
            Component: page(
              () => import('../features/accounts/pages/portal-forgot-password-page'),
              (m) => m.PortalForgotPasswordPage,
            ),
          },
          {
            path: paths.portalResetPassword.path,
            Component: page(
              () => import('../features/accounts/pages/reset-password-page'),
              (m) => m.PortalResetPasswordPage,
            ),
          },
          {
            path: paths.auth.forgotPassword.path,
            Component: page(
              () => import('../features/accounts/pages/forgot-password-page'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: paths.auth.resetPassword.path,
            Component: page(
              () => import('../features/accounts/pages/reset-password-page'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: paths.auth.verifyEmail.path,
            Component: page(
              () => import('../features/accounts/pages/verify-email-page'),
              (m) => m.VerifyEmailPage,
            ),
          },
          {
            // Decision 0093: a co-author's ORCID link (no account needed).
            path: paths.orcidConnect.path,
            Component: page(
              () => import('../features/accounts/pages/orcid-connect-page'),
              (m) => m.OrcidConnectPage,
            ),
          },
          {
            // Signed-in users go to /dashboard (seed 001 §2 "Sign-in", "Signup").
            Component: GuestOnly,
            children: [
              {
                path: paths.auth.login.path,
                Component: page(
                  () => import('../features/accounts/pages/login-page'),
                  (m) => m.LoginPage,
                ),
              },
              {
                path: paths.auth.signup.path,
                Component: page(
                  () => import('../features/accounts/pages/signup-page'),
                  (m) => m.SignupPage,
                ),
              },
            ],
          },
          {
            // Anonymous visitors go to /portal?next=… (seed 001 §2 "Guard behaviour").
            Component: RequireSession,
            children: [
              {
                path: paths.dashboard.root.path,
                Component: page(
                  () => import('../features/dashboard/pages/dashboard-page'),
                  (m) => m.DashboardPage,
                ),
              },
              {
                // Other roles go to /dashboard (seed 001 §2, §6).
                element: <RequireArea area="author_dashboard" />,
                children: [
                  {
                    path: paths.dashboard.author.path,
                    Component: page(
                      () => import('./routes/author-dashboard'),
                      (m) => m.AuthorDashboard,
                    ),
                  },
                ],
              },
              {
                element: <RequireArea area="editor_dashboard" />,
                children: [
                  {
                    path: paths.dashboard.editor.path,
                    Component: page(
                      () => import('./routes/editor-dashboard'),
                      (m) => m.EditorDashboard,
                    ),
                  },
                  {
                    // One submission's own URL (decision 0037): the same page, with its details open.
                    path: paths.dashboard.editorSubmission.path,
                    Component: page(
                      () => import('./routes/editor-dashboard'),
                      (m) => m.EditorDashboard,
                    ),
                  },
                ],
              },
              {
                // Admins and editors-in-chief (seed 001 §2 "Admin dashboard"); others go to /dashboard.
                element: <RequireArea area="admin_dashboard" />,
                children: [
                  {
                    path: paths.dashboard.admin.path,
                    Component: page(
                      () => import('../features/admin/pages/admin-dashboard-page'),
                      (m) => m.AdminDashboardPage,
                    ),
                  },
                  {
                    path: paths.dashboard.adminSection.path,
                    Component: page(
                      () => import('../features/admin/pages/admin-dashboard-page'),
                      (m) => m.AdminDashboardPage,
                    ),
                  },
                  {
                    path: paths.dashboard.adminPublicManuscript.path,
                    Component: page(
                      () => import('../features/admin/pages/public-manuscript-page'),
                      (m) => m.PublicManuscriptPage,
                    ),
                  },
                ],
              },
              {
                // The editorial reports (decision 0086): the page asks the server who may read
                // which journal's (editors-in-chief and admins; others read that they may not).
                path: paths.dashboard.reports.path,
                Component: page(
                  () => import('../features/reports/pages/reports-page'),
                  (m) => m.ReportsPage,
                ),
              },
              {
                element: <RequireArea area="reviewer_dashboard" />,
                children: [
                  {
                    path: paths.dashboard.reviewer.path,
                    Component: page(
                      () => import('./routes/reviewer-dashboard'),
                      (m) => m.ReviewerDashboardPage,
                    ),
                  },
                ],
              },
            ],
          },
          {
            // Public invitation links (seed 000 §2), authenticated by their token only.
            path: paths.invites.accept.path,
            Component: page(
              () => import('../features/invitations/pages/accept-invitation-page'),
              (m) => m.AcceptInvitationPage,
            ),
          },
          {
            path: paths.invites.decline.path,
            Component: page(
              () => import('../features/invitations/pages/decline-invitation-page'),
              (m) => m.DeclineInvitationPage,
            ),
          },
          {
            path: '*',
            Component: page(
              () => import('../features/not-found/not-found-page'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
    ],
  },
];

/**
 * The app's routes, rendered in whatever router is around them: `BrowserRouter` in the
 * browser, `StaticRouter` in the server render (entry-server.tsx), a memory router in tests.
 * React Router's declarative mode, not its data router: the pages read their data through
 * TanStack Query (app/page-data.ts), so loaders and actions are not used, and the data
 * router's code would double the router's share of every page's JavaScript (decision 0024).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
