/**
 * The frame of the sign-in, signup and password pages: a centred card with the page's
 * heading (h1), an optional lead paragraph and the content.
 */
import type { ReactNode } from 'react';

export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="px-4 py-10 sm:py-16">
      <section
        aria-labelledby="auth-card-title"
        className="mx-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="auth-card-title" className="text-2xl font-bold tracking-tight text-brand-900">
          {title}
        </h1>
        {lead ? <div className="mt-2 text-sm leading-6 text-slate-600">{lead}</div> : null}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}

/** A form-level failure (announced at once). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

/** A success or progress note (announced politely). */
export function FormStatus({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'success' }) {
  const colours =
    tone === 'success'
      ? 'border-emerald-200 bg-emerald-50 text-emerald-800'
      : 'border-slate-200 bg-slate-50 text-slate-700';
  return (
    <div role="status" className={`rounded-md border px-4 py-3 text-sm ${colours}`}>
      {children}
    </div>
  );
}

/** Classes of a text link inside the cards. */
export const TEXT_LINK = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
