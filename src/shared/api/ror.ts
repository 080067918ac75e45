/**
 * The API contract of ROR organisations (docs/decisions/0090-ror-and-languages.md): the
 * affiliation search's query and answer.
 */
import { z } from 'zod';
import { text } from '../validation/text';

/** Most organisations one search answers. */
export const ROR_SEARCH_MAX = 50;

/** `GET /api/ror/search?q=&limit=`: q 1–200 characters (400 when empty), limit 1–50 (default 10). */
export const rorSearchQuery = z.object({
  q: text().trim().min(1, 'Type part of an organisation’s name').max(200),
  limit: z.coerce.number().int().min(1).max(ROR_SEARCH_MAX).default(10),
});

/** One organisation: its ROR id as a URL, display name, country (ISO 3166-1 alpha-2) and other names. */
export const rorOrganization = z.object({
  id: text().regex(/^https:\/\/ror\.org\/0[a-z0-9]{8}$/),
  name: text(),
  country: text().nullable(),
  aliases: z.array(text()),
});

export type RorOrganization = z.infer<typeof rorOrganization>;
