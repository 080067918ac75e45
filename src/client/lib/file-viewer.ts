/**
 * The file viewer and downloads of the portal (seed 001 §2 "File viewer", §7 "Files", §8).
 *
 * File URLs (`/api/files/…`, `/api/submissions/…/files/…`) need the bearer token, so a plain
 * `<a href>` cannot open them: the file is fetched with {@link apiFetch} and shown or saved
 * from a blob URL.
 *
 * - {@link openFileInViewer} opens a new tab synchronously, inside the click (a tab opened
 *   after an `await` is blocked by browsers), then fills it: a PDF or an image is shown inline
 *   (the tab goes to the blob URL), a Word document gets a download page, any other type a
 *   download/open page, and a failed fetch an error page ('Unable to open document').
 * - {@link downloadFile} saves the file through an `<a download>` link.
 *
 * Blob URLs are revoked later ({@link VIEWER_BLOB_LIFETIME_MS}, {@link DOWNLOAD_BLOB_LIFETIME_MS}).
 * Callers raise the toasts ('Failed to open file', 'Failed to download file'); use
 * {@link fileErrorDescription} for their description.
 */
import { ApiError, apiFetch } from './api-client';

/** Error of a blocked popup (seed 001 §2 "File viewer"). */
export const POPUP_BLOCKED = 'Popup was blocked';
/** What to tell the user when the popup was blocked (seed 001 §8). */
export const ALLOW_POPUPS = 'Please allow pop-ups to view the document.';
/** Title of the viewer's error page (seed 001 §8). */
export const UNABLE_TO_OPEN = 'Unable to open document';

/** How long a blob shown in the viewer tab stays valid, in ms (reloads and the download link need it). */
export const VIEWER_BLOB_LIFETIME_MS = 10 * 60_000;
/** How long a downloaded blob stays valid, in ms (the browser reads it just after the click). */
export const DOWNLOAD_BLOB_LIFETIME_MS = 30_000;

/** The popup could not be opened ('Popup was blocked'). */
export class PopupBlockedError extends Error {
  constructor() {
    super(POPUP_BLOCKED);
    this.name = 'PopupBlockedError';
  }
}

/**
 * The file could not be fetched ('Failed to fetch file: {status}'; status 0 for a network failure).
 * `reason` is the server's own message of a refusal (its error body's `message`), when it gave one:
 * a screen that knows what a status means for its file shows it (the DOAJ export's 409).
 */
export class FileFetchError extends Error {
  readonly status: number;
  readonly reason: string | null;

  constructor(status: number, reason: string | null = null) {
    super(`Failed to fetch file: ${status}`);
    this.name = 'FileFetchError';
    this.status = status;
    this.reason = reason;
  }
}

/** The description of a file error's toast: the pop-up advice, or the error's message. */
export function fileErrorDescription(error: unknown): string {
  if (error instanceof PopupBlockedError) return ALLOW_POPUPS;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}

const WORD_TYPES = new Set([
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-word.document.macroenabled.12',
]);

const TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** How the viewer shows a content type: inline (PDF, images), a Word download page, or a download/open page. */
export type ViewerKind = 'inline' | 'word' | 'other';

/** Sorts a content type (parameters ignored) into a {@link ViewerKind}. */
export function viewerKind(contentType: string): ViewerKind {
  const type = contentType.split(';', 1)[0].trim().toLowerCase();
  if (type === 'application/pdf' || (type.startsWith('image/') && type !== 'image/svg+xml')) return 'inline';
  if (WORD_TYPES.has(type)) return 'word';
  return 'other';
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), or null. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  return (plain[2] ?? plain[1]).trim() || null;
}

function lastSegment(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment) || 'document';
  } catch {
    return segment || 'document';
  }
}

function typeFromName(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? null : (TYPES_BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? null);
}

interface FetchedFile {
  blob: Blob;
  filename: string;
  contentType: string;
}

/**
 * Fetches a file with the session's token.
 * @throws FileFetchError with the HTTP status (0 when the network failed)
 */
