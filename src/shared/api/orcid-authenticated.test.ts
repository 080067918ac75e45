/**
 * Which iDs keep ORCID's authenticated mark (decision 0088): only an iD obtained through ORCID
 * sign-in; a save of the production metadata can neither claim the mark (the request refuses
 * the field) nor keep it for an iD changed by hand.
 */
// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { productionAuthorRequest } from './production';
import { hasAuthenticatedOrcid, keepAuthenticatedMarks } from '../domain/orcid-authenticated';

const CARBERRY = '0000-0002-1825-0097';
const HOPPER = '0000-0001-5109-3700';

describe('the authenticated mark', () => {
  it('needs both an iD and the mark', () => {
    expect(hasAuthenticatedOrcid({ orcid: CARBERRY, orcidAuthenticated: true })).toBe(true);
    expect(hasAuthenticatedOrcid({ orcid: CARBERRY })).toBe(false);
    expect(hasAuthenticatedOrcid({ orcid: null, orcidAuthenticated: true })).toBe(false);
  });

  it('is kept for an unchanged iD and lost for an iD changed by hand or newly typed', () => {
    const before = [
      { orcid: CARBERRY, orcidAuthenticated: true },
      { orcid: HOPPER, orcidAuthenticated: true },
      { orcid: null },
    ];
    const after = keepAuthenticatedMarks(before, [
      { orcid: CARBERRY }, // unchanged
      { orcid: '0000-0002-9079-593X' }, // changed by hand
      { orcid: HOPPER }, // moved to another author: still the iD that was authenticated
    ]);
    expect(after.map(hasAuthenticatedOrcid)).toEqual([true, false, true]);
  });

  it('cannot be claimed: a mark on the incoming author is dropped unless the iD was authenticated', () => {
    const after = keepAuthenticatedMarks([{ orcid: CARBERRY }], [{ orcid: CARBERRY, orcidAuthenticated: true }]);
    expect(after[0]).toEqual({ orcid: CARBERRY });
  });

  it('the production metadata request refuses the field', () => {
    const result = productionAuthorRequest.safeParse({
      givenNames: 'Josiah',
      surname: 'Carberry',
      orcid: CARBERRY,
      orcidAuthenticated: true,
    });
    expect(result.success).toBe(false);
  });
});
