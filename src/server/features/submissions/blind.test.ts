/**
 * Files across the double-blind line (decision 0011), through HTTP: the manuscript a reviewer
 * downloads and the review attachment an author downloads carry no name in any place their
 * type keeps one (real DOCX and ODT fixtures naming "Ada Lovelace" everywhere, a PDF built
 * with pdf-lib); a file that cannot be cleaned is refused (409) and the editor sees why.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFStream,
  PDFString,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema';
import { invitationTokenOf } from '../../test/workflow-calls';
import { hashPassword } from '../accounts';
import { setPasswordHash } from '../accounts';
import { multipart } from '../../test/multipart';
import { workflowSuite } from '../../test/workflow-suite';
import { passSimilarityCheck } from '../../test/similarity';

const FIXTURES = path.join(import.meta.dirname, '../../test/fixtures/blind');
const DOCX = fs.readFileSync(path.join(FIXTURES, 'named.docx'));
const ODT = fs.readFileSync(path.join(FIXTURES, 'named.odt'));
const NAME = 'Ada Lovelace';
const EMAIL = 'ada.lovelace@analytical.example';
const TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  pdf: 'application/pdf',
  doc: 'application/msword',
};

const {
  t,
  journal,
  as: { author, editor },
} = workflowSuite(['author', 'editor']);

type Auth = { authorization: string };
const post = (url: string, auth: Auth | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: auth ?? {}, ...(payload ? { payload } : {}) });
const get = (url: string, auth: Auth) => t.app.inject({ method: 'GET', url, headers: auth });
function upload(
  url: string,
  auth: Auth,
  field: string,
  name: string,
  data: Buffer,
  fields: Record<string, string> = {},
) {
  const body = multipart(fields, [
    { field, name, type: TYPES[name.split('.').pop()!] ?? 'application/octet-stream', data },
  ]);
  return t.app.inject({ method: 'POST', url, headers: { ...auth, ...body.headers }, payload: body.payload });
}

/** A submission under review with `manuscript`, and a signed-in reviewer who accepted. */
async function reviewing(name: string, manuscript: Buffer) {
  const created = await post('/api/submissions/draft', author.auth, {
    title: 'Tidal heating',
    abstract: 'Tides in ice.',
    journalId: journal.id,
    articleType: 'Research Article',
  });
  const id = created.json().id as number;
  expect(
    (await upload(`/api/submissions/${id}/upload?kind=manuscript`, author.auth, 'file', name, manuscript)).statusCode,
  ).toBe(201);
  expect((await post(`/api/submissions/${id}/submit`, author.auth)).statusCode).toBe(200);
  await passSimilarityCheck(t.app, id, editor.auth);
  expect((await post(`/api/submissions/${id}/desk`, editor.auth, { action: 'send_to_review' })).statusCode).toBe(200);
  const invite = await post(`/api/submissions/${id}/invites`, editor.auth, {
    reviewerEmail: `blind.${Date.now()}.${Math.random()}@example.org`,
  });
  const inviteId = invite.json().inviteId as number;
  const token = await invitationTokenOf(t.app.db, inviteId);
  expect((await post('/api/public/invites/accept', null, { token })).statusCode).toBe(200);
  const [inv] = await t.app.db.select().from(invitations).where(eq(invitations.id, inviteId));
  await setPasswordHash(t.app.db, inv.reviewerId!, await hashPassword('Reviewer-Pass-1'));
  const login = await post('/api/login', null, { email: inv.reviewerEmail, password: 'Reviewer-Pass-1' });
  return { id, inviteId, reviewer: { authorization: `Bearer ${login.json().token}` } };
}

/** Every entry of a ZIP archive, inflated, as text. */
const zipTexts = (bytes: Uint8Array) =>
  Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data, true)] as const);

/** Every string, name and (decoded) stream of a PDF, as text. */
async function pdfTexts(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const out: string[] = [];
  const visit = (o: PDFObject | undefined): void => {
    if (o instanceof PDFString || o instanceof PDFHexString) out.push(o.decodeText());
    else if (o instanceof PDFName) out.push(o.decodeText());
    else if (o instanceof PDFArray) o.asArray().forEach(visit);
    else if (o instanceof PDFDict) {
      for (const [k, v] of o.entries()) {
        visit(k);
        visit(v);
      }
    } else if (o instanceof PDFStream) {
      visit(o.dict);
      out.push(
        Buffer.from(o instanceof PDFRawStream ? decodePDFRawStream(o).decode() : o.getContents()).toString('latin1'),
      );
    }
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) visit(object);
  visit(doc.context.trailerInfo.Info);
  return out.join('\n');
}

