import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { Container } from '../../../components/ui/container';

/**
 * The journal page when the journal does not exist or could not be loaded (seed 000 §2
 * Journal detail, §8): 'Journal Not Found' and a way back to the list.
 */
export function JournalNotFound({ abbreviation }: { abbreviation: string }) {
  return (
    <Container className="py-24 text-center sm:py-32">
      <div aria-hidden="true" className="mx-auto h-1 w-16 rounded-full bg-accent-400" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Journal Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-slate-700 wrap-anywhere">
        The journal &quot;{abbreviation}&quot; could not be found.
      </p>
      <div className="mt-10 flex justify-center">
        <ButtonLink to={paths.journals.getHref()}>Back to Journals</ButtonLink>
      </div>
    </Container>
  );
}
