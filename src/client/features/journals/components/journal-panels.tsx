/**
 * The static tabs of the journal page (seed 000 §2 Journal detail): Articles in Press,
 * Editorial Board and Areas Focused (Archive: archive-panel.tsx).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Journal, JournalDetail } from '../../../../shared/api/catalogue';
import { paths } from '../../../../shared/routes';
import { ButtonLink } from '../../../components/ui/button-link';
import { useJournalBoard } from '../api/get-journal-board';
import { BoardMembers } from './board-members';
import { ACCEPTED_ARTICLE_TYPES, researchAreasFor } from '../lib/research-areas';

function PanelHeading({ id, children, intro }: { id: string; children: ReactNode; intro?: ReactNode }) {
  return (
    <div className="max-w-3xl">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {children}
      </h2>
      {intro ? <p className="mt-2 leading-relaxed text-slate-700">{intro}</p> : null}
    </div>
  );
}

/** "Articles in Press": always a 'Coming Soon' placeholder. */
export function ArticlesInPressPanel() {
  return (
    <section aria-labelledby="in-press-heading">
      <PanelHeading id="in-press-heading">Articles in Press</PanelHeading>
      <div className="mt-6 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
        <h3 className="text-xl font-semibold">Coming Soon</h3>
        <p className="mx-auto mt-2 max-w-xl text-slate-700">
          Accepted manuscripts will appear here, peer reviewed and citable, before they are assigned to an issue.
        </p>
      </div>
    </section>
  );
}

const BOARD_ROLES = [
  {
    title: 'Editor-in-Chief',
    text: 'Sets the editorial direction of the journal, oversees peer review and makes final publication decisions.',
    href: paths.guidelines.joinEditor.getHref(),
  },
  {
    title: 'Associate Editors',
    text: 'Handle manuscripts in their field of expertise, invite reviewers and recommend decisions to the editor.',
    href: paths.guidelines.joinAssociate.getHref(),
  },
  {
    title: 'Expert Reviewers',
    text: 'Assess manuscripts for originality, rigour and clarity, and help authors strengthen their work.',
    href: paths.guidelines.joinReviewer.getHref(),
  },
] as const;

/**
 * "Editorial Board": the journal's members by role (decision 0031), when it has any, then the seed's
 * three roles, each with 'Apply to Join' when the journal accepts submissions
 * (`acceptsApplications`, decision 0030); otherwise the roles without the buttons.
 */
export function EditorialBoardPanel({
  journal,
  acceptsApplications = true,
}: {
  journal: Pick<Journal, 'abbreviation'>;
  acceptsApplications?: boolean;
}) {
  const { data: members = [] } = useJournalBoard(journal.abbreviation);
  return (
    <section aria-labelledby="board-heading">
      <PanelHeading
        id="board-heading"
        intro="Our editorial board brings together researchers who uphold rigorous, fair and timely peer review. We welcome applications from experienced scholars."
      >
        Editorial Board
      </PanelHeading>
      <BoardMembers members={members} />
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {BOARD_ROLES.map((role) => (
          <li key={role.title} className="flex flex-col rounded-lg border-t-4 border-accent-400 bg-brand-50 p-6">
            <h3 className="text-lg font-semibold">{role.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-700">{role.text}</p>
            {acceptsApplications ? (
              <div className="mt-5">
                <ButtonLink to={role.href} variant="outline" className="bg-white">
                  Apply to Join<span className="sr-only"> as {role.title}</span>
                </ButtonLink>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function TickList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-800">
          <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent-400" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** "EUR 1,200.00" as the reader's language writes it ("€1,200.00" in English). */
function formatCharge(apc: { amount: number; currency: string }): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: apc.currency }).format(apc.amount);
  } catch {
    return `${apc.currency} ${apc.amount.toFixed(2)}`;
  }
}

/**
 * "Areas Focused": research areas of the journal's category, the article types it accepts (set
 * in journal management, decision 0046; the house list when none are set) and its article
 * processing charge (when set; else a pointer to the processing-fee guidelines).
 */
export function AreasFocusedPanel({
  journal,
}: {
  journal: Pick<JournalDetail, 'title' | 'category' | 'articleTypes' | 'apc'>;
}) {
  const types = journal.articleTypes?.length ? journal.articleTypes : ACCEPTED_ARTICLE_TYPES;
  return (
    <section aria-labelledby="areas-heading">
      <PanelHeading id="areas-heading" intro={`The scope of ${journal.title} and the kinds of work it publishes.`}>
        Areas Focused
      </PanelHeading>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="rounded-lg border border-slate-200 p-6">
          <h3 className="text-lg font-semibold">Primary Research Areas</h3>
          <TickList items={researchAreasFor(journal.category)} />
        </div>
        <div className="rounded-lg border border-slate-200 p-6">
          <h3 className="text-lg font-semibold">Article Types Accepted</h3>
          <TickList items={types} />
        </div>
      </div>
      <div className="mt-6 max-w-3xl rounded-lg border border-slate-200 p-6" data-testid="journal-apc">
        <h3 className="text-lg font-semibold">Article Processing Charge</h3>
        {journal.apc ? (
          <p className="mt-2 text-slate-800">
            The article processing charge of {journal.title} is <strong>{formatCharge(journal.apc)}</strong>.
          </p>
        ) : (
          <p className="mt-2 text-slate-800">
            See the{' '}
            <Link
              to={paths.guidelines.processingFee.getHref()}
              className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              processing fee guidelines
            </Link>
            .
          </p>
        )}
      </div>
    </section>
  );
}
