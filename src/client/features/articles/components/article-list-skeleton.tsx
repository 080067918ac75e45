/**
 * Placeholder cards shown while the first page of articles loads: they take the room the
 * cards will take, so the page does not jump, and announce 'Loading articles…'.
 */
export function ArticleListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading articles…
      </p>
      <ul aria-hidden="true" className="grid gap-5">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="h-52 animate-pulse rounded-lg border border-slate-200 bg-white p-5">
            <div className="h-5 w-28 rounded bg-amber-50" />
            <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
            <div className="mt-3 h-4 w-1/2 rounded bg-slate-100" />
            <div className="mt-3 h-4 w-full rounded bg-slate-100" />
            <div className="mt-2 h-4 w-5/6 rounded bg-slate-100" />
            <div className="mt-6 h-4 w-40 rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
