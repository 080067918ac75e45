// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  checkFile,
  checkFileHead,
  checkFileName,
  checkFileSize,
  expectedMimeTypes,
  FILE_CATEGORIES,
  fileExtension,
  fileRules,
  fileSchema,
  manuscriptFiles,
  MAX_FILE_BYTES,
  MIME_TYPES_BY_EXTENSION,
  type FileDescription,
} from './files';

const bytes = (s: string) => new TextEncoder().encode(s);
const PDF_HEAD = bytes('%PDF-1.7\n');
const file = (name: string, over: Partial<FileDescription> = {}): FileDescription => ({
  name,
  size: 1024,
  type: '',
  ...over,
});
const MANUSCRIPT_TYPES =
  'File type not allowed. Accepted: pdf, docx, doc, rtf, tex, odt, zip, png, jpg, jpeg, svg, tiff';

describe('file size (seed 000 §5, §9)', () => {
  it('30 MB is 30 * 1024 * 1024 bytes', () => {
    expect(MAX_FILE_BYTES).toBe(31_457_280);
  });
  it('accepts exactly 30 MB, refuses one byte more', () => {
    expect(checkFile('manuscript', file('paper.docx', { size: MAX_FILE_BYTES }))).toBeNull();
    expect(checkFile('manuscript', file('paper.docx', { size: MAX_FILE_BYTES + 1 }))).toBe('File must be <= 30 MB');
    expect(checkFileSize(MAX_FILE_BYTES)).toBeNull();
    expect(checkFileSize(MAX_FILE_BYTES + 1)).toBe('File must be <= 30 MB');
  });
  it('refuses an empty file', () => {
    expect(checkFile('manuscript', file('paper.docx', { size: 0 }))).toBe('Empty file not allowed');
    expect(checkFile('photograph', file('me.jpg', { size: 0 }))).toBe('Empty file not allowed');
    expect(checkFileSize(0)).toBe('Empty file not allowed');
  });
  it('the size rule applies to every category, photographs included', () => {
    for (const c of FILE_CATEGORIES) {
      expect(checkFile(c, file('x.png', { size: MAX_FILE_BYTES + 1 })), c).toBe('File must be <= 30 MB');
    }
  });
});

describe('file required (seed 000 §5)', () => {
  it('anything but a file description is not a file', () => {
    for (const v of [
      undefined,
      null,
      '',
      'paper.pdf',
      42,
      {},
      { name: 'a.pdf' },
      { name: 'a.pdf', size: -1, type: '' },
      { name: '', size: 3, type: '' },
    ]) {
      expect(checkFile('manuscript', v), JSON.stringify(v)).toBe('File is required');
    }
  });
});

describe('extensions per category (seed 000 §5)', () => {
  it('manuscript: pdf, docx, doc, rtf, tex, odt, zip, png, jpg, jpeg, svg, tiff', () => {
    for (const ext of ['docx', 'doc', 'rtf', 'tex', 'odt', 'zip', 'png', 'jpg', 'jpeg', 'svg', 'tiff']) {
      expect(checkFile('manuscript', file(`paper.${ext}`)), ext).toBeNull();
    }
    expect(checkFile('manuscript', file('paper.pdf', { head: PDF_HEAD }))).toBeNull();
    for (const ext of ['exe', 'html', 'txt', 'csv', 'mp4', 'gif', 'tif', '']) {
      expect(checkFile('manuscript', file(ext ? `paper.${ext}` : 'paper')), ext).toBe(MANUSCRIPT_TYPES);
    }
  });
  it('extensions are case-insensitive', () => {
    expect(checkFile('manuscript', file('PAPER.DOCX'))).toBeNull();
    expect(checkFile('manuscript', file('Paper.Pdf', { head: PDF_HEAD }))).toBeNull();
    expect(checkFile('figure', file('FIG1.JPEG'))).toBeNull();
    expect(fileExtension('A.TiFf')).toBe('tiff');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
  });
  it('figure: images', () => {
    expect(checkFile('figure', file('fig.svg'))).toBeNull();
    expect(checkFile('figure', file('fig.docx'))).toBe('File type not allowed. Accepted: png, jpg, jpeg, svg, tiff');
  });
  it('data: csv, xlsx', () => {
    expect(checkFile('data', file('d.csv'))).toBeNull();
    expect(checkFile('data', file('d.xlsx'))).toBeNull();
    expect(checkFile('data', file('d.xls'))).toBe('File type not allowed. Accepted: csv, xlsx');
  });
  it('media: mp4', () => {
    expect(checkFile('media', file('v.mp4'))).toBeNull();
    expect(checkFile('media', file('v.mov'))).toBe('File type not allowed. Accepted: mp4');
  });
  it('biography and cv: pdf, docx, doc and images', () => {
    for (const c of ['biography', 'cv'] as const) {
      for (const ext of ['docx', 'doc', 'png', 'jpg', 'jpeg', 'svg', 'tiff']) {
        expect(checkFile(c, file(`cv.${ext}`)), `${c} ${ext}`).toBeNull();
      }
      expect(checkFile(c, file('cv.odt'))).toBe(
        'File type not allowed. Accepted: pdf, docx, doc, png, jpg, jpeg, svg, tiff',
      );
    }
  });
  it('photograph: any type', () => {
    expect(fileRules.photograph.extensions).toBeNull();
    for (const name of ['me.heic', 'me.webp', 'me', 'me.exe']) {
      expect(checkFile('photograph', file(name)), name).toBeNull();
    }
  });
  it('the declared type does not make a forbidden extension acceptable', () => {
    expect(checkFile('manuscript', file('paper.html', { type: 'application/msword' }))).toBe(MANUSCRIPT_TYPES);
  });
});