/** A PDF naming "Ada Lovelace" in its info, the document's and a page's XMP, and a sticky note's author. */
async function namedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText('Tidal heating of icy moons');
  doc.setAuthor(NAME);
  doc.setCreator(`${NAME}'s Word`);
  doc.setKeywords([NAME]);
  const xmp = (where: string) =>
    doc.context.register(
      doc.context.stream(`<x:xmpmeta><dc:creator>${NAME} (${where})</dc:creator></x:xmpmeta>`, {
        Type: 'Metadata',
        Subtype: 'XML',
      }),
    );
  doc.catalog.set(PDFName.of('Metadata'), xmp('document'));
  page.node.set(PDFName.of('Metadata'), xmp('page'));
  const note = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Text',
    Rect: [10, 10, 30, 30],
    Contents: PDFString.of('Check this'),
    T: PDFHexString.fromText(NAME),
  });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(note)]));
  return Buffer.from(await doc.save());
}

describe('the manuscript a reviewer downloads', () => {
  it('is a DOCX without the name in its properties, comments, people or tracked changes', async () => {
    // The fixture names Ada in every place a DOCX keeps a person.
    const original = new Map(zipTexts(DOCX));
    for (const part of [
      'docProps/core.xml',
      'docProps/app.xml',
      'docProps/custom.xml',
      'word/comments.xml',
      'word/people.xml',
      'word/document.xml',
      'word/header1.xml',
      'word/footer1.xml',
      'word/footnotes.xml',
    ]) {
      expect(original.get(part), part).toContain(NAME);
    }
    expect(original.get('docProps/core.xml')).toMatch(/<cp:lastModifiedBy>Ada Lovelace</);
    expect(original.get('docProps/app.xml')).toMatch(/<Company>Ada Lovelace/);
    expect(original.get('word/comments.xml')).toContain('w:initials="AL"');
    expect(original.get('word/people.xml')).toContain(EMAIL);
    for (const tag of ['w:ins', 'w:del', 'w:rPrChange'])
      expect(original.get('word/document.xml')).toMatch(new RegExp(`<${tag} [^>]*w:author="Ada Lovelace"`));

    const { id, inviteId, reviewer } = await reviewing('ada-lovelace-paper.docx', DOCX);
    const res = await get(`/api/invites/${inviteId}/manuscript`, reviewer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(TYPES.docx);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="manuscript-${id}-round-1.docx"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const served = zipTexts(res.rawPayload);
    expect(served.map(([name]) => name)).toEqual([...original.keys()]);
    for (const [name, text] of served) {
      expect(text, name).not.toContain(NAME);
      expect(text, name).not.toContain(EMAIL);
      expect(text, name).not.toContain('"AL"');
    }
    expect(res.rawPayload.includes(NAME)).toBe(false);
    const cleaned = new Map(served);
    expect(cleaned.get('word/document.xml')).toContain('We model dissipation');
    expect(cleaned.get('word/document.xml')).toMatch(/<w:ins [^>]*w:author="Anonymous"/);
    expect(cleaned.get('word/comments.xml')).toContain('w:initials="A"');
    // The editor is told it will be cleaned.
    const file = (await get(`/api/submissions/${id}`, editor.auth)).json().files[0];
    expect(file).toMatchObject({ blindStatus: 'cleaned', blindIssue: null });
    // The author keeps their own file byte for byte, and sees no blind status.
    const own = await get(file.url, author.auth);
    expect(own.rawPayload.equals(DOCX)).toBe(true);
    expect((await get(`/api/submissions/${id}`, author.auth)).json().files[0]).toMatchObject({
      blindStatus: null,
      blindIssue: null,
    });
  });

  it('is an ODT without the name in meta.xml, annotations or tracked changes, mimetype first and stored', async () => {
    const original = new Map(zipTexts(ODT));
    expect(original.get('meta.xml')).toMatch(/<dc:creator>Ada Lovelace</);
    expect(original.get('meta.xml')).toMatch(/<meta:initial-creator>Ada Lovelace</);
    expect(original.get('meta.xml')).toMatch(/<meta:user-defined [^>]*>Ada Lovelace</);
    expect(original.get('content.xml')).toMatch(/<office:annotation[^>]*><dc:creator>Ada Lovelace</);
    expect(original.get('content.xml')).toMatch(/<office:change-info><dc:creator>Ada Lovelace</);
    expect(original.get('content.xml')).toContain('<meta:creator-initials>AL<');
    expect(original.get('styles.xml')).toMatch(/<office:change-info><dc:creator>Ada Lovelace</);

    const { inviteId, reviewer } = await reviewing('paper.odt', ODT);
    const res = await get(`/api/invites/${inviteId}/manuscript`, reviewer);
    expect(res.statusCode).toBe(200);
    const bytes = res.rawPayload;
    // ODF: the first entry is `mimetype`, stored (method 0).
    expect(bytes.subarray(30, 38).toString()).toBe('mimetype');
    expect(bytes.readUInt16LE(8)).toBe(0);
    for (const [name, text] of zipTexts(bytes)) {
      expect(text, name).not.toContain(NAME);
      expect(text, name).not.toContain('>AL<');
    }
    expect(new Map(zipTexts(bytes)).get('content.xml')).toContain('We model dissipation');
  });

  it('is a PDF without the name in its info, any XMP stream or a note author', async () => {
    const named = await namedPdf();
    const before = await pdfTexts(named);
    for (const where of [`${NAME} (document)`, `${NAME} (page)`, `${NAME}'s Word`]) expect(before).toContain(where);
    expect((await PDFDocument.load(named)).getAuthor()).toBe(NAME);

    const { inviteId, reviewer } = await reviewing('paper.pdf', named);
    const res = await get(`/api/invites/${inviteId}/manuscript`, reviewer);
    expect(res.statusCode).toBe(200);
    expect(await pdfTexts(res.rawPayload)).not.toContain(NAME);
    expect(await pdfTexts(res.rawPayload)).toContain('Check this');
  });
});

/**
 * The fixture DOCX saved as Strict Open XML (ISO/IEC 29500-1 Strict): the same parts with the
 * Strict namespace URIs of WordprocessingML, relationships and the extended and custom
 * properties (ECMA-376 Part 1, 5th ed., §A and Part 2 §E list the Transitional ↔ Strict pairs).
 */
function strictDocx(): Buffer {
  const pairs: [string, string][] = [
    [
      'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
      'http://purl.oclc.org/ooxml/wordprocessingml/main',
    ],
    [
      'http://schemas.openxmlformats.org/officeDocument/2006/relationships',
      'http://purl.oclc.org/ooxml/officeDocument/relationships',
    ],
    [
      'http://schemas.openxmlformats.org/officeDocument/2006/extended-properties',
      'http://purl.oclc.org/ooxml/officeDocument/extendedProperties',
    ],
    [
      'http://schemas.openxmlformats.org/officeDocument/2006/custom-properties',
      'http://purl.oclc.org/ooxml/officeDocument/customProperties',
    ],
  ];
  const parts: Record<string, Uint8Array> = {};
  for (const [name, text] of zipTexts(DOCX)) {
    let strict = text;
    for (const [transitional, iso] of pairs) strict = strict.split(transitional).join(iso);
    parts[name] = strToU8(strict);
  }
  return Buffer.from(zipSync(parts));
}

/** Every byte of a PDF as Latin-1, and every string and inflated stream of it (`pdfTexts`). */
async function everythingIn(bytes: Uint8Array): Promise<string> {
  return `${Buffer.from(bytes).toString('latin1')}\n${await pdfTexts(bytes)}`;
}

/**
 * A PDF signed by "Ada Lovelace" as a signing tool leaves it (ISO 32000-1 §12.7.4.5, §12.8):
 * a signature field (`/FT /Sig`) whose value `/V` is a signature dictionary naming the signer
 * (`/Name`, `/Location`, `/ContactInfo`, `/Reason`, `/Contents` = a PKCS#7 blob with her
 * certificate's subject), a widget whose appearance draws "Signed by Ada Lovelace", the
 * catalog's `/Perms` (DocMDP) pointing at the signature and a `/DSS` holding her certificate;
 * and an XMP packet without `/Type /Metadata`, reachable from the catalog under another key.
 */
async function signedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  page.drawText('Tidal heating of icy moons');
  const { context } = doc;
  const certificate = Buffer.concat([Buffer.from('3082', 'hex'), Buffer.from(`CN=${NAME}, E=${EMAIL}, L=London`)]);
  const signature = context.register(
    context.obj({
      Type: 'Sig',
      Filter: 'Adobe.PPKLite',
      SubFilter: 'adbe.pkcs7.detached',
      Name: PDFString.of(NAME),
      Location: PDFString.of('London, Analytical Engine Works'),
      ContactInfo: PDFString.of(EMAIL),
      Reason: PDFString.of(`I, ${NAME}, am the author`),
      M: PDFString.of('D:20240501100000Z'),
      ByteRange: [0, 100, 200, 300],
      Contents: PDFHexString.of(certificate.toString('hex')),
    }),
  );
  const appearance = context.register(
    context.flateStream(`BT /F1 8 Tf 2 2 Td (Signed by ${NAME}) Tj ET`, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 200, 40],
    }),
  );
  const field = context.register(
    context.obj({
      FT: 'Sig',
      Type: 'Annot',
      Subtype: 'Widget',
      T: PDFString.of('Signature1'),
      V: signature,
      Rect: [50, 50, 250, 90],
      F: 132,
      P: page.ref,
      AP: { N: appearance },
    }),
  );
  page.node.set(PDFName.of('Annots'), context.obj([field]));
  doc.catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [field], SigFlags: 3 }));
  doc.catalog.set(PDFName.of('Perms'), context.obj({ DocMDP: signature }));
  const cert = context.register(context.flateStream(certificate));
  doc.catalog.set(PDFName.of('DSS'), context.obj({ Certs: [cert] }));
  const xmp = context.register(
    context.flateStream(
      `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${NAME} (untyped XMP)</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`,
    ),
  );
  doc.catalog.set(PDFName.of('PrivateData'), xmp);
  return Buffer.from(await doc.save());
}

