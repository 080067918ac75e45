/** Largest id the API accepts (PostgreSQL integer). */
const MAX_ARTICLE_ID = 2_147_483_647;

/**
 * Reads an article id from a route parameter.
 * @returns the id as a positive integer, or null for anything else ("abc", "0", "1.5",
 * "007", out of range), so that the page shows "Article Not Found" without a request
 */
export function parseArticleId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ARTICLE_ID ? id : null;
}

/**
 * Reads the 1-based page number of `?page=`.
 * @returns the page, or 1 when the parameter is missing or not a positive integer
 */
export function parsePageParam(value: string | null): number {
  if (!value || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}
