// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { manuscriptSubmissionForm } from '../validation/manuscript';
import {
  errorBody,
  fieldOfPath,
  pageQuery,
  PAGE_DEFAULT_LIMIT,
  PAGE_MAX_LIMIT,
  PAGE_MAX_OFFSET,
  toFieldErrors,
  validationErrorResponse,
} from './common';

describe('page query (docs/decisions/0004)', () => {
  it('defaults to the first 20', () => {
    expect(pageQuery.parse({})).toEqual({ limit: PAGE_DEFAULT_LIMIT, offset: 0 });
    expect(PAGE_DEFAULT_LIMIT).toBe(20);
  });
  it('reads the query strings and keeps limit 1–100, offset 0–10,000 (decision 0020: deeper by cursor)', () => {
    expect(pageQuery.parse({ limit: '100', offset: '10000' })).toEqual({ limit: 100, offset: 10_000 });
    expect(PAGE_MAX_OFFSET).toBe(10_000);
    expect(pageQuery.safeParse({ offset: '10001' }).error?.issues[0].message).toContain('page further with `cursor`');
    expect(pageQuery.safeParse({ limit: String(PAGE_MAX_LIMIT + 1) }).success).toBe(false);
    expect(pageQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(pageQuery.safeParse({ offset: String(PAGE_MAX_OFFSET + 1) }).success).toBe(false);
    expect(pageQuery.safeParse({ offset: '-1' }).success).toBe(false);
  });
});

describe('error answers (seed 000 §3, §7, §8)', () => {
  it('field errors have dotted paths; the first element names the field', () => {
    const r = manuscriptSubmissionForm.safeParse({
      postTitle: 'Dr',
      firstName: 'Ada',
      lastName: 'Lovelace',
      university: 'University of London',
      email: 'ada@example.org',
      phone: '+442079460958',
      address1: '12 St James Square',
      city: 'London',
      state: 'Greater London',
      postal: 'SW1Y 4JH',
      country: 'United Kingdom',
      journalType: 'Archives of AI',
      articleType: 'Research Article',
      title: 'Notes on the Engine',
      files: [
        { name: 'a.docx', size: 1, type: '' },
        { name: 'b.exe', size: 1, type: '' },
      ],
    });
    const errors = toFieldErrors(r.error!);
    expect(errors).toEqual([
      {
        path: 'files.1',
        message: 'File type not allowed. Accepted: pdf, docx, doc, rtf, tex, odt, zip, png, jpg, jpeg, svg, tiff',
      },
    ]);
    expect(fieldOfPath(errors[0].path)).toBe('files');
  });
  it('the 400 body shape', () => {
    const body = {
      code: 'VALIDATION_FAILED',
      message: 'Invalid input',
      errors: [{ path: 'email', message: 'Invalid email format' }],
    };
    expect(validationErrorResponse.parse(body)).toEqual(body);
    expect(validationErrorResponse.safeParse({ code: 'X', message: 'Y' }).success).toBe(false);
  });
  it('the error body: field errors and the current status are optional', () => {
    expect(errorBody.parse({ code: 'NOT_FOUND', message: 'Not found' })).toEqual({
      code: 'NOT_FOUND',
      message: 'Not found',
    });
    const conflict = { code: 'CONFLICT', message: 'Not a draft', currentStatus: 'submitted' };
    expect(errorBody.parse(conflict)).toEqual(conflict);
    expect(errorBody.safeParse({ code: 'X', message: 'Y', errors: [{ path: 'a' }] }).success).toBe(false);
  });
});
