/**
 * The data of a server-rendered page (decision 0018): what a page loads before its first render,
 * and how the matched pages of a URL are loaded and prefetched. One data path: a page's
 * prefetch fills the TanStack Query cache with the same query options (query key and query
 * function) its components read with `useQuery`, so the server render, the hydration and
 * later client navigation all read the same cache entries, fetched by the same functions.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';

/** What a page's prefetch gets: the request's query client, route params and full URL. */
export interface PrefetchContext {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/**
 * Loads into `queryClient` every query the page's first render reads, with
 * `queryClient.prefetchQuery` (which stores an error answer instead of throwing), so that
 * the render finds them all settled: a 404 renders the page's not-found state.
 */
export type PagePrefetch = (context: PrefetchContext) => Promise<unknown>;

/** A loaded page module: its component and its prefetch, if it loads data. */
export interface PageModule {
  Component: ComponentType;
  prefetch?: PagePrefetch;
}

/** A route component made by the router's `page()`: it can load its module ahead of render. */
interface PreloadableComponent {
  preload: () => Promise<PageModule>;
}

function isPreloadable(component: unknown): component is PreloadableComponent {
  return typeof component === 'function' && typeof (component as Partial<PreloadableComponent>).preload === 'function';
}

/**
 * Loads the page modules of the routes matching `pathname`, so the first render of those
 * pages does not suspend (server render; browser hydration).
 * @returns the matched routes' params and loaded page modules, outermost first
 */
export async function preloadMatches(
  routes: RouteObject[],
  pathname: string,
): Promise<{ params: Params; modules: PageModule[] }> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const components: PreloadableComponent[] = [];
  for (const match of matches) if (isPreloadable(match.route.Component)) components.push(match.route.Component);
  const modules = await Promise.all(components.map((component) => component.preload()));
  return { params: matches.at(-1)?.params ?? {}, modules };
}

/**
 * Runs the prefetch of every page matching `url` into `queryClient`; resolves when all
 * queries have settled (never rejects for an API error: that is stored in the cache).
 */
export async function prefetchPage(routes: RouteObject[], url: URL, queryClient: QueryClient): Promise<void> {
  const { params, modules } = await preloadMatches(routes, url.pathname);
  await Promise.all(modules.map((module) => module.prefetch?.({ queryClient, params, url })));
}