describe('the PDF check (seed 000 §5)', () => {
  it('a paper.pdf whose content is HTML is not a PDF', () => {
    expect(checkFile('manuscript', file('paper.pdf', { head: bytes('<html><body>') }))).toBe(
      'Please upload a valid PDF: paper.pdf',
    );
    expect(checkFile('cv', file('cv.pdf', { head: bytes('<svg xmlns') }))).toBe('Please upload a valid PDF: cv.pdf');
  });
  it('a PDF starts with the five characters %PDF-', () => {
    expect(checkFile('manuscript', file('paper.pdf', { head: bytes('%PDF-') }))).toBeNull();
    expect(checkFile('manuscript', file('paper.pdf', { head: bytes('%PDF') }))).toBe(
      'Please upload a valid PDF: paper.pdf',
    );
    expect(checkFile('manuscript', file('paper.pdf', { head: bytes(' %PDF-1.4') }))).toBe(
      'Please upload a valid PDF: paper.pdf',
    );
    expect(checkFile('manuscript', file('paper.pdf', { head: bytes('%pdf-1.4') }))).toBe(
      'Please upload a valid PDF: paper.pdf',
    );
  });
  it('a file declared application/pdf must be named .pdf and be a PDF', () => {
    expect(checkFile('photograph', file('scan', { type: 'application/pdf' }))).toBe('Please upload a valid PDF: scan');
    expect(checkFile('photograph', file('scan.jpg', { type: 'application/pdf', head: PDF_HEAD }))).toBe(
      'Please upload a valid PDF: scan.jpg',
    );
    expect(checkFile('photograph', file('scan.pdf', { type: 'application/pdf', head: bytes('GIF89a') }))).toBe(
      'Please upload a valid PDF: scan.pdf',
    );
  });
  it('without head (a browser File) only the name is checked; the server sends head', () => {
    expect(checkFile('manuscript', file('paper.pdf', { type: 'application/pdf' }))).toBeNull();
  });
  it('the checks in stages, as a streaming server uses them', () => {
    expect(checkFileName('manuscript', 'paper.pdf', 'application/pdf')).toBeNull();
    expect(checkFileName('manuscript', 'paper.exe', '')).toBe(MANUSCRIPT_TYPES);
    expect(checkFileHead('paper.pdf', '', bytes('<html'))).toBe('Please upload a valid PDF: paper.pdf');
    expect(checkFileHead('paper.pdf', '', PDF_HEAD)).toBeNull();
    expect(checkFileHead('figure.png', 'image/png', bytes('<html'))).toBeNull();
  });
  it('order: size before type, type before content', () => {
    expect(checkFile('manuscript', file('paper.exe', { size: 0 }))).toBe('Empty file not allowed');
    expect(checkFile('manuscript', file('paper.exe', { size: MAX_FILE_BYTES + 1 }))).toBe('File must be <= 30 MB');
  });
});

describe('MIME types and accept attributes', () => {
  it('every accepted extension has its expected MIME types', () => {
    for (const c of FILE_CATEGORIES) {
      for (const ext of fileRules[c].extensions ?? []) {
        expect(MIME_TYPES_BY_EXTENSION[ext]?.length, ext).toBeGreaterThan(0);
      }
    }
    expect(MIME_TYPES_BY_EXTENSION.pdf).toEqual(['application/pdf']);
    expect(MIME_TYPES_BY_EXTENSION.jpg).toEqual(['image/jpeg']);
  });
  it('per category', () => {
    expect(expectedMimeTypes('figure')).toEqual(['image/png', 'image/jpeg', 'image/svg+xml', 'image/tiff']);
    expect(expectedMimeTypes('photograph')).toBeNull();
    expect(acceptAttribute('data')).toBe('.csv,.xlsx');
    expect(acceptAttribute('photograph')).toBe('');
  });
});

describe('zod schemas of files', () => {
  it('fileSchema carries checkFile messages', () => {
    const schema = fileSchema('manuscript');
    expect(schema.safeParse(file('paper.docx')).success).toBe(true);
    expect(schema.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['File is required']);
    expect(schema.safeParse(file('paper.pdf', { head: bytes('<html') })).error?.issues.map((i) => i.message)).toEqual([
      'Please upload a valid PDF: paper.pdf',
    ]);
  });
  it('a File (browser, Node 20) is a file description', () => {
    const f = new File(['%PDF-1.7'], 'paper.pdf', { type: 'application/pdf' });
    expect(fileSchema('manuscript').safeParse(f).success).toBe(true);
    const empty = new File([], 'empty.pdf', { type: 'application/pdf' });
    expect(checkFile('manuscript', empty)).toBe('Empty file not allowed');
  });
  it('manuscriptFiles: at least one file, each checked, errors under files.<index>', () => {
    expect(manuscriptFiles.safeParse([]).error?.issues.map((i) => i.message)).toEqual([
      'Please select at least one file',
    ]);
    expect(manuscriptFiles.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual([
      'Please select at least one file',
    ]);
    const r = manuscriptFiles.safeParse([file('a.docx'), file('b.docx', { size: 0 })]);
    expect(r.error?.issues.map((i) => [i.path, i.message])).toEqual([[[1], 'Empty file not allowed']]);
    expect(manuscriptFiles.safeParse([file('a.docx'), file('b.tex')]).success).toBe(true);
  });
  it('at most 20 files', () => {
    const many = Array.from({ length: 21 }, (_, i) => file(`f${i}.docx`));
    expect(manuscriptFiles.safeParse(many.slice(0, 20)).success).toBe(true);
    expect(manuscriptFiles.safeParse(many).error?.issues.map((i) => i.message)).toEqual([
      'Please select at most 20 files',
    ]);
  });
});
