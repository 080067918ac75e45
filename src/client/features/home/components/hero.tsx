import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';

/** Home hero (seed 000 §2 Home): the page's h1 and the two calls to action. */
export function Hero() {
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700"
      />
      <div aria-hidden="true" className="absolute -right-24 -top-24 h-96 w-96 rounded-full border border-white/10" />
      <div aria-hidden="true" className="absolute -right-8 top-24 h-72 w-72 rounded-full border border-accent-400/20" />
      <Container className="relative py-20 sm:py-28">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent-300">Open access · Peer reviewed</p>
        <h1 id="home-title" className="mt-4 max-w-3xl text-4xl font-bold leading-tight text-white sm:text-5xl">
          Open Access Academic Publishing Excellence
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">
          Genesis publishes rigorously peer-reviewed research that anyone, anywhere can read, share and build on — from
          the life and health sciences to mathematics and artificial intelligence.
        </p>
        <div className="mt-10 flex flex-col gap-4 sm:flex-row">
          <ButtonLink to={paths.submitManuscript.getHref()} variant="gold" className="px-6 py-3 text-base">
            Submit Your Research
          </ButtonLink>
          <ButtonLink to={paths.journals.getHref()} variant="light" className="px-6 py-3 text-base">
            Browse Journals
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
