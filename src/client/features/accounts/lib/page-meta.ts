/** Title and description of an auth page, from the shared table (with a fallback title). */
import { DEFAULT_DESCRIPTION, STATIC_PAGE_META, type PageMeta } from '../../../../shared/seo/page-meta';

export function authPageMeta(path: string, fallbackTitle: string): PageMeta {
  return STATIC_PAGE_META[path] ?? { title: fallbackTitle, description: DEFAULT_DESCRIPTION };
}
