// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { APPLICATION_COUNTRIES, sortCountries, SUBMISSION_COUNTRIES, UN_MEMBER_STATES } from './countries';

describe('country lists (seed 000 §2)', () => {
  it('the base is the 193 UN member states, unique and sorted', () => {
    expect(UN_MEMBER_STATES).toHaveLength(193);
    expect(new Set(UN_MEMBER_STATES).size).toBe(193);
    expect(sortCountries(UN_MEMBER_STATES)).toEqual(UN_MEMBER_STATES);
  });
  it('submission: about 195, with Kosovo, Taiwan, Vatican City (and Palestine)', () => {
    expect(SUBMISSION_COUNTRIES).toHaveLength(197);
    expect(new Set(SUBMISSION_COUNTRIES).size).toBe(197);
    for (const c of ['Kosovo', 'Taiwan', 'Vatican City', 'Palestine', 'Cabo Verde', 'Nigeria', 'United States']) {
      expect(SUBMISSION_COUNTRIES, c).toContain(c);
    }
    expect(SUBMISSION_COUNTRIES[0]).toBe('Afghanistan');
    expect(SUBMISSION_COUNTRIES.at(-1)).toBe('Zimbabwe');
    const i = SUBMISSION_COUNTRIES.indexOf('Vatican City');
    expect(SUBMISSION_COUNTRIES.slice(i - 1, i + 2)).toEqual(['Vanuatu', 'Vatican City', 'Venezuela']);
  });
  it('applications: about 190, Afghanistan to Zimbabwe; Cabo Verde absent from the associate list only', () => {
    expect(APPLICATION_COUNTRIES.editor).toHaveLength(193);
    expect(APPLICATION_COUNTRIES.reviewer).toHaveLength(193);
    expect(APPLICATION_COUNTRIES.associate_editor).toHaveLength(192);
    for (const list of Object.values(APPLICATION_COUNTRIES)) {
      expect(list[0]).toBe('Afghanistan');
      expect(list.at(-1)).toBe('Zimbabwe');
    }
    expect(APPLICATION_COUNTRIES.editor).toContain('Cabo Verde');
    expect(APPLICATION_COUNTRIES.reviewer).toContain('Cabo Verde');
    expect(APPLICATION_COUNTRIES.associate_editor).not.toContain('Cabo Verde');
    expect(APPLICATION_COUNTRIES.associate_editor).toEqual(UN_MEMBER_STATES.filter((c) => c !== 'Cabo Verde'));
  });
  it('every application country is also offered on the submission form', () => {
    for (const c of APPLICATION_COUNTRIES.editor) expect(SUBMISSION_COUNTRIES).toContain(c);
  });
});
