/**
 * Test helper of the intake forms: a query client whose cache already holds the journal list
 * the forms offer (`GET /api/journals?limit=100&house=true`), as a server render leaves it for
 * hydration. By default the twelve journals a fresh install seeds (seed 000 §3), given out of
 * order (the API lists journals with articles first) so that the forms' ordering is exercised.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { Journal } from '../../../../shared/api/catalogue';
import { HOUSE_JOURNALS } from '../../../../shared/domain/journals';
import { createQueryClient } from '../../../lib/query-client';
import { intakeJournalsQueryKey } from '../api/get-intake-journals';

/** A journal as the list API returns it. */
export function formJournal(id: number, title: string, slug: string, acceptsSubmissions = true): Journal {
  return {
    id,
    title,
    abbreviation: slug.toUpperCase().slice(0, 8),
    slug,
    description: '',
    category: 'Life Sciences',
    coverImage: null,
    issn: null,
    publisher: null,
    currentVolume: 1,
    currentIssue: 1,
    articleCount: 0,
    acceptsSubmissions,
  };
}

/** The seeded house journals, ids 1–12 in seed order. */
export const SEEDED_FORM_JOURNALS: Journal[] = HOUSE_JOURNALS.map((j, i) => formJournal(i + 1, j.title, j.slug));

/** `element` inside a query client holding `journals` (reversed, as an API order may be) as the forms' list. */
export function withFormJournals(element: ReactElement, journals: Journal[] = SEEDED_FORM_JOURNALS) {
  const client = createQueryClient();
  client.setQueryData(intakeJournalsQueryKey, { items: [...journals].reverse(), total: journals.length });
  return <QueryClientProvider client={client}>{element}</QueryClientProvider>;
}
