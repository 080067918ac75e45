// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { addressLines, buildCoverLetter, buildJoinNote, fullName } from './intake-text';

describe('fullName (seed 000 §7)', () => {
  it('joins first and last name, skipping empty parts', () => {
    expect(fullName(' Ada ', ' Lovelace ')).toBe('Ada Lovelace');
    expect(fullName('Ada', '')).toBe('Ada');
    expect(fullName(undefined, null)).toBe('');
  });
});

describe('addressLines', () => {
  it('street, line 2, "City, State ZIP", country; only non-empty parts', () => {
    expect(
      addressLines({
        address1: '1 Main St',
        address2: 'Apt 2',
        city: 'Boston',
        state: 'MA',
        postal: '02139',
        country: 'United States',
      }),
    ).toEqual(['1 Main St', 'Apt 2', 'Boston, MA 02139', 'United States']);
    expect(addressLines({ city: 'Lagos', country: 'Nigeria' })).toEqual(['Lagos', 'Nigeria']);
    expect(addressLines({ postal: '101001' })).toEqual(['101001']);
    expect(addressLines({})).toEqual([]);
  });
});

describe('buildCoverLetter (seed 000 §7)', () => {
  it('a full form: every part, in the seed order', () => {
    // The whole form may be passed: fields the letter does not use are ignored.
    const form = {
      postTitle: 'Dr',
      firstName: 'Ignored',
      university: 'University of Lagos',
      phone: '+2348012345678',
      journalType: 'Journal of Mathematics',
      abstract: 'We prove that\nthere are infinitely many primes.',
      files: [{ name: 'primes.pdf' }, { name: 'figures.zip' }],
      address1: '12 Marina Road',
      address2: 'Suite 4',
      city: 'Lagos',
      state: 'Lagos State',
      postal: '101001',
      country: 'Nigeria',
      note: 'Thank you for considering it.',
    };
    expect(buildCoverLetter(form)).toBe(
      [
        'Post Title: Dr',
        'University: University of Lagos',
        'Phone: +2348012345678',
        'Journal: Journal of Mathematics',
        '',
        'Abstract:',
        'We prove that',
        'there are infinitely many primes.',
        '',
        'Manuscript file: primes.pdf',
        '',
        'Address:',
        '12 Marina Road',
        'Suite 4',
        'Lagos, Lagos State 101001',
        'Nigeria',
        '',
        'Note:',
        'Thank you for considering it.',
      ].join('\n'),
    );
  });
  it('a minimal form: empty and missing parts left out, no empty headings', () => {
    expect(
      buildCoverLetter({
        postTitle: 'Prof',
        university: 'ETH Zürich',
        phone: '+41446324111',
        journalType: 'Archives of AI',
        abstract: '   ',
        files: [{ name: 'paper.docx' }],
        address1: 'Rämistrasse 101',
        address2: undefined,
        city: 'Zürich',
        state: 'ZH',
        postal: '8092',
        country: 'Switzerland',
        note: '',
      }),
    ).toBe(
      [
        'Post Title: Prof',
        'University: ETH Zürich',
        'Phone: +41446324111',
        'Journal: Archives of AI',
        '',
        'Manuscript file: paper.docx',
        '',
        'Address:',
        'Rämistrasse 101',
        'Zürich, ZH 8092',
        'Switzerland',
      ].join('\n'),
    );
  });
  it('nothing at all gives an empty letter', () => {
    expect(buildCoverLetter({})).toBe('');
    expect(buildCoverLetter({ files: [] })).toBe('');
    expect(buildCoverLetter({ note: 'Hi' })).toBe('Note:\nHi');
  });
});

describe('buildJoinNote (seed 000 §3)', () => {
  it('affiliation, university, phone, full address, journal title', () => {
    expect(
      buildJoinNote({
        affiliation: 'Department of Physics',
        university: 'University of Lagos',
        phone: '+2348012345678',
        address1: '12 Marina Road',
        address2: '',
        city: 'Lagos',
        state: 'Lagos State',
        postal: '101001',
        country: 'Nigeria',
        journal: 'journal-of-mathematics',
      }),
    ).toBe(
      [
        'Affiliation: Department of Physics',
        'University: University of Lagos',
        'Phone: +2348012345678',
        'Address: 12 Marina Road, Lagos, Lagos State 101001, Nigeria',
        'Journal: Journal of Mathematics',
      ].join('\n'),
    );
  });
  it('only non-empty parts; an unknown slug is shown as is', () => {
    expect(buildJoinNote({ university: 'MIT', journal: 'journal-of-nothing' })).toBe(
      'University: MIT\nJournal: journal-of-nothing',
    );
    expect(buildJoinNote({})).toBe('');
  });
});
