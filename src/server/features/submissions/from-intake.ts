/**
 * A submission made from a public manuscript intake (decision 0010; seed 001 §7 triage `convert`):
 * the one way another feature (admin's triage) brings a submission into being, so that the
 * submissions feature alone writes its tables and its history (workflow.ts `recordEvent`).
 */
import { submissionFiles, submissions } from '../../db/schema';
import { recordEvent } from './workflow';
import type { DbOrTx } from '../../db/client';

/** A stored file of the intake that becomes a manuscript file of round 1. */
export interface IntakeManuscriptFile {
  fileKey: string;
  originalFilename: string;
  contentType: string;
  /** In bytes. */
  byteSize: number;
  /**
   * The file's role in the intake: `cover_letter` becomes a `cover_letter` file, any other a
   * manuscript (decision 0070).
   */
  role?: string;
}

export interface SubmissionFromIntake {
  /** The author's account that owns the submission. */
  authorId: number;
  /** One of the publisher's journals. */
  journalId: number;
  title: string;
  abstract: string;
  keywords: string[];
  articleType: string;
  coAuthors: string;
  /** When the intake arrived: the submission counts as submitted then. */
  submittedAt: Date;
  /** The intake's files, in upload order; each becomes a `manuscript` file of round 1, or its `cover_letter`. */
  files: IntakeManuscriptFile[];
  /** The admin who converts (recorded as an editor in the history). */
  actor: { id: number };
  /** The history line's note, e.g. "From public manuscript #12". */
  note: string;
}

/**
 * Creates, within `tx`, a submission in status `submitted` (so it is in the editors' queue)
 * with the intake's files as its manuscript and cover letter (uploaded by the author; decision
 * 0070) and the history line
 * `convert_intake` (→ submitted).
 * @returns the new submission's id
 */
export async function createSubmissionFromIntake(tx: DbOrTx, input: SubmissionFromIntake): Promise<{ id: number }> {
  const [submission] = await tx
    .insert(submissions)
    .values({
      authorId: input.authorId,
      journalId: input.journalId,
      title: input.title,
      abstract: input.abstract,
      keywords: input.keywords,
      articleType: input.articleType,
      coAuthors: input.coAuthors,
      status: 'submitted',
      submittedAt: input.submittedAt,
    })
    .returning({ id: submissions.id });
  for (const f of input.files) {
    await tx.insert(submissionFiles).values({
      submissionId: submission.id,
      kind: f.role === 'cover_letter' ? 'cover_letter' : 'manuscript',
      round: 1,
      fileKey: f.fileKey,
      originalFilename: f.originalFilename,
      contentType: f.contentType,
      byteSize: f.byteSize,
      uploadedBy: input.authorId,
    });
  }
  await recordEvent(tx, {
    submissionId: submission.id,
    actor: input.actor,
    actorRole: 'editor',
    action: 'convert_intake',
    to: 'submitted',
    note: input.note,
  });
  return submission;
}
