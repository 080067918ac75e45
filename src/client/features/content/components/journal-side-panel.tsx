/**
 * Sections of the journal presented on the About page (seed 000 §2 About). The seed's side
 * panel lists them as menu items that lead nowhere, so they are plain list items here, not
 * links: a link that goes nowhere is worse than none.
 */
export const FEATURED_JOURNAL_SECTIONS = [
  'Archive',
  'Areas Focused',
  'Articles in Press',
  'Current Issue',
  'Editorial Board',
] as const;

/** The featured journal's title (the seed's journal on physical medicine and rehabilitation). */
export const FEATURED_JOURNAL_TITLE = 'Journal of Physical Medicine and Rehabilitation';

function Dot() {
  return <span aria-hidden="true" className="h-1.5 w-1.5 shrink-0 rounded-full bg-accent-400" />;
}

/**
 * Side panel of the About page: the featured journal, a short description and its sections
 * as a plain list (no links; see {@link FEATURED_JOURNAL_SECTIONS}).
 */
export function JournalSidePanel() {
  const headingId = 'featured-journal-heading';
  const listId = 'featured-journal-sections';
  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="border-t-4 border-accent-400 bg-brand-900 px-5 py-5">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-accent-300">Featured journal</p>
        <h2 id={headingId} className="mt-2 text-xl font-bold leading-snug text-white">
          {FEATURED_JOURNAL_TITLE}
        </h2>
      </div>
      <div className="px-5 py-5">
        <p className="text-sm leading-relaxed text-slate-700">
          Clinical and experimental research on restoring function after injury, illness and disability: musculoskeletal
          and neurological rehabilitation, pain medicine, sports medicine and assistive technology.
        </p>
        <h3 id={listId} className="mt-5 font-sans text-xs font-semibold uppercase tracking-[0.14em] text-slate-600">
          Journal sections
        </h3>
        <ul aria-labelledby={listId} className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
          {FEATURED_JOURNAL_SECTIONS.map((section) => (
            <li key={section} className="flex items-center gap-3 py-2.5 text-sm font-medium text-slate-800">
              <Dot />
              {section}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs leading-relaxed text-slate-600">
          These sections open online with the journal&rsquo;s first issue.
        </p>
      </div>
    </section>
  );
}
