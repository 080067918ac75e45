/**
 * What publication takes from production (docs/decisions/0028-production-metadata-and-generated-jats.md):
 * the article's structured contributors, keywords and licence from the production metadata,
 * and its source file, the JATS generated from that metadata and the web full text of the
 * accepted manuscript, stored like an imported article's JATS (`sourceFormat` 'workflow'), so
 * that the article page renders its full text and references from it.
 */
import { hasAuthenticatedOrcid } from '../../../shared/domain/orcid-authenticated';
import { Readable } from 'node:stream';
import type { ProductionMetadataRecord } from '../../../shared/api/production';
import type { Translation } from '../../../shared/api/translations';
import { licenceUrl } from '../../../shared/domain/licences';
import type { ContributorRecord } from '../../db/schema';
import type { WrittenFile } from '../../lib/storage';
import type { SubmissionRow, WorkflowDeps } from '../submissions';
import { webVersionOf } from './docx-html';
import { generateJats, type JatsArticleInput } from './jats-generate';
import { metadataForPublication } from './production-metadata';
import type { DbOrTx } from '../../db/client';

/** The production record of a submission being published. */
export interface PublicationParts {
  metadata: ProductionMetadataRecord;
  /** The sanitized web full text, or null when the accepted manuscript is not a DOCX file. */
  bodyHtml: string | null;
  /** The article columns that come from the metadata. */
  values: {
    contributors: ContributorRecord[];
    authors: string;
    keywords: string[];
    license: string;
    licenseUrl: string;
    language: string;
    translations: Translation[];
  };
}

/** The contributors an article stores, from the metadata's authors (byline order). */
export function contributorsOf(metadata: ProductionMetadataRecord): ContributorRecord[] {
  return metadata.authors.map((a) => ({
    name: [a.givenNames, a.surname].filter(Boolean).join(' '),
    givenNames: a.givenNames || null,
    surname: a.surname,
    affiliations: a.affiliations,
    orcid: a.orcid,
    ...(hasAuthenticatedOrcid(a) ? { orcidAuthenticated: true } : {}),
    corresponding: a.corresponding,
    roles: a.roles,
    equalContribution: a.equalContribution,
    email: a.corresponding ? a.email : null,
  }));
}

/** Reads the metadata (saved, else prefilled) and converts the accepted manuscript, within `tx`. */
export async function publicationParts(
  tx: DbOrTx,
  deps: Pick<WorkflowDeps, 'storage'>,
  row: SubmissionRow,
): Promise<PublicationParts> {
  const metadata = await metadataForPublication(tx, row);
  const web = await webVersionOf({ db: tx, storage: deps.storage }, row.id);
  const contributors = contributorsOf(metadata);
  return {
    metadata,
    bodyHtml: web.html,
    values: {
      contributors,
      authors: contributors.map((c) => c.name).join(', '),
      keywords: metadata.keywords,
      license: metadata.license,
      licenseUrl: licenceUrl(metadata.license),
      language: metadata.language,
      translations: metadata.translations,
    },
  };
}

/**
 * Generates the article's JATS and stores it as a public file recorded in `tx`.
 * @param written receives the written file, so that the caller removes its bytes if `tx` fails
 * @returns the stored file's key (the article's `sourceFileKey`)
 */
export async function storeArticleJats(
  tx: DbOrTx,
  deps: Pick<WorkflowDeps, 'storage' | 'files'>,
  articleId: number,
  input: JatsArticleInput,
  written: WrittenFile[],
): Promise<string> {
  const xml = generateJats(input);
  const file = await deps.storage.write(Readable.from([Buffer.from(xml, 'utf8')]));
  written.push(file);
  const stored = await deps.files.recordInTransaction(tx, file, {
    originalFilename: `article-${articleId}.xml`,
    contentType: 'application/xml',
    visibility: 'public',
  });
  return stored.key;
}
