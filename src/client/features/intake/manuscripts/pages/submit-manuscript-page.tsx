/**
 * /submit-manuscript (seed 000 §2 "Submit manuscript"): a navy header with the page's h1
 * and a short "no account needed" intro, the submission form, and pointers to the
 * guidelines beside it.
 */
import { Link } from 'react-router';
import { paths } from '../../../../../shared/routes';
import { Container } from '../../../../components/ui/container';
import { usePageMeta } from '../../../../lib/page-meta';
import { ManuscriptForm } from '../components/manuscript-form';

export const SUBMIT_PAGE_TITLE = 'Submit Your Manuscript';
export const SUBMIT_PAGE_DESCRIPTION =
  'Submit your manuscript to a Genesis open-access journal: no account needed. Attach your files and our editorial office will reply by email.';

export function SubmitManuscriptPage() {
  usePageMeta(SUBMIT_PAGE_TITLE, SUBMIT_PAGE_DESCRIPTION);
  const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';
  return (
    <article aria-labelledby="submit-title">
      <header className="relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700"
        />
        <div aria-hidden="true" className="absolute -right-24 -top-24 h-80 w-80 rounded-full border border-white/10" />
        <Container className="relative py-10 sm:py-14">
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-accent-300">No account needed</p>
          <h1 id="submit-title" className="mt-3 max-w-3xl text-3xl font-bold leading-tight text-white sm:text-[2.6rem]">
            {SUBMIT_PAGE_TITLE}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">
            Send us your manuscript in a few minutes: no account and no password. Fill in the form, attach your files,
            and our editorial office will acknowledge your submission and reach out by email.
          </p>
        </Container>
      </header>
      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-16">
        <div className="min-w-0 max-w-3xl">
          <ManuscriptForm />
        </div>
        <aside
          aria-labelledby="submit-help-title"
          className="h-fit rounded-lg border border-slate-200 bg-brand-50 p-5 text-sm"
        >
          <h2 id="submit-help-title" className="text-lg font-semibold">
            Before you submit
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>
              Read the{' '}
              <Link to={paths.guidelines.author.getHref()} className={link}>
                author guidelines
              </Link>{' '}
              and the{' '}
              <Link to={paths.guidelines.manuscript.getHref()} className={link}>
                manuscript guidelines
              </Link>
              .
            </li>
            <li>Files up to 30 MB each: PDF, Word, RTF, TeX, ODT, ZIP or images.</li>
            <li>
              Questions?{' '}
              <Link to={paths.contact.getHref()} className={link}>
                Contact us
              </Link>
              .
            </li>
          </ul>
        </aside>
      </Container>
    </article>
  );
}

/** Server render: the journal dropdown's list (decision 0046), the same query the form reads. */
export { prefetchIntakeJournals as prefetchSubmitManuscriptPage } from '../../api/get-intake-journals';
