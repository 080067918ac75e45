/**
 * The contributor, funding and statement pieces shared by the submission (wizard, public
 * form), production metadata and the article record (decision 0089):
 *
 * - an **affiliation** `{ name, rorId?, department?, city?, country? }`: `rorId` is the full
 *   ROR URL (`https://ror.org/0` + 6 characters of ROR's Crockford base32 + 2 check digits;
 *   a bare id is accepted and written as the URL). A plain string is taken as `{ name }`
 *   (how affiliations were sent before).
 * - a **CRediT role** `{ role, degree? }`: one of the 14 NISO CRediT terms (by slug,
 *   shared/domain/credit.ts) with its degree of contribution (lead, equal, supporting).
 * - a **funder** `{ name, rorId?, funderRegistryId?, awards: [{ number, title? }] }`:
 *   identified by ROR or, for older records, by the Crossref Funder Registry DOI
 *   (10.13039/…, written `https://doi.org/10.13039/…`); not both.
 * - **statements**: data availability, the authors' conflicts of interest, ethics.
 *
 * Every string goes through `text()`; the request pieces are strict (unknown fields 400).
 */
import { z } from 'zod';
import { CREDIT_DEGREES, CREDIT_ROLE_SLUGS } from '../domain/credit';
import { EMAIL_PATTERN, optionalOrcid } from '../validation/fields';
import {
  boundedLine,
  INVALID_INPUT as INVALID,
  optionalLine,
  optionalText,
  strictBody,
  text,
  tooLongMessage,
} from '../validation/text';

export const CONTRIBUTOR_LIMITS = {
  affiliationNameMax: 500,
  affiliationPartMax: 200,
  affiliationsMax: 10,
  rolesMax: 14,
  fundersMax: 30,
  funderNameMax: 300,
  awardsMax: 20,
  awardNumberMax: 100,
  awardTitleMax: 500,
  statementMax: 5000,
  nameMax: 200,
  emailMax: 254,
} as const;
const L = CONTRIBUTOR_LIMITS;

/** ROR identifier: '0', six characters of Crockford base32 (no i, l, o, u), two digits. */
export const ROR_ID_PATTERN = /^https:\/\/ror\.org\/0[0-9a-hjkmnp-tv-z]{6}[0-9]{2}$/;
export const ROR_ID_MESSAGE = 'Enter a ROR ID such as https://ror.org/05dxps055';
/** A Crossref Funder Registry id: the DOI prefix 10.13039 and a number. */
export const FUNDER_ID_PATTERN = /^https:\/\/doi\.org\/10\.13039\/[0-9]+$/;
export const FUNDER_ID_MESSAGE = 'Enter a Funder Registry ID such as 10.13039/501100000780';
export const ONE_FUNDER_ID = 'Give a ROR ID or a Funder Registry ID, not both';

/** A ROR id in any usual spelling (bare, ror.org/…, http) as its canonical URL; '' stays ''. */
export function normaliseRorId(value: string): string {
  const v = value.trim();
  if (!v) return '';
  const m = /^(?:https?:\/\/)?(?:www\.)?(?:ror\.org\/)?(0[0-9a-z]{8})\/?$/i.exec(v);
  return m ? `https://ror.org/${m[1].toLowerCase()}` : v;
}

/** A Funder Registry id ("10.13039/…", doi: or dx.doi.org forms) as `https://doi.org/10.13039/…`. */
export function normaliseFunderId(value: string): string {
  const v = value.trim();
  if (!v) return '';
  const m = /^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)?(10\.13039\/[0-9]+)\/?$/i.exec(v);
  return m ? `https://doi.org/${m[1]}` : v;
}

/** Optional ROR id → canonical URL or undefined. */
export const optionalRorId = text(ROR_ID_MESSAGE)
  .overwrite(normaliseRorId)
  .refine((v) => v === '' || ROR_ID_PATTERN.test(v), { error: ROR_ID_MESSAGE, abort: true })
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** Optional Funder Registry id → `https://doi.org/10.13039/…` or undefined. */
export const optionalFunderId = text(FUNDER_ID_MESSAGE)
  .overwrite(normaliseFunderId)
  .refine((v) => v === '' || FUNDER_ID_PATTERN.test(v), { error: FUNDER_ID_MESSAGE, abort: true })
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const part = (label: string) =>
  optionalLine(L.affiliationPartMax, tooLongMessage(label, L.affiliationPartMax)).transform((v) => v ?? null);

/** One affiliation as sent: an object, or (as before decision 0089) a one-line string. */
export const affiliationRequest = z.preprocess(
  (v) => (typeof v === 'string' ? { name: v } : v),
  strictBody({
    name: boundedLine(
      'Institution is required',
      L.affiliationNameMax,
      tooLongMessage('Institution', L.affiliationNameMax),
    ),
    rorId: optionalRorId.transform((v) => v ?? null),
    department: part('Department'),
    city: part('City'),
    country: part('Country'),
  }),
);

/** The stored and answered affiliation. */
export const affiliation = z.object({
  name: text(),
  rorId: text().nullable(),
  department: text().nullable(),
  city: text().nullable(),
  country: text().nullable(),
});
export type Affiliation = z.infer<typeof affiliation>;

/** An author's affiliations, in order (at most 10; blank strings dropped). */
export const affiliationList = z
  .array(z.unknown())
  .max(L.affiliationsMax, { error: `At most ${L.affiliationsMax} affiliations per author` })
  .transform((list) => list.filter((a) => !(typeof a === 'string' && a.trim() === '')))
  .pipe(z.array(affiliationRequest))
  .default([]);