async function fetchFile(url: string, filename?: string): Promise<FetchedFile> {
  let response: Response;
  try {
    response = await apiFetch(url, { headers: { Accept: '*/*' } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw new FileFetchError(0);
    throw new FileFetchError(error.status, error.body.message || null);
  }
  const raw = await response.blob();
  const name = filename || filenameFromDisposition(response.headers.get('Content-Disposition')) || lastSegment(url);
  const header = (response.headers.get('Content-Type') ?? raw.type).split(';', 1)[0].trim();
  const generic = header === '' || header === 'application/octet-stream';
  const contentType = generic ? (typeFromName(name) ?? (header || 'application/octet-stream')) : header;
  const blob = raw.type === contentType ? raw : new Blob([raw], { type: contentType });
  return { blob, filename: name, contentType };
}

function revokeLater(blobUrl: string, ms: number): void {
  setTimeout(() => URL.revokeObjectURL(blobUrl), ms);
}

const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#0f172a;background:#f8fafc}' +
  'main{max-width:36rem;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem}' +
  'h1{font-size:1.25rem;margin:0 0 .5rem}p{line-height:1.5;overflow-wrap:anywhere}' +
  '.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}' +
  'a{display:inline-block;padding:.5rem 1rem;border-radius:.5rem;background:#1e3a8a;color:#fff;text-decoration:none;font-weight:600}' +
  'a.secondary{background:#fff;color:#1e3a8a;border:1px solid #1e3a8a}a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}';

/** Replaces the tab's page with a small accessible page: a title, paragraphs and links. */
function writePage(
  tab: Window,
  title: string,
  paragraphs: string[],
  links: { href: string; label: string; download?: string; secondary?: boolean }[] = [],
): void {
  const doc = tab.document;
  doc.title = title;
  doc.documentElement.lang = 'en';
  const style = doc.createElement('style');
  style.textContent = PAGE_STYLE;
  doc.head.replaceChildren(style);
  const titleElement = doc.createElement('title');
  titleElement.textContent = title;
  doc.head.append(titleElement);
  const main = doc.createElement('main');
  const heading = doc.createElement('h1');
  heading.textContent = title;
  main.append(heading);
  for (const text of paragraphs) {
    const p = doc.createElement('p');
    p.textContent = text;
    main.append(p);
  }
  if (links.length > 0) {
    const actions = doc.createElement('div');
    actions.className = 'actions';
    for (const link of links) {
      const a = doc.createElement('a');
      a.href = link.href;
      a.textContent = link.label;
      if (link.download !== undefined) a.download = link.download;
      if (link.secondary) a.className = 'secondary';
      actions.append(a);
    }
    main.append(actions);
  }
  doc.body.replaceChildren(main);
}

/**
 * Opens a file in a new tab (seed 001 §2 "File viewer"). Call it directly in a click handler:
 * the tab is opened before anything is awaited.
 * @param url site-relative file URL needing the bearer token
 * @param options.filename the name to show and to save under (else Content-Disposition, else the URL's last segment)
 * @returns once the tab shows the file, its download page or the error page
 * @throws PopupBlockedError ('Popup was blocked') when the browser refused the tab;
 *   FileFetchError ('Failed to fetch file: {status}') after showing the error page
 */
export async function openFileInViewer(url: string, options: { filename?: string } = {}): Promise<void> {
  const tab = window.open('', '_blank');
  if (!tab) throw new PopupBlockedError();
  try {
    tab.opener = null;
  } catch {
    // some browsers make opener read-only; the tab is ours (about:blank) either way
  }
  writePage(tab, 'Opening document…', ['Loading the document, please wait.']);

  let file: FetchedFile;
  try {
    file = await fetchFile(url, options.filename);
  } catch (error) {
    const status = error instanceof FileFetchError ? error.status : 0;
    writePage(tab, UNABLE_TO_OPEN, [`Failed to fetch file: ${status}`, 'Close this tab and try again.']);
    throw error;
  }

  const blobUrl = URL.createObjectURL(file.blob);
  revokeLater(blobUrl, VIEWER_BLOB_LIFETIME_MS);
  const kind = viewerKind(file.contentType);
  if (kind === 'inline') {
    tab.location.href = blobUrl;
  } else if (kind === 'word') {
    writePage(
      tab,
      file.filename,
      ['This Word document cannot be shown in the browser. Download it to open it in Word or another word processor.'],
      [{ href: blobUrl, label: 'Download', download: file.filename }],
    );
  } else {
    writePage(
      tab,
      file.filename,
      [`This file (${file.contentType}) cannot be previewed here. Download it, or try opening it in the browser.`],
      [
        { href: blobUrl, label: 'Download', download: file.filename },
        { href: blobUrl, label: 'Open', secondary: true },
      ],
    );
  }
}

/**
 * Downloads a file with the session's token, through an `<a download>` blob link.
 * @param url site-relative file URL needing the bearer token
 * @param filename the name to save under (else Content-Disposition, else the URL's last segment)
 * @throws FileFetchError ('Failed to fetch file: {status}')
 */
export async function downloadFile(url: string, filename?: string): Promise<void> {
  const file = await fetchFile(url, filename);
  const blobUrl = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = file.filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    revokeLater(blobUrl, DOWNLOAD_BLOB_LIFETIME_MS);
  }
}
