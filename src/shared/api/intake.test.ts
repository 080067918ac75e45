// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { reviewerApplicationForm, editorApplicationForm } from '../validation/applications';
import { manuscriptSubmissionForm } from '../validation/manuscript';
import { toFieldErrors } from './common';
import {
  contactRequest,
  joinFieldOfPath,
  joinIntakeFields,
  joinIntakeFieldsByKind,
  manuscriptIntakeFields,
  toJoinWireFields,
  toManuscriptWireFields,
} from './intake';

const manuscriptForm = manuscriptSubmissionForm.parse({
  postTitle: 'Dr',
  firstName: 'Ada',
  lastName: 'Lovelace',
  university: 'University of London',
  email: 'ada@example.org',
  phone: '+442079460958',
  address1: '12 St James Square',
  address2: '',
  city: 'London',
  state: 'Greater London',
  postal: 'SW1Y 4JH',
  country: 'United Kingdom',
  journalType: 'Archives of AI',
  articleType: 'Research Article',
  title: 'Notes on the Engine',
  orcid: '0000-0002-1825-0097',
  files: [{ name: 'notes.docx', size: 10, type: '' }],
});

const application = {
  firstName: 'Mai',
  lastName: 'Nguyễn',
  affiliation: 'Physics',
  university: 'HUS',
  email: 'mai@hus.edu.vn',
  phone: '+842438581419',
  address1: '334 Nguyen Trai',
  city: 'Hà Nội',
  state: 'Thanh Xuân',
  postal: '100000',
  country: 'Vietnam',
  journal: 'archives-of-ai',
};

describe('manuscript wire fields (seed 000 §7, decision 0007)', () => {
  it('the client sends the seed five and the structured fields, no empty ones', () => {
    const wire = toManuscriptWireFields(manuscriptForm);
    expect(wire.name).toBe('Ada Lovelace');
    expect(wire.title).toBe('Notes on the Engine');
    expect(wire.articleType).toBe('Research Article');
    expect(wire.coverLetter).toContain('Manuscript file: notes.docx');
    expect(wire.coverLetter).toContain('Journal: Archives of AI');
    expect(wire.orcid).toBe('0000-0002-1825-0097');
    expect(wire).not.toHaveProperty('files');
    expect(wire).not.toHaveProperty('address2');
    expect(wire).not.toHaveProperty('abstract');
  });
  it('the server parses what the client sends back to the same fields', () => {
    const parsed = manuscriptIntakeFields.parse(toManuscriptWireFields(manuscriptForm));
    const { files: _files, ...fields } = manuscriptForm;
    const defined = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
    expect(defined(parsed)).toEqual({
      ...defined(fields),
      name: 'Ada Lovelace',
      coverLetter: expect.stringContaining('Post Title: Dr'),
    });
  });
  it('the server gives the same messages as the form', () => {
    const r = manuscriptIntakeFields.safeParse({
      ...toManuscriptWireFields(manuscriptForm),
      title: 'ab',
      journalType: '',
    });
    expect(toFieldErrors(r.error!)).toEqual([
      { path: 'journalType', message: 'Please select a journal' },
      { path: 'title', message: 'Manuscript title must be at least 3 characters' },
    ]);
  });
  it('name and coverLetter are optional and bounded; unknown fields are stripped', () => {
    const { name: _n, coverLetter: _c, ...rest } = toManuscriptWireFields(manuscriptForm);
    const parsed = manuscriptIntakeFields.parse({ ...rest, status: 'accepted' });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed.name).toBeUndefined();
    const r = manuscriptIntakeFields.safeParse({ ...rest, coverLetter: 'x'.repeat(10_001) });
    expect(toFieldErrors(r.error!)).toEqual([
      { path: 'coverLetter', message: 'Cover letter must be 10000 characters or less' },
    ]);
  });
});

describe('join wire fields (seed 000 §3, §7)', () => {
  it('name, email, expertise, note and the structured fields', () => {
    const wire = toJoinWireFields(reviewerApplicationForm.parse({ ...application, researchInterest: 'Graph theory' }));
    expect(wire).toMatchObject({
      name: 'Mai Nguyễn',
      email: 'mai@hus.edu.vn',
      expertise: 'Graph theory',
      journal: 'archives-of-ai',
    });
    expect(wire.note).toContain('Journal: Archives of AI');
    expect(wire).not.toHaveProperty('researchInterest');
    expect(joinIntakeFieldsByKind.reviewer.parse(wire)).toMatchObject({ ...application, expertise: 'Graph theory' });
  });
  it("the editor's researchInterests travels as expertise too", () => {
    const wire = toJoinWireFields(editorApplicationForm.parse({ ...application, researchInterests: 'Algebra' }));
    expect(wire.expertise).toBe('Algebra');
  });
  it("expertise has the research interest's rules; errors map back to the form's field", () => {
    const r = joinIntakeFields('editor').safeParse({ ...application, expertise: 'AI' });
    const errors = toFieldErrors(r.error!);
    expect(errors).toEqual([{ path: 'expertise', message: 'Research interest must be at least 3 characters long' }]);
    expect(joinFieldOfPath('editor', errors[0].path)).toBe('researchInterests');
    expect(joinFieldOfPath('reviewer', 'expertise')).toBe('researchInterest');
    expect(joinFieldOfPath('reviewer', 'email')).toBe('email');
  });
  it("the associate list's Cabo Verde difference holds on the wire", () => {
    const wire = { ...application, country: 'Cabo Verde', expertise: 'Graphs' };
    expect(joinIntakeFieldsByKind.reviewer.safeParse(wire).success).toBe(true);
    expect(toFieldErrors(joinIntakeFieldsByKind.associate_editor.safeParse(wire).error!)).toEqual([
      { path: 'country', message: 'Please select a country from the list' },
    ]);
  });
});

describe('contact request (seed 000 §7)', () => {
  it('is the contact form; phone "" when absent', () => {
    expect(
      contactRequest.parse({ firstName: 'A', lastName: 'B', email: 'a@b.co', inquiryType: 'general', message: 'Hi' }),
    ).toEqual({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      phone: '',
      inquiryType: 'general',
      message: 'Hi',
    });
  });
});
