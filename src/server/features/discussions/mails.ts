/**
 * The mail of a discussion message (docs/decisions/0072-discussions.md): plain text, to
 * the other side of the thread, with the message's text and a deep link (PUBLIC_URL + the
 * portal page of the reader, opened at the thread). Kind 'discussion.message'; ref
 * `submission:{id}` for the author's thread and `invitation:{id}` for a reviewer's, so that the
 * submission's mail record keeps it and shows it to those allowed (decision 0071). A mail to a
 * reviewer names the editors "the editor" and never the author; a mail to the author never
 * names a reviewer (decision 0011).
 */
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';

/** Who reads the mail, which decides the link: an editor, the author or the thread's reviewer. */
export type MailReader = 'editor' | 'author' | 'reviewer';

/**
 * The portal link of a thread for `reader`: the editor's submission page, the author's
 * dashboard with the submission picked, the reviewer's dashboard with the invitation picked;
 * each opened at the Discussion panel (`#discussion`).
 */
export function threadLink(
  publicUrl: string,
  reader: MailReader,
  input: { submissionId: number; thread: string; inviteId: number | null },
): string {
  if (reader === 'editor')
    return `${publicUrl}${paths.dashboard.editorSubmission.getHref(input.submissionId)}?thread=${input.thread}#discussion`;
  if (reader === 'author')
    return `${publicUrl}${paths.dashboard.author.getHref()}?submission=${input.submissionId}#discussion`;
  return `${publicUrl}${paths.dashboard.reviewer.getHref()}?inviteId=${input.inviteId}#discussion`;
}

/** One line, as a mail subject allows (the title cut to fit 255 characters). */
function subjectOf(submissionId: number, title: string): string {
  const head = `New message about submission #${submissionId}: `;
  const room = 255 - head.length;
  const oneLine = title.replace(/\s+/g, ' ').trim();
  return head + (oneLine.length > room ? `${oneLine.slice(0, room - 1)}…` : oneLine);
}

/**
 * The mail telling `to` of a new message.
 * @param input.from how the sender is named to this reader ("The editor", "The author, Ada Lovelace",
 *   "Reviewer Grace Hopper")
 * @param input.attachments the names of the files sent with it (read in the portal)
 */
export function discussionMail(input: {
  publicUrl: string;
  to: { email: string; name: string | null };
  reader: MailReader;
  submissionId: number;
  title: string;
  thread: string;
  inviteId: number | null;
  from: string;
  body: string;
  attachments: readonly string[];
}): MailMessage {
  const link = threadLink(input.publicUrl, input.reader, input);
  const files = input.attachments.length === 0 ? [] : [`Attached in the portal: ${input.attachments.join(', ')}`, ''];
  return {
    to: input.to.email,
    subject: subjectOf(input.submissionId, input.title),
    kind: 'discussion.message',
    ref: input.inviteId === null ? `submission:${input.submissionId}` : `invitation:${input.inviteId}`,
    text: [
      `Dear ${input.to.name ?? (input.reader === 'editor' ? 'editors' : 'colleague')},`,
      '',
      `${input.from} wrote about submission #${input.submissionId}, "${input.title}":`,
      '',
      input.body,
      '',
      ...files,
      `Read the discussion and reply in the portal: ${link}`,
      '',
      'Please reply in the portal rather than to this mail, so that your reply is kept with the submission.',
    ].join('\n'),
  };
}