describe('Strict Open XML and signed PDFs', () => {
  const identities = [NAME, 'Lovelace', EMAIL, 'London'];

  it('a Strict DOCX reaches the reviewer without its authors, and as a review attachment reaches the author without them', async () => {
    const strict = strictDocx();
    const original = new Map(zipTexts(strict));
    expect(original.get('word/comments.xml')).toMatch(
      /xmlns:w="http:\/\/purl\.oclc\.org\/ooxml\/wordprocessingml\/main"[^>]*>.*w:author="Ada Lovelace"/s,
    );
    expect(original.get('docProps/app.xml')).toContain('<Company>Ada Lovelace');

    const { id, inviteId, reviewer } = await reviewing('paper.docx', strict);
    const res = await get(`/api/invites/${inviteId}/manuscript`, reviewer);
    expect(res.statusCode).toBe(200);
    for (const [name, text] of zipTexts(res.rawPayload)) {
      for (const identity of [NAME, EMAIL, '"AL"']) expect(text, name).not.toContain(identity);
    }
    expect(new Map(zipTexts(res.rawPayload)).get('word/document.xml')).toMatch(/<w:ins [^>]*w:author="Anonymous"/);

    const review = await upload(`/api/invites/${inviteId}/reviews`, reviewer, 'attachments', 'notes.docx', strict, {
      recommendation: 'minor',
      comments: 'Fine work.',
      conflictOfInterest: 'none',
    });
    expect(review.statusCode).toBe(201);
    expect((await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'accept' })).statusCode).toBe(200);
    const url = (await get(`/api/submissions/${id}`, author.auth)).json().authorReviews[0].attachmentUrl as string;
    const attachment = await get(url, author.auth);
    expect(attachment.statusCode).toBe(200);
    for (const [name, text] of zipTexts(attachment.rawPayload)) expect(text, name).not.toContain(NAME);
  });

  it('a signed PDF reaches the reviewer unsigned: no signer name, certificate, signature appearance or untyped XMP', async () => {
    const signed = await signedPdf();
    const before = await everythingIn(signed);
    for (const identity of [...identities, 'untyped XMP', `Signed by ${NAME}`]) expect(before).toContain(identity);

    const { id, inviteId, reviewer } = await reviewing('paper.pdf', signed);
    const res = await get(`/api/invites/${inviteId}/manuscript`, reviewer);
    expect(res.statusCode).toBe(200);
    const after = await everythingIn(res.rawPayload);
    for (const identity of identities) expect(after).not.toContain(identity);
    expect(after).not.toContain('xmpmeta');
    // The page is still there, and the editor is told the file is cleaned.
    const cleaned = await PDFDocument.load(res.rawPayload);
    expect(cleaned.getPageCount()).toBe(1);
    expect(cleaned.catalog.has(PDFName.of('Perms'))).toBe(false);
    expect(cleaned.catalog.has(PDFName.of('DSS'))).toBe(false);
    expect((await get(`/api/submissions/${id}`, editor.auth)).json().files[0]).toMatchObject({
      blindStatus: 'cleaned',
      blindIssue: null,
    });
  });

  it('a real published PDF still crosses, cleaned, with every page', async () => {
    const real = fs.readFileSync('/work/shared/data/articles/pdf-only/peerj-cs-118.pdf');
    const pages = (await PDFDocument.load(real, { updateMetadata: false })).getPageCount();
    const { inviteId, reviewer } = await reviewing('paper.pdf', real);
    const res = await get(`/api/invites/${inviteId}/manuscript`, reviewer);
    expect(res.statusCode).toBe(200);
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(pages);
  });
});

