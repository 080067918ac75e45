/**
 * The section being read, marked in the article's contents (decision 0081; WAI-ARIA 1.2
 * `aria-current`, value `true`: "the current item within a set").
 */
import { useEffect } from 'react';
import { fragmentId } from '../../../lib/fragment';

/**
 * The band of the viewport that counts as "being read": from just below the sticky header
 * (6rem, the headings' scroll margin) down to 60% of the height, as IntersectionObserver's
 * rootMargin (CSS px or %, negative insets).
 */
const READING_BAND = '-96px 0px -40% 0px';

/**
 * Marks with `aria-current="true"` the link of the contents `nav` (named by the heading
 * `headingId`) whose target (a
 * section, or the references heading's section) is the last one, in the contents' order, inside
 * the reading band; the mark stays on the last such link while the band is between sections.
 * Works on the DOM (the contents are a static region, decision 0034), with one
 * IntersectionObserver; re-wired when `key` changes (another article). Nothing without
 * IntersectionObserver or without the element.
 */
export function useCurrentSection(headingId: string, key: unknown): void {
  useEffect(() => {
    const nav = document.getElementById(headingId)?.closest('nav');
    if (!nav || typeof IntersectionObserver !== 'function') return;
    const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const watched = new Map<Element, HTMLAnchorElement>();
    for (const link of links) {
      const target = document.getElementById(fragmentId(link.hash));
      if (target) watched.set(target.closest('section') ?? target, link);
    }
    const inBand = new Set<Element>();
    let current: HTMLAnchorElement | null = null;
    const mark = (link: HTMLAnchorElement) => {
      if (link === current) return;
      current?.removeAttribute('aria-current');
      link.setAttribute('aria-current', 'true');
      current = link;
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target);
          else inBand.delete(entry.target);
        }
        // The latest section in the band, in the contents' order (a subsection follows its parent).
        let latest: HTMLAnchorElement | null = null;
        for (const [section, link] of watched) if (inBand.has(section)) latest = link;
        if (latest) mark(latest);
      },
      { rootMargin: READING_BAND },
    );
    for (const section of watched.keys()) observer.observe(section);
    return () => {
      observer.disconnect();
      current?.removeAttribute('aria-current');
    };
  }, [headingId, key]);
}
