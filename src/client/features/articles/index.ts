/** Public surface of the articles feature, for pages of other features. */
export { LatestArticles } from './components/latest-articles';
export { ArticleCard } from './components/article-card';
export { getLatestArticlesQueryOptions } from './api/get-latest-articles';