/** One CRediT role with its degree (null: not stated). */
export const creditRole = z.object({
  role: z.enum(CREDIT_ROLE_SLUGS, { error: 'Choose a CRediT role' }),
  degree: z.enum(CREDIT_DEGREES, { error: 'Choose lead, equal or supporting' }).nullable(),
});
export type CreditRole = z.infer<typeof creditRole>;

export const creditRoleRequest = strictBody({
  role: creditRole.shape.role,
  degree: creditRole.shape.degree.optional().transform((v) => v ?? null),
});

/** An author's roles: each role once. */
export const creditRoleList = z
  .array(creditRoleRequest)
  .max(L.rolesMax, { error: `At most ${L.rolesMax} roles` })
  .refine((list) => new Set(list.map((r) => r.role)).size === list.length, { error: 'Each role once' })
  .default([]);

/** One award of a funder. */
export const award = z.object({ number: text(), title: text().nullable() });
export type Award = z.infer<typeof award>;

export const awardRequest = strictBody({
  number: boundedLine('Award number is required', L.awardNumberMax, tooLongMessage('Award number', L.awardNumberMax)),
  title: optionalLine(L.awardTitleMax, tooLongMessage('Award title', L.awardTitleMax)).transform((v) => v ?? null),
});

/** One funder and its awards (stored and answered). */
export const funder = z.object({
  name: text(),
  rorId: text().nullable(),
  funderRegistryId: text().nullable(),
  awards: z.array(award),
});
export type Funder = z.infer<typeof funder>;

/** One funder as sent; `{ funder, awardId }` (production metadata before decision 0089) is read as one award. */
export const funderRequest = z.preprocess(
  (v) => {
    if (v && typeof v === 'object' && 'funder' in v && !('name' in v)) {
      const { funder: name, awardId, ...rest } = v as Record<string, unknown>;
      return { ...rest, name, awards: typeof awardId === 'string' && awardId.trim() ? [{ number: awardId }] : [] };
    }
    return v;
  },
  strictBody({
    name: boundedLine('Funder is required', L.funderNameMax, tooLongMessage('Funder', L.funderNameMax)),
    rorId: optionalRorId.transform((v) => v ?? null),
    funderRegistryId: optionalFunderId.transform((v) => v ?? null),
    awards: z
      .array(awardRequest)
      .max(L.awardsMax, { error: `At most ${L.awardsMax} awards per funder` })
      .default([]),
  }).refine((f) => !(f.rorId && f.funderRegistryId), { error: ONE_FUNDER_ID, path: ['funderRegistryId'] }),
);

export const funderList = z
  .array(funderRequest)
  .max(L.fundersMax, { error: `At most ${L.fundersMax} funders` })
  .default([]);

/** The three statements (null: none given). */
export const statements = z.object({
  dataAvailability: text().nullable(),
  conflictOfInterest: text().nullable(),
  ethics: text().nullable(),
});
export type Statements = z.infer<typeof statements>;

const statement = (label: string) =>
  optionalText(L.statementMax, tooLongMessage(label, L.statementMax)).transform((v) => v ?? null);
/** The request form of each statement: trimmed, '' or absent → null, at most 5000 characters. */
export const statementFields = {
  dataAvailability: statement('Data availability statement'),
  conflictOfInterest: statement('Conflict of interest statement'),
  ethics: statement('Ethics statement'),
};

/** "Department, Institution, City, Country": an affiliation on one line (zod-free, for public pages). */
export { affiliationLine } from '../domain/affiliation-line';

/** An affiliation with only a name (an imported one-line affiliation, or a typed one). */
export function plainAffiliation(name: string, rorId: string | null = null): Affiliation {
  return { name, rorId, department: null, city: null, country: null };
}

/**
 * One author as sent (submission wizard, production metadata), in byline order: names,
 * affiliations (records, or one-line strings as before), ORCID iD (bare or URL form, checked
 * by its ISO 7064 MOD 11-2 check character), corresponding author, CRediT roles with their
 * degree, equal contribution, and the address printed for correspondence.
 */
export const authorRequest = strictBody({
  givenNames: boundedLine('Given names are required', L.nameMax, tooLongMessage('Given names', L.nameMax)),
  surname: boundedLine('Family name is required', L.nameMax, tooLongMessage('Family name', L.nameMax)),
  affiliations: affiliationList,
  orcid: optionalOrcid.transform((v) => v ?? null),
  corresponding: z.boolean({ error: INVALID }).default(false),
  roles: creditRoleList,
  equalContribution: z.boolean({ error: INVALID }).default(false),
  email: optionalLine(L.emailMax, tooLongMessage('Email', L.emailMax))
    .refine((v) => v === undefined || EMAIL_PATTERN.test(v), { error: 'Invalid email address' })
    .transform((v) => v ?? null),
});
export type AuthorInput = z.input<typeof authorRequest>;

/** One author as stored and answered. */
export const author = z.object({
  givenNames: text(),
  surname: text(),
  affiliations: z.array(affiliation),
  orcid: text().nullable(),
  /**
   * True when the iD came from ORCID sign-in (the author connected it); never set by a request
   * (the save keeps it only for an unchanged iD; decision 0088).
   */
  orcidAuthenticated: z.boolean().optional(),
  corresponding: z.boolean(),
  roles: z.array(creditRole),
  equalContribution: z.boolean(),
  email: text().nullable(),
});
export type Author = z.infer<typeof author>;
