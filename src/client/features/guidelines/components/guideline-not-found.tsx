import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';

/**
 * The view for an unknown guideline type (seed 000 §2 "Guideline pages", §8): 'Guidelines
 * Not Found', the type named in the text, and 'View All Guidelines'. The server answers
 * such paths with status 404.
 */
export function GuidelineNotFound({ type }: { type: string }) {
  return (
    <Container className="py-24 text-center sm:py-32">
      <div aria-hidden="true" className="mx-auto h-1 w-16 rounded-full bg-accent-400" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Guidelines Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl break-words text-slate-700">
        The guidelines page &quot;{type}&quot; could not be found.
      </p>
      <div className="mt-10 flex justify-center">
        <ButtonLink to={paths.guidelines.root.getHref()}>View All Guidelines</ButtonLink>
      </div>
    </Container>
  );
}
