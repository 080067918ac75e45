/**
 * Sets the document title and meta description of the current page (the server sends the
 * same ones in the first HTML; see src/shared/seo/page-meta.ts).
 */
import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, withSiteName } from '../../shared/seo/page-meta';

/** Call once per page with its title (without the site name) and description. */
export function usePageMeta(title: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = withSiteName(title);
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.appendChild(tag);
    }
    tag.content = description;
  }, [title, description]);
}
