/**
 * The web full text of a submission (the web full text is made from the accepted
 * Word manuscript: docs/decisions/0028-production-metadata-and-generated-jats.md): the
 * current manuscript (the latest `manuscript` or `revision` file, the one accepted) converted
 * from DOCX to HTML with mammoth, then passed through the full text's sanitizer
 * (features/full-text). Word's headings become h2–h6 (Heading 1 is a top-level section: the
 * article title is the page's h1), bold and italic `b` and `i`; the Title and Subtitle
 * paragraphs and a closing "References" section are left out (the title and the references
 * come from the production metadata). Images are not carried yet: each is counted in the
 * messages.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { WebProof } from '../../../shared/api/production';
import { submissionFiles } from '../../db/schema';
import { sanitizeFullText } from '../full-text';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Largest manuscript converted, in bytes (the upload limit). */
const MAX_DOCX_BYTES = 30 * 1024 * 1024;

const STYLE_MAP = [
  "p[style-name='Title'] => !",
  "p[style-name='Subtitle'] => !",
  "p[style-name='Heading 1'] => h2:fresh",
  "p[style-name='Heading 2'] => h3:fresh",
  "p[style-name='Heading 3'] => h4:fresh",
  "p[style-name='Heading 4'] => h5:fresh",
  "p[style-name='Heading 5'] => h6:fresh",
  "p[style-name='Heading 6'] => h6:fresh",
  'b => b',
  'i => i',
  'u => u',
  'strike => s',
];

/**
 * Conversions kept in process, by stored file (a stored file never changes): mammoth takes a
 * few hundred milliseconds even for a short manuscript, so the proof's views and the
 * publication convert it once.
 */
const CACHE_ENTRIES = 16;
/** Least recently used evicted first. */
const conversions = new LRUCache<string, Omit<WebProof, 'sourceFilename'>>({ max: CACHE_ENTRIES });

/** A final section the metadata supplies instead (its h2 and everything up to the next h2). */
const REFERENCES_SECTION =
  /<h2[^>]*>\s*(?:\d+\.?\s*)?(?:references|reference list|bibliography|literature cited|works cited)\s*<\/h2>[\s\S]*?(?=<h2[\s>]|$)/gi;

/**
 * DOCX bytes → sanitized HTML and mammoth's messages (unknown styles, images left out).
 * @throws Error when the bytes are not a Word document mammoth can read
 */
export async function docxToHtml(docx: Buffer): Promise<{ html: string; messages: string[] }> {
  // Loaded on first use: an editorial step, not something a reading server carries.
  const { default: mammoth } = await import('mammoth');
  let images = 0;
  const result = await mammoth.convertToHtml(
    { buffer: docx },
    {
      styleMap: STYLE_MAP,
      convertImage: mammoth.images.imgElement(() => {
        images += 1;
        return Promise.resolve({ src: '' });
      }),
    },
  );
  const html = sanitizeFullText(result.value).replace(REFERENCES_SECTION, '');
  const messages = result.messages.map((m) => m.message);
  if (images > 0)
    messages.push(
      `${images} image${images === 1 ? ' is' : 's are'} not in the web version: figures are shown from the PDF.`,
    );
  return { html, messages };
}

function isDocx(file: { contentType: string; originalFilename: string }): boolean {
  return file.contentType === DOCX_TYPE || /\.docx$/i.test(file.originalFilename);
}

/**
 * The web version of submission `submissionId`'s accepted manuscript. Never throws for a
 * manuscript that cannot be converted: `html` is then null and `messages` says why.
 */
export async function webVersionOf(
  deps: Pick<Deps, 'storage'> & { db: DbOrTx },
  submissionId: number,
): Promise<WebProof> {
  const [file] = await deps.db
    .select()
    .from(submissionFiles)
    .where(
      and(eq(submissionFiles.submissionId, submissionId), inArray(submissionFiles.kind, ['manuscript', 'revision'])),
    )
    .orderBy(desc(submissionFiles.id))
    .limit(1);
  if (!file) return { html: null, sourceFilename: null, messages: ['There is no manuscript file.'] };
  const sourceFilename = file.originalFilename;
  if (!isDocx(file))
    return {
      html: null,
      sourceFilename,
      messages: ['The web version is made from a Word (.docx) manuscript; the accepted manuscript is not one.'],
    };
  const cached = conversions.get(file.fileKey);
  if (cached) return { ...cached, sourceFilename };
  const bytes = await deps.storage.readWhole(file.fileKey, MAX_DOCX_BYTES);
  if (!bytes) return { html: null, sourceFilename, messages: ['The manuscript file could not be read.'] };
  let converted: Omit<WebProof, 'sourceFilename'>;
  try {
    converted = await docxToHtml(bytes);
  } catch {
    converted = { html: null, messages: ['The manuscript could not be read as a Word document.'] };
  }
  conversions.set(file.fileKey, converted);
  return { ...converted, sourceFilename };
}
