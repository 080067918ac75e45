// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { ARTICLE_TYPES } from '../domain/article-types';
import { SUBMISSION_JOURNAL_TITLES } from '../domain/intake';
import { manuscriptSubmissionForm, type ManuscriptSubmissionFormInput } from './manuscript';

const valid: ManuscriptSubmissionFormInput = {
  postTitle: 'Dr',
  firstName: 'Adaeze',
  lastName: "O'Neil-Okafor",
  university: 'University of Lagos',
  email: 'Adaeze@Unilag.edu.ng',
  phone: '+234 801 234 5678',
  address1: '12 Marina Road',
  address2: '',
  city: 'Lagos',
  state: 'Lagos State',
  postal: '101001',
  country: 'Nigeria',
  journalType: 'Journal of Mathematics',
  articleType: 'Research Article',
  title: 'On primes',
  abstract: '',
  keywords: '',
  orcid: '',
  coAuthors: '',
  note: '',
  files: [{ name: 'paper.docx', size: 2048, type: '' }],
};

/** Messages per first path element when `over` is applied to the valid form. */
function errorsWith(over: Record<string, unknown>): Record<string, string[]> {
  const r = manuscriptSubmissionForm.safeParse({ ...valid, ...over });
  const out: Record<string, string[]> = {};
  for (const i of r.success ? [] : r.error.issues) (out[String(i.path[0])] ??= []).push(i.message);
  return out;
}

