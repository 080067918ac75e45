import type { ReactNode } from 'react';
import { Container } from './container';

/** One entry of a page's table of contents: the fragment (section id) and its label. */
export interface ProseTocItem {
  id: string;
  label: string;
}

/**
 * "On this page": in-page navigation to the sections of a long text page (links to
 * `#id` fragments of {@link ProseSection}s). A `nav` landmark named by its heading; sticky
 * beside the text on wide screens when placed in a grid column.
 */
export function ProseToc({
  items,
  title = 'On this page',
  className = '',
}: {
  items: readonly ProseTocItem[];
  title?: string;
  className?: string;
}) {
  const headingId = 'toc-heading';
  return (
    <nav aria-labelledby={headingId} className={`rounded-lg border border-slate-200 bg-brand-50 p-5 ${className}`}>
      <h2 id={headingId} className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-brand-800">
        {title}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="block rounded px-2 py-1.5 text-brand-700 underline decoration-brand-200 underline-offset-4 hover:bg-white hover:text-brand-950 hover:decoration-brand-700"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A long text page's body with its table of contents: the contents first on small screens,
 * in a sticky column beside the text from `lg` up. `children` are the page's sections.
 */
export function ProseTocLayout({ items, children }: { items: readonly ProseTocItem[]; children: ReactNode }) {
  return (
    <Container className="py-12 sm:py-14 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
      <div className="mb-12 lg:mb-0">
        <ProseToc items={items} className="lg:sticky lg:top-28" />
      </div>
      <div className="min-w-0 space-y-14">{children}</div>
    </Container>
  );
}
