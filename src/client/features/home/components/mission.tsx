import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';

/** Home mission section (seed 000 §2 Home) with a link to /about. */
export function Mission() {
  return (
    <section aria-labelledby="mission-heading" className="bg-brand-900 py-16 text-white sm:py-20">
      <Container className="grid gap-8 lg:grid-cols-3 lg:items-center">
        <div className="lg:col-span-2">
          <h2 id="mission-heading" className="text-3xl font-bold tracking-tight text-white">
            Our Mission
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-brand-100">
            Knowledge grows when it is shared. We make peer-reviewed research openly available to everyone, support
            authors with transparent and fair editorial processes, and uphold the highest standards of research
            integrity.
          </p>
        </div>
        <div className="lg:text-right">
          <ButtonLink to={paths.about.getHref()} variant="gold">
            Learn More About Us
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