describe('manuscript submission form (seed 000 §3, §5)', () => {
  it('accepts a complete form and normalises it', () => {
    const r = manuscriptSubmissionForm.parse(valid);
    expect(r.email).toBe('adaeze@unilag.edu.ng');
    expect(r.phone).toBe('+2348012345678');
    expect(r.address2).toBeUndefined();
    expect(r.abstract).toBeUndefined();
    expect(r.orcid).toBeUndefined();
  });
  it('keeps the optional fields when given', () => {
    const r = manuscriptSubmissionForm.parse({
      ...valid,
      abstract: 'We prove it.',
      keywords: 'primes; sieves',
      orcid: 'https://orcid.org/0000-0002-1825-0097',
      coAuthors: 'B. Ade',
      note: 'Thanks',
    });
    expect(r).toMatchObject({
      abstract: 'We prove it.',
      keywords: 'primes; sieves',
      orcid: '0000-0002-1825-0097',
      coAuthors: 'B. Ade',
      note: 'Thanks',
    });
  });
  it('every field of an empty form has its message', () => {
    const r = manuscriptSubmissionForm.safeParse({});
    const byField = Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      postTitle: 'Post Title is required',
      firstName: 'Name is required',
      lastName: 'Name is required',
      university: 'University is required',
      email: 'Email is required',
      phone: 'Phone is required',
      address1: 'Address is required',
      city: 'City is required',
      state: 'State/Province is required',
      postal: 'Postal/ZIP code must be at least 2 characters long',
      country: 'Country is required',
      journalType: 'Please select a journal',
      articleType: 'Please select an article type',
      title: 'Manuscript title must be at least 3 characters',
      files: 'Please select at least one file',
    });
  });
  it('postTitle: required, at most 50', () => {
    expect(errorsWith({ postTitle: ' ' })).toEqual({ postTitle: ['Post Title is required'] });
    expect(errorsWith({ postTitle: 'x'.repeat(50) })).toEqual({});
    expect(errorsWith({ postTitle: 'x'.repeat(51) })).toEqual({
      postTitle: ['Post Title must be 50 characters or less'],
    });
  });
  it('university: required, at most 50', () => {
    expect(errorsWith({ university: '' })).toEqual({ university: ['University is required'] });
    expect(errorsWith({ university: 'u'.repeat(51) })).toEqual({
      university: ['University must be 50 characters or less'],
    });
  });
  it('state: required, at most 100', () => {
    expect(errorsWith({ state: '' })).toEqual({ state: ['State/Province is required'] });
    expect(errorsWith({ state: 's'.repeat(100) })).toEqual({});
    expect(errorsWith({ state: 's'.repeat(101) })).toEqual({
      state: ['State/Province must be 100 characters or less'],
    });
  });
  it('country: required, one of the list', () => {
    expect(errorsWith({ country: '' })).toEqual({ country: ['Country is required'] });
    expect(errorsWith({ country: 'Atlantis' })).toEqual({ country: ['Please select a country from the list'] });
    for (const c of ['Kosovo', 'Taiwan', 'Vatican City', 'Palestine', 'Cabo Verde'])
      expect(errorsWith({ country: c })).toEqual({});
  });
  it('journalType: required; any journal title passes here (the server checks it in the database, decision 0046)', () => {
    for (const t of SUBMISSION_JOURNAL_TITLES) expect(errorsWith({ journalType: t })).toEqual({});
    expect(errorsWith({ journalType: 'Journal of Hosted Studies' })).toEqual({});
    expect(errorsWith({ journalType: '' })).toEqual({ journalType: ['Please select a journal'] });
    expect(errorsWith({ journalType: '   ' })).toEqual({ journalType: ['Please select a journal'] });
    expect(errorsWith({ journalType: 'j'.repeat(301) })).toEqual({ journalType: ['Please select a journal'] });
  });
  it('articleType: one of the 14 types', () => {
    for (const t of ARTICLE_TYPES) expect(errorsWith({ articleType: t })).toEqual({});
    expect(errorsWith({ articleType: '' })).toEqual({ articleType: ['Please select an article type'] });
    expect(errorsWith({ articleType: 'Case Study' })).toEqual({ articleType: ['Please select an article type'] });
  });
  it('title: 3 to 50 characters', () => {
    expect(errorsWith({ title: 'abc' })).toEqual({});
    expect(errorsWith({ title: ' ab ' })).toEqual({ title: ['Manuscript title must be at least 3 characters'] });
    expect(errorsWith({ title: 't'.repeat(50) })).toEqual({});
    expect(errorsWith({ title: 't'.repeat(51) })).toEqual({
      title: ['Manuscript title must be 50 characters or less'],
    });
  });
  it('abstract: at most 500', () => {
    expect(errorsWith({ abstract: 'a'.repeat(500) })).toEqual({});
    expect(errorsWith({ abstract: 'a'.repeat(501) })).toEqual({
      abstract: ['Abstract must be 500 characters or less'],
    });
  });
  it('keywords, co-authors, note: bounded', () => {
    expect(errorsWith({ keywords: 'k'.repeat(501) })).toEqual({
      keywords: ['Keywords must be 500 characters or less'],
    });
    expect(errorsWith({ coAuthors: 'c'.repeat(1001) })).toEqual({
      coAuthors: ['Co-authors must be 1000 characters or less'],
    });
    expect(errorsWith({ note: 'n'.repeat(2001) })).toEqual({ note: ['Note must be 2000 characters or less'] });
  });
  it('orcid: format and checksum', () => {
    expect(errorsWith({ orcid: '0000-0002-1825-0098' })).toEqual({ orcid: ['Invalid ORCID checksum'] });
    expect(errorsWith({ orcid: '1234' })).toEqual({ orcid: ['Invalid ORCID format'] });
  });
  it('the field rules apply: names, email, phone, address, city, postal', () => {
    expect(errorsWith({ firstName: 'Ada1', lastName: 'Nguyễn' })).toEqual({ firstName: ['Invalid name'] });
    expect(errorsWith({ email: 'not-an-email' })).toEqual({ email: ['Invalid email format'] });
    expect(errorsWith({ phone: '0123' })).toEqual({ phone: ['Use E.164 format, e.g. +14155552671'] });
    expect(errorsWith({ address1: 'a'.repeat(201) })).toEqual({ address1: ['Invalid address'] });
    expect(errorsWith({ city: 'Lagos 2' })).toEqual({ city: ['Invalid city'] });
    expect(errorsWith({ postal: '1' })).toEqual({ postal: ['Postal/ZIP code must be at least 2 characters long'] });
  });
  it('one-line fields collapse newlines and tabs, so that they cannot add lines to the cover letter', () => {
    const r = manuscriptSubmissionForm.parse({
      ...valid,
      postTitle: 'Dr\nNote: spoof',
      address1: '12\tMarina\r\nRoad',
      title: 'On\n\nprimes',
    });
    expect(r.postTitle).toBe('Dr Note: spoof');
    expect(r.address1).toBe('12 Marina Road');
    expect(r.title).toBe('On primes');
    expect(manuscriptSubmissionForm.parse({ ...valid, abstract: 'Line 1\nLine 2' }).abstract).toBe('Line 1\nLine 2');
  });
  it('files: at least one, each checked', () => {
    expect(errorsWith({ files: [] })).toEqual({ files: ['Please select at least one file'] });
    expect(
      errorsWith({
        files: [{ name: 'paper.pdf', size: 10, type: 'application/pdf', head: new TextEncoder().encode('<html') }],
      }),
    ).toEqual({
      files: ['Please upload a valid PDF: paper.pdf'],
    });
  });
});
