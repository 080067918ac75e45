import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';

/**
 * Empty state of the article list (seed 000 §2 Articles): 'Coming Soon' with a link to
 * submit a manuscript. Also shown under the public-content freeze.
 */
export function ArticlesComingSoon() {
  return (
    <section
      aria-labelledby="articles-coming-soon"
      className="rounded-lg border border-dashed border-brand-200 bg-brand-50/60 px-6 py-14 text-center"
    >
      <div aria-hidden="true" className="mx-auto h-1 w-12 rounded-full bg-accent-400" />
      <h2 id="articles-coming-soon" className="mt-5 text-2xl font-bold">
        Coming Soon
      </h2>
      <p className="mx-auto mt-3 max-w-xl leading-relaxed text-slate-700">
        Our first articles are in peer review and will be published here soon. Submit your manuscript today and be among
        the first authors in our journals.
      </p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to={paths.submitManuscript.getHref()}>Submit Your Manuscript</ButtonLink>
      </div>
    </section>
  );
}
