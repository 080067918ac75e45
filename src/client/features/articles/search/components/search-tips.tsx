import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../../shared/routes';

interface Tip {
  title: string;
  text: ReactNode;
}

const CODE = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-brand-900';

const TIPS: readonly Tip[] = [
  {
    title: 'Use specific keywords',
    text: 'Precise terms such as “planarian regeneration” or “neural stem cells” find more relevant articles than general words like “biology”.',
  },
  {
    title: 'Search by author, journal or title',
    text: 'Type an author’s name, the name of a journal, or words you remember from an article’s title.',
  },
  {
    title: 'Use quotation marks for exact phrases',
    text: (
      <>
        Put a phrase in quotes, such as <code className={CODE}>"cell cycle"</code>, to find those words together. Write{' '}
        <code className={CODE}>or</code> between alternatives, and <code className={CODE}>-word</code> to leave a word
        out.
      </>
    ),
  },
  {
    title: 'Try spelling variants',
    text: 'Try British and American spellings (tumour, tumor), synonyms and abbreviations (AI, artificial intelligence).',
  },
  {
    title: 'Browse our journals',
    text: (
      <>
        Not sure where to start?{' '}
        <Link
          to={paths.journals.getHref()}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Browse our journals
        </Link>{' '}
        and their latest articles.
      </>
    ),
  },
];

/**
 * The search tips of the search page (seed 000 §2 Search): specific keywords, author,
 * journal or title searches, quoted phrases, spelling variants, and a link to /journals.
 * `layout="grid"` lays them out as cards (no search yet); `layout="list"` stacks them in
 * a sidebar next to results.
 */
export function SearchTips({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  const grid = layout === 'grid';
  return (
    <section aria-labelledby="search-tips-title" className={grid ? '' : 'rounded-lg bg-brand-50 p-6'}>
      <h2 id="search-tips-title" className={grid ? 'text-3xl font-bold tracking-tight' : 'text-xl font-bold'}>
        Search Tips
      </h2>
      <ul className={grid ? 'mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3' : 'mt-4 space-y-5'}>
        {TIPS.map((tip, index) => (
          <li
            key={tip.title}
            className={grid ? 'flex gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm' : 'flex gap-3'}
          >
            <span
              aria-hidden="true"
              className={`flex shrink-0 items-center justify-center rounded-full bg-brand-900 font-serif font-bold text-accent-300 ${grid ? 'h-9 w-9' : 'h-7 w-7 text-sm'}`}
            >
              {index + 1}
            </span>
            <div>
              <h3 className={grid ? 'text-lg font-semibold' : 'text-base font-semibold'}>{tip.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-slate-700">{tip.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
