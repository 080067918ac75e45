import { Link } from 'react-router';
import { PUBLISHER } from '../../../../shared/domain/publisher';
import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';

const READ_MORE = [
  { label: 'Manuscript guidelines', to: paths.guidelines.manuscript.getHref() },
  { label: 'Peer review process', to: paths.guidelines.peerReview.getHref() },
  { label: 'Article processing charges', to: paths.guidelines.processingFee.getHref() },
  { label: 'Publishing policies', to: paths.policies.getHref() },
] as const;

/**
 * Beside the FAQs: where to read further, and what to do next (submit a manuscript or
 * contact the editorial office). Sticky beside the questions on wide screens.
 */
export function FaqAside() {
  return (
    <div className="space-y-6 lg:sticky lg:top-28">
      <section aria-labelledby="faq-more-heading" className="rounded-lg bg-brand-900 p-6 text-white">
        <h2 id="faq-more-heading" className="text-xl font-bold text-white">
          Still have a question?
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-brand-100">
          Our editorial office answers {PUBLISHER.responseTime}. When you are ready, submit your manuscript online, no
          account needed.
        </p>
        <div className="mt-5 flex flex-col gap-3">
          <ButtonLink to={paths.submitManuscript.getHref()} variant="gold">
            Submit a Manuscript
          </ButtonLink>
          <ButtonLink to={paths.contact.getHref()} variant="light">
            Contact the Editorial Office
          </ButtonLink>
        </div>
      </section>
      <nav aria-labelledby="faq-read-more-heading" className="rounded-lg border border-slate-200 bg-brand-50 p-6">
        <h2
          id="faq-read-more-heading"
          className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-brand-800"
        >
          Read more
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          {READ_MORE.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="font-medium text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-950 hover:decoration-brand-700"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
