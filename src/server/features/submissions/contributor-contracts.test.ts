/**
 * The contributor, funding and statement contracts of shared/api/contributors.ts (decision
 * 0089): the seed's payloads pass unchanged (the new fields are optional), the new fields are
 * taken and normalised (ROR ids and Funder Registry ids as URLs), and what is malformed
 * answers the field's message. ROR ids follow ROR's identifier pattern (0 + 6 base32
 * characters + 2 digits); CRediT has 14 roles, each with a term URI under
 * https://credit.niso.org/contributor-roles/.
 */
import { describe, expect, it } from 'vitest';
import { CREDIT_ROLES, creditRoleUri } from '../../../shared/domain/credit';
import { draftRequest } from '../../../shared/validation/submissions';
import { affiliationList, funderList, ONE_FUNDER_ID, ROR_ID_MESSAGE } from '../../../shared/api/contributors';
import { productionMetadataRequest } from '../../../shared/api/production';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('CRediT vocabulary', () => {
  it('has the 14 NISO roles with their term URIs', () => {
    expect(CREDIT_ROLES).toHaveLength(14);
    expect(creditRoleUri('writing-review-editing')).toBe(
      'https://credit.niso.org/contributor-roles/writing-review-editing/',
    );
  });
});

describe('the draft (POST /api/submissions/draft)', () => {
  // Seed 001 §3 "Wizard: create draft": the fields the wizard sends, nothing more.
  const seed = {
    title: 'Tidal heating',
    abstract: 'We model tides.',
    journalId: 1,
    articleType: 'Research Article',
    keywords: ['tides'],
    coAuthors: 'Grace Hopper, Yale University',
  };

  it('accepts the seed payload unchanged, with no authors, funders or statements', () => {
    const out = draftRequest.parse(seed);
    expect(out).toMatchObject({ ...seed, authors: [], funding: [], dataAvailability: null, ethics: null });
  });

  it('accepts structured authors, funders and statements', () => {
    const out = draftRequest.parse({
      ...seed,
      authors: [
        {
          givenNames: 'Ada',
          surname: 'Lovelace',
          affiliations: [{ name: 'UCL', rorId: 'ror.org/02jx3x895' }],
          corresponding: true,
          email: 'ada@example.org',
          roles: [{ role: 'investigation', degree: 'lead' }],
        },
      ],
      funding: [{ name: 'Wellcome Trust', funderRegistryId: '10.13039/100004440', awards: [{ number: 'W1' }] }],
      dataAvailability: 'On Zenodo.',
      conflictOfInterest: ' ',
    });
    expect(out.authors[0].affiliations[0].rorId).toBe('https://ror.org/02jx3x895');
    expect(out.authors[0].roles).toEqual([{ role: 'investigation', degree: 'lead' }]);
    expect(out.funding[0]).toEqual({
      name: 'Wellcome Trust',
      rorId: null,
      funderRegistryId: 'https://doi.org/10.13039/100004440',
      awards: [{ number: 'W1', title: null }],
    });
    expect(out.dataAvailability).toBe('On Zenodo.');
    expect(out.conflictOfInterest).toBeNull();
  });

  it('refuses an unknown role, a role twice and an unknown field', () => {
    const author = { givenNames: 'A', surname: 'B' };
    expect(
      messages(draftRequest.safeParse({ ...seed, authors: [{ ...author, roles: [{ role: 'typing' }] }] })),
    ).toEqual(['Choose a CRediT role']);
    expect(
      messages(
        draftRequest.safeParse({
          ...seed,
          authors: [{ ...author, roles: [{ role: 'software' }, { role: 'software', degree: 'lead' }] }],
        }),
      ),
    ).toEqual(['Each role once']);
    expect(messages(draftRequest.safeParse({ ...seed, authors: [{ ...author, ror: 'x' }] }))).toEqual([
      'Unknown field: ror',
    ]);
  });
});

describe('affiliations', () => {
  it('take one-line strings as before (blank ones dropped) and records', () => {
    expect(affiliationList.parse(['Yale University, New Haven', ' '])).toEqual([
      { name: 'Yale University, New Haven', rorId: null, department: null, city: null, country: null },
    ]);
  });

  it('refuse a ROR id that is not one, and an institution without a name', () => {
    expect(messages(affiliationList.safeParse([{ name: 'UCL', rorId: 'https://ror.org/12345' }]))).toEqual([
      ROR_ID_MESSAGE,
    ]);
    // "o", "i", "l", "u" are not in ROR's base32 alphabet.
    expect(messages(affiliationList.safeParse([{ name: 'UCL', rorId: '0ilou1234' }]))).toEqual([ROR_ID_MESSAGE]);
    expect(messages(affiliationList.safeParse([{ name: ' ', city: 'London' }]))).toEqual(['Institution is required']);
  });
});

describe('funders', () => {
  it('read the production metadata items saved before ({ funder, awardId }) as one award each', () => {
    expect(
      funderList.parse([
        { funder: 'NSF', awardId: 'AST-1' },
        { funder: 'Leverhulme', awardId: null },
      ]),
    ).toEqual([
      { name: 'NSF', rorId: null, funderRegistryId: null, awards: [{ number: 'AST-1', title: null }] },
      { name: 'Leverhulme', rorId: null, funderRegistryId: null, awards: [] },
    ]);
  });

  it('take a ROR id or a Funder Registry id, not both', () => {
    expect(
      messages(
        funderList.safeParse([
          { name: 'ERC', rorId: 'https://ror.org/0472cxd90', funderRegistryId: '10.13039/501100000781' },
        ]),
      ),
    ).toEqual([ONE_FUNDER_ID]);
  });
});

describe('production metadata saved before decision 0089', () => {
  it('is still accepted: affiliations as strings, funding as { funder, awardId }', () => {
    const out = productionMetadataRequest.parse({
      authors: [{ givenNames: 'Ada', surname: 'Lovelace', affiliations: ['UCL'], corresponding: true }],
      funding: [{ funder: 'NSF', awardId: 'AST-1' }],
      license: 'CC BY 4.0',
    });
    expect(out.authors[0]).toMatchObject({ affiliations: [{ name: 'UCL', rorId: null }], roles: [], email: null });
    expect(out.funding[0].awards).toEqual([{ number: 'AST-1', title: null }]);
    expect(out.ethics).toBeNull();
  });
});
