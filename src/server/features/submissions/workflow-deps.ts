/**
 * What the submission workflow's use cases are given (decision 0068: a part of the one Deps,
 * src/server/deps.ts; decision 0015: passed in, so that submissions imports neither deposits'
 * plugin nor invitations): the database, the stored files, the mailer and the addresses its
 * mails use, the DOI registration and the invitation closing.
 */
import type { Deps } from '../../deps';
import type { AuthUser } from '../../plugins/auth';

/**
 * The services the workflow's use cases (one file each, and their neighbours) run with: a part
 * of the one Deps (decision 0068). `doiRegistration` is features/deposits'; `orcidCredit`
 * features/orcid's (decision 0088); `closeInvitations`
 * (decision 0036) is features/invitations', joined in by app.ts.
 */
export type WorkflowDeps = Pick<
  Deps,
  | 'db'
  | 'files'
  | 'storage'
  | 'mailer'
  | 'publicUrl'
  | 'editorialEmail'
  | 'doiRegistration'
  | 'orcidCredit'
  | 'closeInvitations'
>;

/**
 * The one parameter of a use case on one submission (docs/architecture.md "How a request flows",
 * step 4): the workflow's services, the acting user and the submission's id. A use case that
 * takes more adds it beside them (`input`, `upload`).
 */
export type SubmissionCall = WorkflowDeps & {
  user: AuthUser;
  submissionId: number;
};
