// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkManuscriptFile, formatMegabytes, mergeFiles } from './file-list';
import { intakeIdOf } from './submit-manuscript';

const file = (name: string, body: string, type = '') => new File([body], name, { type });

describe('mergeFiles (seed 000 §2)', () => {
  it('appends new files and replaces one of the same name and size in place', () => {
    const a = file('a.pdf', '%PDF-1');
    const b = file('b.pdf', '%PDF-2');
    const a2 = file('a.pdf', '%PDF-9');
    const aLonger = file('a.pdf', '%PDF-1.7');
    const merged = mergeFiles([a, b], [a2, aLonger]);
    expect(merged).toHaveLength(3);
    expect(merged[0]).toBe(a2);
    expect(merged[1]).toBe(b);
    expect(merged[2]).toBe(aLonger);
  });
});

describe('checkManuscriptFile (shared rules, content read)', () => {
  it('accepts a real PDF and refuses a fake one, an empty file and a wrong type', async () => {
    expect(await checkManuscriptFile(file('ok.pdf', '%PDF-1.7 body', 'application/pdf'))).toBeNull();
    expect(await checkManuscriptFile(file('x.pdf', '<html>'))).toBe('Please upload a valid PDF: x.pdf');
    expect(await checkManuscriptFile(file('e.docx', ''))).toBe('Empty file not allowed');
    expect(await checkManuscriptFile(file('run.exe', 'MZ'))).toMatch(/^File type not allowed\. Accepted: pdf, docx/);
    expect(await checkManuscriptFile(file('paper.docx', 'PK'))).toBeNull();
  });
});

describe('formatMegabytes and intakeIdOf', () => {
  it('shows MB with two decimals', () => {
    expect(formatMegabytes(0)).toBe('0.00 MB');
    expect(formatMegabytes(1024 * 1024 * 2.345)).toBe('2.35 MB');
  });

  it('reads intakeId or id, a number or a numeric string', () => {
    expect(intakeIdOf({ intakeId: 4, id: 9 })).toBe(4);
    expect(intakeIdOf({ id: '12' })).toBe(12);
    expect(intakeIdOf({ id: 'abc' })).toBeNull();
    expect(intakeIdOf(null)).toBeNull();
  });
});
