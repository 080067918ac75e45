/**
 * The content checks of every uploaded file (docs/decisions/0007-public-intake.md "Files" and
 * 0011-blind-files.md): a file is accepted only when its content is what its name (extension)
 * and declared MIME type say. Every upload route that stores files reads them with
 * lib/multipart-upload.ts `readIntakeMultipart` (public intake, submission, revision, proof and
 * review files), which calls this module twice per file:
 *
 * - `checkUploadHead(category, name, declaredType, head)`, on the first `HEAD_BYTES` before
 *   anything is stored: a declared PDF starts with `%PDF-`; no PDF/HTML polyglot; the declared
 *   MIME type, when it is a specific one, is one the extension may carry; the magic bytes
 *   (`file-type`) are of a type the extension may carry, and a binary extension must have
 *   them. Gives the content type to record.
 * - `checkUploadBody(name, contentType, head, readAll)`, once the file is stored, on the whole
 *   file when its type needs it: any ZIP container (by content: ZIP, DOCX, ODT, XLSX, whatever
 *   the name) against the archive limits (`checkArchive`, blind/zip.ts: declared and really
 *   inflated sizes, entries, ratio); SVG parsed as XML, root `svg` in the SVG namespace, no
 *   DOCTYPE, no active content (script, foreignObject, embedded frames, event-handler
 *   attributes, `javascript:` links); TeX and CSV plain text; RTF starting `{\rtf`.
 *
 * Journal covers and board photos (features/journals) are not read here: they are decoded and
 * re-encoded by sharp, which refuses anything that is not a raster image.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fileTypeFromBuffer } from 'file-type';
import {
  checkFileHead,
  fileExtension,
  fileRules,
  fileTypeMessage,
  MIME_TYPES_BY_EXTENSION,
  type FileCategory,
} from '../../shared/validation/files';
import { UncleanableFile } from './blind/errors';
import { checkArchive } from './blind/zip';

/** How far into a file the polyglot check looks, in bytes. */
export const POLYGLOT_WINDOW = 1024;
/** The message of a refused PDF/HTML polyglot. */
export const POLYGLOT_MESSAGE = 'This file looks like both a PDF and a web page; please upload a plain PDF or document';
const HTML_MARKERS =
  /<(?:!doctype\s+html|html[\s>]|script[\s>]|body[\s>]|iframe[\s>]|object[\s>]|embed[\s>]|meta\s+http-equiv)/i;

/** The refusal message when `head` (the file's first bytes) is a PDF/HTML polyglot, else null. */
export function polyglotProblem(head: Uint8Array): string | null {
  const text = Buffer.from(head.subarray(0, POLYGLOT_WINDOW)).toString('latin1');
  return text.includes('%PDF-') && HTML_MARKERS.test(text) ? POLYGLOT_MESSAGE : null;
}

/** Extensions of text formats (no magic bytes): their whole content is checked by `checkUploadBody`. */
export const TEXT_EXTENSIONS: ReadonlySet<string> = new Set(['tex', 'rtf', 'csv', 'svg']);

/** Container types `file-type` may report for formats built on them (OOXML, ODF, OLE2). */
const CONTAINERS: Readonly<Record<string, readonly string[]>> = {
  docx: ['application/zip'],
  xlsx: ['application/zip'],
  odt: ['application/zip'],
  doc: ['application/x-cfb'],
};

/** Declared types that say nothing (a browser that does not know the extension sends these). */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/x-download']);

/** Other declared types browsers and systems send for an extension, besides `MIME_TYPES_BY_EXTENSION`. */
const DECLARED_ALIASES: Readonly<Record<string, readonly string[]>> = {
  tex: ['text/plain', 'application/x-latex', 'text/x-latex', 'text/x-tex'],
  csv: ['text/plain', 'application/csv', 'text/comma-separated-values', 'text/x-csv'],
  rtf: ['application/msword', 'text/richtext'],
  zip: ['application/x-zip', 'multipart/x-zip'],
  jpg: ['image/pjpeg'],
  jpeg: ['image/pjpeg'],
  doc: ['application/vnd.ms-word'],
};

/** `name: why` — the refusal message naming the file. */
const named = (name: string, why: string) => `${name}: ${why}`;

