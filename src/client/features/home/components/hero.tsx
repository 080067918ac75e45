import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { HeroBanner } from '../../../components/ui/hero-banner';

/** Home hero (seed 000 §2 Home): the page's h1 and the two calls to action. */
export function Hero() {
  return (
    <HeroBanner
      id="home-title"
      variant="home"
      eyebrow="Open access · Peer reviewed"
      title="Open Access Academic Publishing Excellence"
      lead={
        <>
          Genesis publishes rigorously peer-reviewed research that anyone, anywhere can read, share and build on — from
          the life and health sciences to mathematics and artificial intelligence.
        </>
      }
      actions={
        <>
          <ButtonLink to={paths.submitManuscript.getHref()} variant="gold" className="px-6 py-3 text-base">
            Submit Your Research
          </ButtonLink>
          <ButtonLink to={paths.journals.getHref()} variant="light" className="px-6 py-3 text-base">
            Browse Journals
          </ButtonLink>
        </>
      }
    />
  );
}
