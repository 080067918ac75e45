/**
 * What the submission workflow's use cases are given (decision 0015: passed in, so that
 * submissions imports neither deposits' plugin nor invitations): the database, the stored
 * files, the mailer and the addresses its mails use, and the optional DOI registration and
 * invitation closing.
 */
import type { Db } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import type { Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mailer';
import type { DoiRegistration } from '../deposits';
import type { CloseInvitations } from './peer-review';

/** The services the workflow's use cases (one file each, and their neighbours) run with. */
export interface WorkflowDeps {
  db: Db;
  files: FileStore;
  storage: Storage;
  mailer: Mailer;
  publicUrl: string;
  /**
   * The editors' address of record (EDITORIAL_EMAIL): editors' notices go there when the
   * journal has no editor-in-chief (decision 0054).
   */
  editorialEmail: string;
  /** DOIs and Crossref deposits at publication (features/deposits); absent: no DOI is assigned. */
  doiRegistration?: DoiRegistration;
  /** Closes open invitations when a decision or a withdrawal ends the review (features/invitations; decision 0036). */
  closeInvitations?: CloseInvitations;
}

/**
 * The one parameter of a use case on one submission (docs/architecture.md "How a request flows",
 * step 4): the workflow's services, the acting user and the submission's id. A use case that
 * takes more adds it beside them (`input`, `upload`).
 */
export interface SubmissionCall extends WorkflowDeps {
  user: AuthUser;
  submissionId: number;
}