describe('a file that cannot be cleaned', () => {
  it('is refused to the reviewer with 409, and the editor sees why', async () => {
    // A Word 97–2003 file (OLE2 compound file): its property streams cannot be cleaned.
    const doc = Buffer.alloc(8192);
    Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(doc);
    const { id, inviteId, reviewer } = await reviewing('paper.doc', doc);
    const res = await get(`/api/invites/${inviteId}/manuscript`, reviewer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('cannot be sent for blind review: Word 97–2003 (DOC)'),
    });
    const file = (await get(`/api/submissions/${id}`, editor.auth)).json().files[0];
    expect(file).toMatchObject({ blindStatus: 'refused', blindIssue: expect.stringContaining('Word 97–2003 (DOC)') });
  });

  it('refuses an encrypted PDF', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    doc.setAuthor(NAME);
    doc.context.trailerInfo.Encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2 });
    const encrypted = Buffer.from(await doc.save({ useObjectStreams: false }));
    const { id, inviteId, reviewer } = await reviewing('paper.pdf', encrypted);
    const res = await get(`/api/invites/${inviteId}/manuscript`, reviewer);
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toContain(NAME);
    expect((await get(`/api/submissions/${id}`, editor.auth)).json().files[0]).toMatchObject({
      blindStatus: 'refused',
      blindIssue: 'The PDF is encrypted (password-protected)',
    });
  });
});