/**
 * The declared MIME type rule: a specific declared type (not `GENERIC_TYPES`) must be one the
 * extension may carry (its `MIME_TYPES_BY_EXTENSION`, `DECLARED_ALIASES`), case and parameters
 * ignored. A category that takes any type (photograph) with an unknown extension is not checked.
 * @returns the message, or null
 */
export function declaredTypeProblem(name: string, declaredType: string): string | null {
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  if (GENERIC_TYPES.has(declared)) return null;
  const ext = fileExtension(name);
  const known = MIME_TYPES_BY_EXTENSION[ext];
  if (!known) return null;
  if (known.includes(declared) || DECLARED_ALIASES[ext]?.includes(declared)) return null;
  return named(name, `declared as ${declared}, which is not a .${ext} file`);
}

/**
 * The head checks (see the module comment), before the file is stored.
 * @param head the file's first bytes (≤ 4,100, what `file-type` reads)
 * @returns the content type to record (from the magic bytes when `file-type` knows them, else
 *   the extension's usual type), or the message to report at the file's path
 */
export async function checkUploadHead(
  category: FileCategory,
  name: string,
  declaredType: string,
  head: Uint8Array,
): Promise<{ contentType: string } | { message: string }> {
  const early =
    checkFileHead(name, declaredType, head) ?? polyglotProblem(head) ?? declaredTypeProblem(name, declaredType);
  if (early) return { message: early };
  const detected = await fileTypeFromBuffer(head);
  const ext = fileExtension(name);
  const usual = MIME_TYPES_BY_EXTENSION[ext]?.[0] ?? 'application/octet-stream';
  const allowed = [...(MIME_TYPES_BY_EXTENSION[ext] ?? []), ...(CONTAINERS[ext] ?? [])];
  if (fileRules[category].extensions === null) {
    // Any type accepted (photograph): a known extension must still match its content.
    if (!MIME_TYPES_BY_EXTENSION[ext]) return { contentType: detected?.mime ?? usual };
    if (detected && !allowed.includes(detected.mime))
      return { message: named(name, `the content is ${detected.mime}, not a .${ext} file`) };
    if (!detected && !TEXT_EXTENSIONS.has(ext)) return { message: named(name, `the content is not a .${ext} file`) };
    return { contentType: detected && !CONTAINERS[ext]?.includes(detected.mime) ? detected.mime : usual };
  }
  if (!detected) {
    return TEXT_EXTENSIONS.has(ext) ? { contentType: usual } : { message: fileTypeMessage(category) };
  }
  if (!allowed.includes(detected.mime)) return { message: fileTypeMessage(category) };
  // A docx reported as a bare zip is recorded with the docx type.
  return { contentType: CONTAINERS[ext]?.includes(detected.mime) ? usual : detected.mime };
}

/** True when `head` starts like a ZIP archive (a local file header, or the end record of an empty one). */
export function isZipContent(head: Uint8Array): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Elements that run script or embed another document inside an SVG. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
/** URL schemes that run script or carry a page. */
const ACTIVE_URL = /^(?:javascript|vbscript|livescript|data:(?!image\/(?:png|jpe?g|gif|webp)[;,]))/i;

/**
 * An attribute value as the browser sees it: character and predefined entity references
 * decoded, controls and spaces removed.
 */
function decodedValue(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&(lt|gt|amp|quot|apos);/g, (_, e: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[e]!)
    .replace(/\s+/g, '')
    .replace(/[^ -\u{10FFFF}]/gu, '');
}

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };
const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);

/**
 * Why `text` is not an acceptable SVG image, or null: not a web page, well-formed XML (fast-xml-parser's
 * validator), no DOCTYPE (entities), a single root element `svg` in the SVG namespace
 * (`http://www.w3.org/2000/svg`, SVG 1.1 §1.2 / SVG 2 §1.5), and no active content anywhere:
 * the elements of `ACTIVE_ELEMENTS`, an `on…` event-handler attribute, or an attribute value
 * (a link, an animation's `to`/`values`) that is a `javascript:`-like or non-image `data:` URL.
 */
