/**
 * The manuscript's file list (seed 000 §2 "Submit manuscript"): choosing more files adds to
 * the list, a file with the same name and size replaces the entry already there; each file
 * is checked with the shared rules (seed 000 §5 "Files"), its first bytes read for the
 * '%PDF-' check.
 */
import { checkFile, PDF_MAGIC } from '../../../../../shared/validation/files';

/** A file the browser refused to add, with the shared message saying why. */
export interface RejectedFile {
  name: string;
  message: string;
}

/** True when two files are "the same" for the list: same name and same size. */
export function isSameFile(a: File, b: File): boolean {
  return a.name === b.name && a.size === b.size;
}

/**
 * `current` with `added` merged in: a file with the same name and size as one already
 * listed takes that one's place, any other is appended (in the order chosen).
 */
export function mergeFiles(current: readonly File[], added: readonly File[]): File[] {
  const next = [...current];
  for (const file of added) {
    const at = next.findIndex((f) => isSameFile(f, file));
    if (at === -1) next.push(file);
    else next[at] = file;
  }
  return next;
}

/**
 * The first bytes of a file (enough for the '%PDF-' check), by `Blob.arrayBuffer`, or by a
 * FileReader where a Blob has no `arrayBuffer` (older browsers, jsdom).
 */
export async function readHead(file: File, bytes: number = PDF_MAGIC.length): Promise<Uint8Array> {
  const part = file.slice(0, bytes);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(part);
  });
  return new Uint8Array(buffer);
}

/** The shared manuscript rule's message for a file, its content included, or null when it passes. */
export async function checkManuscriptFile(file: File): Promise<string | null> {
  const first = checkFile('manuscript', { name: file.name, size: file.size, type: file.type });
  if (first) return first;
  let head: Uint8Array;
  try {
    head = await readHead(file);
  } catch {
    head = new Uint8Array();
  }
  return checkFile('manuscript', { name: file.name, size: file.size, type: file.type, head });
}

/** Splits chosen files into those that pass the shared rules and those refused, with messages. */
export async function screenFiles(files: readonly File[]): Promise<{ accepted: File[]; rejected: RejectedFile[] }> {
  const results = await Promise.all(files.map(async (file) => ({ file, message: await checkManuscriptFile(file) })));
  return {
    accepted: results.filter((r) => r.message === null).map((r) => r.file),
    rejected: results
      .filter((r) => r.message !== null)
      .map((r) => ({ name: r.file.name, message: r.message as string })),
  };
}

/** A size in bytes as megabytes with two decimals: "1.50 MB". */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