describe('the review attachment an author downloads', () => {
  it('carries no name once the round is decided (DOCX and PDF)', async () => {
    for (const [name, data] of [
      ['notes-by-ada.docx', DOCX],
      ['notes.pdf', await namedPdf()],
    ] as const) {
      const { id, inviteId, reviewer } = await reviewing('paper.pdf', await namedPdf());
      const review = await upload(`/api/invites/${inviteId}/reviews`, reviewer, 'attachments', name, data, {
        recommendation: 'minor',
        comments: 'Fine work.',
        conflictOfInterest: 'none',
      });
      expect(review.statusCode).toBe(201);
      expect((await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'accept' })).statusCode).toBe(200);
      const url = (await get(`/api/submissions/${id}`, author.auth)).json().authorReviews[0].attachmentUrl as string;
      const res = await get(url, author.auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      if (name.endsWith('.docx')) {
        for (const [part, text] of zipTexts(res.rawPayload)) expect(text, part).not.toContain(NAME);
      } else {
        expect(await pdfTexts(res.rawPayload)).not.toContain(NAME);
      }
      // The reviewer and the editor still get the attachment as uploaded.
      expect((await get(url, reviewer)).rawPayload.equals(data)).toBe(true);
      const editorFile = (await get(`/api/submissions/${id}`, editor.auth))
        .json()
        .files.find((f: { kind: string }) => f.kind === 'review_attachment');
      expect(editorFile).toMatchObject({ blindStatus: 'cleaned', blindIssue: null });
      expect((await get(url, editor.auth)).rawPayload.equals(data)).toBe(true);
    }
  });

  it('is refused to the author when it cannot be cleaned (an image)', async () => {
    const { id, inviteId, reviewer } = await reviewing('paper.pdf', await namedPdf());
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
      Buffer.alloc(64),
    ]);
    expect(
      (
        await upload(`/api/invites/${inviteId}/reviews`, reviewer, 'attachments', 'figure.png', png, {
          recommendation: 'minor',
          comments: 'See figure.',
          conflictOfInterest: 'none',
        })
      ).statusCode,
    ).toBe(201);
    await post(`/api/submissions/${id}/decision`, editor.auth, { decision: 'accept' });
    const url = (await get(`/api/submissions/${id}`, author.auth)).json().authorReviews[0].attachmentUrl as string;
    const res = await get(url, author.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('EXIF');
    const editorFile = (await get(`/api/submissions/${id}`, editor.auth))
      .json()
      .files.find((f: { kind: string }) => f.kind === 'review_attachment');
    expect(editorFile).toMatchObject({ blindStatus: 'refused', blindIssue: expect.stringContaining('EXIF') });
  });
});
