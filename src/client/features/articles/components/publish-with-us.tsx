import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';

/** Side panel of the article list: open-access promise, 'Submit Your Manuscript' and 'Browse Journals'. */
export function PublishWithUs() {
  return (
    <section aria-labelledby="publish-with-us" className="rounded-lg border border-slate-200 bg-brand-50 p-6">
      <h2 id="publish-with-us" className="text-xl font-bold">
        Publish with us
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-slate-700">
        Every article is peer reviewed and free to read from the day it is published, under a Creative Commons license.
      </p>
      <ButtonLink to={paths.submitManuscript.getHref()} className="mt-5 w-full">
        Submit Your Manuscript
      </ButtonLink>
      <Link
        to={paths.journals.getHref()}
        className="mt-4 inline-block text-sm font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900"
      >
        Browse Journals
      </Link>
    </section>
  );
}
