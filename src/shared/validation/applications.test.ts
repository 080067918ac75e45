// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { APPLICATION_JOURNAL_SLUGS, JOIN_KINDS } from '../domain/intake';
import {
  associateEditorApplicationForm,
  editorApplicationForm,
  joinApplicationForm,
  researchInterestField,
  researchInterestOf,
  reviewerApplicationForm,
} from './applications';

const base = {
  firstName: 'Nguyễn',
  lastName: 'Thị Mai',
  affiliation: 'Department of Physics',
  university: 'Hanoi University of Science',
  email: 'mai@hus.edu.vn',
  phone: '+84 24 3858 1419',
  address1: '334 Nguyen Trai',
  address2: '',
  city: 'Hà Nội',
  state: 'Thanh Xuân',
  postal: '100000',
  country: 'Vietnam',
  journal: 'journal-of-mathematics',
};
const reviewer = { ...base, researchInterest: 'Number theory' };
const editor = { ...base, researchInterests: 'Number theory' };

function errors(schema: typeof reviewerApplicationForm | typeof editorApplicationForm, value: object) {
  const r = schema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('join applications (seed 000 §3, §5)', () => {
  it('accepts each kind with its research-interest field name', () => {
    expect(reviewerApplicationForm.parse(reviewer).researchInterest).toBe('Number theory');
    expect(associateEditorApplicationForm.parse(reviewer).researchInterest).toBe('Number theory');
    expect(editorApplicationForm.parse(editor).researchInterests).toBe('Number theory');
    expect(errors(editorApplicationForm, reviewer)).toEqual({
      researchInterests: 'Research interest must be at least 3 characters long',
    });
    expect(joinApplicationForm.editor).toBe(editorApplicationForm);
    expect(researchInterestField('editor')).toBe('researchInterests');
    expect(researchInterestField('reviewer')).toBe('researchInterest');
    expect(researchInterestOf(editorApplicationForm.parse(editor))).toBe('Number theory');
    expect(researchInterestOf(reviewerApplicationForm.parse(reviewer))).toBe('Number theory');
  });
  it("every field of an empty form has the applications' message", () => {
    for (const kind of JOIN_KINDS) {
      const interest = researchInterestField(kind);
      expect(errors(joinApplicationForm[kind], {}), kind).toEqual({
        firstName: 'Name is required',
        lastName: 'Name is required',
        affiliation: 'Affiliation is required',
        university: 'University is required',
        email: 'Email is required',
        phone: 'Phone is required',
        address1: 'Street address is required',
        city: 'City is required',
        state: 'State/Province is required',
        postal: 'ZIP/Postal code is required',
        country: 'Country is required',
        journal: 'Journal selection is required',
        [interest]: 'Research interest must be at least 3 characters long',
      });
    }
  });
  it('affiliation and university: at most 50', () => {
    expect(
      errors(reviewerApplicationForm, { ...reviewer, affiliation: 'a'.repeat(50), university: 'u'.repeat(50) }),
    ).toEqual({});
    expect(
      errors(reviewerApplicationForm, { ...reviewer, affiliation: 'a'.repeat(51), university: 'u'.repeat(51) }),
    ).toEqual({
      affiliation: 'Affiliation must be 50 characters or less',
      university: 'University must be 50 characters or less',
    });
  });
  it('research interest: 3 to 1000', () => {
    expect(errors(reviewerApplicationForm, { ...reviewer, researchInterest: 'AI ' })).toEqual({
      researchInterest: 'Research interest must be at least 3 characters long',
    });
    expect(errors(reviewerApplicationForm, { ...reviewer, researchInterest: 'r'.repeat(1000) })).toEqual({});
    expect(errors(editorApplicationForm, { ...editor, researchInterests: 'r'.repeat(1001) })).toEqual({
      researchInterests: 'Research interest must be 1000 characters or less',
    });
  });
  it('journal: a slug (the server checks it in the database, decision 0046)', () => {
    for (const slug of [...APPLICATION_JOURNAL_SLUGS, 'jhs1q'])
      expect(errors(reviewerApplicationForm, { ...reviewer, journal: slug })).toEqual({});
    for (const journal of ['', 'Journal of Mathematics', '../etc', 'a'.repeat(301)])
      expect(errors(reviewerApplicationForm, { ...reviewer, journal })).toEqual({
        journal: 'Journal selection is required',
      });
  });
  it("country: from the kind's list; Cabo Verde refused by the associate form only", () => {
    const cabo = { ...reviewer, country: 'Cabo Verde' };
    expect(errors(reviewerApplicationForm, cabo)).toEqual({});
    expect(errors(editorApplicationForm, { ...editor, country: 'Cabo Verde' })).toEqual({});
    expect(errors(associateEditorApplicationForm, cabo)).toEqual({ country: 'Please select a country from the list' });
    expect(errors(reviewerApplicationForm, { ...reviewer, country: 'Narnia' })).toEqual({
      country: 'Please select a country from the list',
    });
  });
  it('postal: too short once given', () => {
    expect(errors(reviewerApplicationForm, { ...reviewer, postal: '1' })).toEqual({
      postal: 'Postal/ZIP code must be at least 2 characters long',
    });
  });
  it('biography, cv, photograph: optional, each with its rule', () => {
    const pdf = { name: 'cv.pdf', size: 100, type: 'application/pdf', head: new TextEncoder().encode('%PDF-1.5') };
    const ok = {
      ...reviewer,
      biography: { name: 'bio.docx', size: 10, type: '' },
      cv: pdf,
      photograph: { name: 'me.heic', size: 10, type: 'image/heic' },
    };
    expect(errors(reviewerApplicationForm, ok)).toEqual({});
    expect(errors(reviewerApplicationForm, { ...reviewer, cv: { name: 'cv.odt', size: 10, type: '' } })).toEqual({
      cv: 'File type not allowed. Accepted: pdf, docx, doc, png, jpg, jpeg, svg, tiff',
    });
    expect(
      errors(reviewerApplicationForm, {
        ...reviewer,
        photograph: { name: 'me.jpg', size: 30 * 1024 * 1024 + 1, type: 'image/jpeg' },
      }),
    ).toEqual({
      photograph: 'File must be <= 30 MB',
    });
    expect(
      errors(reviewerApplicationForm, {
        ...reviewer,
        biography: { name: 'bio.pdf', size: 10, type: '', head: new TextEncoder().encode('<html') },
      }),
    ).toEqual({
      biography: 'Please upload a valid PDF: bio.pdf',
    });
  });
});