export function svgProblem(text: string): string | null {
  if (/^(?:\uFEFF)?\s*<(?:!doctype\s+html|html[\s>])/i.test(text)) return 'not an SVG image (it is a web page)';
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return 'an SVG with a DOCTYPE or entity declarations is not accepted';
  if (XMLValidator.validate(text) !== true) return 'not well-formed XML, so not an SVG image';
  const parser = new XMLParser({
    ignoreAttributes: false,
    preserveOrder: true,
    attributeNamePrefix: '',
    allowBooleanAttributes: true,
    processEntities: false,
    trimValues: false,
  });
  const tree = parser.parse(text) as OrderedNode[];
  const elements = tree.filter((n) => {
    const key = Object.keys(n).find((k) => k !== ':@');
    return key !== undefined && key !== '#text' && !key.startsWith('?') && !key.startsWith('#');
  });
  if (elements.length !== 1) return 'not an SVG image (no single root element)';
  const root = elements[0]!;
  const rootName = Object.keys(root).find((k) => k !== ':@')!;
  const prefix = rootName.includes(':') ? rootName.slice(0, rootName.indexOf(':')) : '';
  const ns = root[':@']?.[prefix ? `xmlns:${prefix}` : 'xmlns'];
  if (localName(rootName) !== 'svg' || ns !== SVG_NS)
    return 'not an SVG image (the root element is not svg in the SVG namespace)';
  const stack: OrderedNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const key = Object.keys(node).find((k) => k !== ':@')!;
    if (key === '#text' || key.startsWith('?') || key.startsWith('#')) continue;
    if (ACTIVE_ELEMENTS.has(localName(key).toLowerCase()))
      return `an SVG with a ${localName(key)} element is not accepted`;
    for (const [attribute, value] of Object.entries(node[':@'] ?? {})) {
      if (/^on/i.test(localName(attribute))) return `an SVG with an event handler (${attribute}) is not accepted`;
      if (typeof value === 'string' && ACTIVE_URL.test(decodedValue(value)))
        return `an SVG with a script or page link (${attribute}) is not accepted`;
    }
    const children = node[key];
    if (Array.isArray(children)) stack.push(...(children as OrderedNode[]));
  }
  return null;
}

/**
 * Why `bytes` are not plain text (TeX, CSV), or null: no NUL or other control characters than
 * tab, line feed, form feed, carriage return and the DOS end-of-file mark (any 8-bit encoding
 * is accepted: Excel writes CSV in Windows-1252), and no HTML or XML markup at the start.
 */
export function plainTextProblem(bytes: Uint8Array): string | null {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1a)
      return 'not a plain-text file (it holds binary data)';
  }
  const start = Buffer.from(bytes.subarray(0, POLYGLOT_WINDOW)).toString('latin1');
  if (/^(?:\uFEFF|\xEF\xBB\xBF)?\s*<(?:!doctype|html|head|body|script|svg|\?xml)\b/i.test(start))
    return 'not a plain-text file (it is a web page or XML)';
  return null;
}

/**
 * The whole-content checks (see the module comment), once the file is stored.
 * @param name the file's name (its extension selects the text check)
 * @param head the file's first bytes (a ZIP container is recognised by them)
 * @param readAll reads the whole stored file (≤ 30 MB); only called when a check needs it
 * @returns the message naming the file and why it is refused, or null
 */
export async function checkUploadBody(
  name: string,
  head: Uint8Array,
  readAll: () => Promise<Uint8Array>,
): Promise<string | null> {
  const ext = fileExtension(name);
  if (isZipContent(head)) {
    try {
      checkArchive(await readAll());
      return null;
    } catch (err) {
      if (!(err instanceof UncleanableFile)) throw err;
      return named(
        name,
        /cannot be accepted$/.test(err.message) ? err.message : `${err.message}; it cannot be accepted`,
      );
    }
  }
  if (!TEXT_EXTENSIONS.has(ext)) return null;
  const bytes = await readAll();
  if (ext === 'rtf')
    return Buffer.from(bytes.subarray(0, 6)).toString('latin1').startsWith('{\\rtf')
      ? null
      : named(name, 'not an RTF document (it does not start with {\\rtf)');
  if (ext === 'svg') {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return named(name, 'not an SVG image (not UTF-8 text)');
    }
    const problem = svgProblem(text);
    return problem ? named(name, problem) : null;
  }
  const problem = plainTextProblem(bytes);
  return problem ? named(name, problem) : null;
}
