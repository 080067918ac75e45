import { Container } from '../../../components/ui/container';

/**
 * The article page while it loads: grey bars where the title, authors, abstract and
 * details will be, so the page does not jump; announces 'Loading article…'.
 */
export function ArticlePageSkeleton() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading article…
      </p>
      <div aria-hidden="true" className="animate-pulse">
        <div className="border-b border-brand-100 bg-brand-50">
          <Container className="py-8 sm:py-12">
            <div className="h-4 w-56 rounded bg-brand-100" />
            <div className="mt-8 h-5 w-32 rounded bg-amber-100/70" />
            <div className="mt-5 h-8 w-full max-w-3xl rounded bg-brand-100" />
            <div className="mt-3 h-8 w-2/3 max-w-2xl rounded bg-brand-100" />
            <div className="mt-6 h-5 w-full max-w-2xl rounded bg-brand-100/70" />
            <div className="mt-6 h-4 w-64 rounded bg-brand-100/70" />
            <div className="mt-8 h-10 w-72 rounded bg-brand-100" />
          </Container>
        </div>
        <Container className="py-10 sm:py-12">
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="space-y-3">
              <div className="h-7 w-40 rounded bg-slate-200" />
              {Array.from({ length: 8 }, (_, i) => (
                <div key={i} className="h-4 rounded bg-slate-100" />
              ))}
            </div>
            <div className="h-80 rounded-lg border border-slate-200 bg-slate-50" />
          </div>
        </Container>
      </div>
    </div>
  );
}
