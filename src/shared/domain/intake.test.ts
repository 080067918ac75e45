// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_JOURNAL_OPTIONS,
  APPLICATION_JOURNAL_SLUGS,
  DEFAULT_INQUIRY_TYPE,
  INQUIRY_TYPE_VALUES,
  INTAKE_LIMITS,
  JOIN_KIND_INFO,
  JOIN_KINDS,
  journalTitleOfSlug,
  SUBMISSION_JOURNAL_TITLES,
} from './intake';

describe('intake constants (seed 000 §3, §9)', () => {
  it("the submission form's 12 journal titles, in the seed's order", () => {
    expect(SUBMISSION_JOURNAL_TITLES).toEqual([
      'Journal of Life Sciences',
      'Journal of Medical and Health Sciences',
      'Journal of Mathematics',
      'Journal of Agriculture',
      'Archives of AI',
      'Journal of Anesthesia',
      'Archives of Biomedicine',
      'Journal of Cell Science',
      'Dentistry Journal',
      'Journal of Neonatal Science',
      'Archives of Neuroscience',
      'Therapeutic Journal',
    ]);
  });
  it("the applications' 12 slugs, in the seed's order, paired with the same journals' titles", () => {
    expect(APPLICATION_JOURNAL_SLUGS).toEqual([
      'journal-of-life-sciences',
      'journal-of-medical-and-health-sciences',
      'journal-of-mathematics',
      'journal-of-agriculture',
      'archives-of-ai',
      'journal-of-anesthesia',
      'archives-of-biomedicine',
      'journal-of-cell-science',
      'dentistry-journal',
      'journal-of-neonatal-science',
      'archives-of-neuroscience',
      'therapeutic-journal',
    ]);
    expect(APPLICATION_JOURNAL_OPTIONS.map((o) => o.title)).toEqual(SUBMISSION_JOURNAL_TITLES);
    expect(journalTitleOfSlug('dentistry-journal')).toBe('Dentistry Journal');
    expect(journalTitleOfSlug('nope')).toBeUndefined();
  });
  it('join kinds: labels, endpoint segments, pages, research-interest field', () => {
    expect(JOIN_KINDS).toEqual(['reviewer', 'editor', 'associate_editor']);
    expect(JOIN_KINDS.map((k) => JOIN_KIND_INFO[k].endpointSegment)).toEqual([
      'reviewer',
      'editor',
      'associate_editor',
    ]);
    expect(JOIN_KIND_INFO.associate_editor).toMatchObject({
      label: 'Associate Editor',
      pagePath: '/guidelines/join-associate',
      researchInterestField: 'researchInterest',
    });
    expect(JOIN_KIND_INFO.editor).toMatchObject({
      label: 'Editor',
      pagePath: '/guidelines/join-editor',
      researchInterestField: 'researchInterests',
    });
    expect(JOIN_KIND_INFO.reviewer.pagePath).toBe('/guidelines/join-reviewer');
  });
  it("inquiry types start with the seed's default, general", () => {
    expect(DEFAULT_INQUIRY_TYPE).toBe('general');
    expect(INQUIRY_TYPE_VALUES[0]).toBe('general');
    expect(new Set(INQUIRY_TYPE_VALUES).size).toBe(INQUIRY_TYPE_VALUES.length);
  });
  it('the limits of §9', () => {
    expect(INTAKE_LIMITS).toMatchObject({
      fileBytes: 30 * 1024 * 1024,
      abstractMax: 500,
      manuscriptTitleMin: 3,
      manuscriptTitleMax: 50,
      postTitleMax: 50,
      universityMax: 50,
      affiliationMax: 50,
      stateMax: 100,
      emailMin: 5,
      emailMax: 254,
      passwordMin: 8,
      passwordMax: 128,
      postalMin: 2,
      postalMax: 12,
      contactMessageMax: 2000,
      researchInterestMin: 3,
      researchInterestMax: 1000,
    });
  });
});
