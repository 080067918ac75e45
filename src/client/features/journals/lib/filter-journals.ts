/**
 * The journals list's search and category filter (seed 000 §2 Journals list, §5 "Journal
 * list search").
 */

/** The fields the filter reads. */
export interface FilterableJournal {
  title: string;
  abbreviation: string;
  description: string;
  category: string;
}

/** The search text and category chosen by the reader ('' = all categories). */
export interface JournalFilter {
  search: string;
  category: string;
}

/** True when the search (after trimming) or the category narrows the list. */
export function isFiltering({ search, category }: JournalFilter): boolean {
  return search.trim() !== '' || category.trim() !== '';
}

/**
 * Keeps the journals that match both rules of seed 000 §5: the search text, trimmed, is a
 * case-insensitive substring of the title, abbreviation or description; and the category,
 * when one is chosen, equals the journal's category case-insensitively.
 * @returns the matching journals, in their original order
 */
export function filterJournals<T extends FilterableJournal>(
  journals: readonly T[],
  { search, category }: JournalFilter,
): T[] {
  const needle = search.trim().toLowerCase();
  const wanted = category.trim().toLowerCase();
  return journals.filter((journal) => {
    const matchesSearch =
      needle === '' ||
      [journal.title, journal.abbreviation, journal.description].some((field) => field.toLowerCase().includes(needle));
    const matchesCategory = wanted === '' || journal.category.trim().toLowerCase() === wanted;
    return matchesSearch && matchesCategory;
  });
}

/**
 * The category filter's options (without 'All Categories'): the categories the journals
 * really carry, alphabetically, each once (compared case-insensitively). Decision 0030: the seed's
 * three were listed even when no journal was filed under them.
 */
export function categoryOptions(journals: readonly Pick<FilterableJournal, 'category'>[]): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const { category } of journals) {
    const name = category.trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    found.push(name);
  }
  // Code-unit order of the lower-cased names: the same on server and browser, and without
  // building an ICU collator on the phone's main thread (~80 ms throttled, decision 0034).
  return found.sort((a, b) => {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x < y ? -1 : x > y ? 1 : 0;
  });
}
