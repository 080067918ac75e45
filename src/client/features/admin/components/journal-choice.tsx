/**
 * The journal choice that opens the admin sections working on one journal (Issues, Import from
 * OJS): the journals read once (`GET /api/journals?limit=100`, seed 000's catalogue list) and a
 * labelled select, "Choose a journal" first, each journal as "Title (ABBR)".
 */
import { useQuery } from '@tanstack/react-query';
import * as catalogue from '../../../../shared/api/endpoints/catalogue';
import { controlClasses } from '../../../components/ui/form-fields';
import { callList } from '../../../lib/call';

/** The journals an admin section chooses from (at most 100, the list endpoint's page). */
export function useAdminJournals() {
  return useQuery({
    queryKey: ['api', 'journals', { limit: 100 }],
    queryFn: ({ signal }) => callList(catalogue.listJournals, { query: { limit: 100 }, init: { signal } }),
  });
}

interface JournalChoiceProps {
  /** The select's id (its label points at it). */
  id: string;
  journals: ReturnType<typeof useAdminJournals>;
  /** The chosen journal's abbreviation, '' for none. */
  value: string;
  onChange(abbreviation: string): void;
}

/** A "Journal" select over `journals`, valued by abbreviation. */
export function JournalChoice({ id, journals, value, onChange }: JournalChoiceProps) {
  return (
    <div className="max-w-md space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Journal
      </label>
      <select id={id} className={controlClasses()} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Choose a journal</option>
        {(journals.data?.items ?? []).map((j) => (
          <option key={j.id} value={j.abbreviation}>
            {j.title} ({j.abbreviation})
          </option>
        ))}
      </select>
    </div>
  );
}
