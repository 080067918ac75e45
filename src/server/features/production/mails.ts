/**
 * Production's mails to the author (decision 0009): the proof is ready for approval, and the
 * article is published. Their texts are the editable templates of features/mail-templates
 * (decision 0053); a journal may have its own (the mail's `ref` submission:{id} names it).
 * Links: PUBLIC_URL + the route map's href.
 */
import { paths } from '../../../shared/routes';
import type { MailMessage } from '../../lib/mailer';
import { templatedMail } from '../mail-templates';

/** To the author: the proof is ready for approval (template 'workflow.proof'). */
export function proofMail(input: {
  publicUrl: string;
  to: string;
  name: string;
  submissionId: number;
  title: string;
}): MailMessage {
  return templatedMail(
    'workflow.proof',
    {
      name: input.name,
      title: input.title,
      submissionId: String(input.submissionId),
      dashboardUrl: `${input.publicUrl}${paths.dashboard.author.getHref()}`,
    },
    { to: input.to, ref: `submission:${input.submissionId}` },
  );
}

/** To the author: the article is published (template 'workflow.published'). */
export function publishedMail(input: {
  publicUrl: string;
  to: string;
  name: string;
  submissionId: number;
  title: string;
  articleId: number;
}): MailMessage {
  return templatedMail(
    'workflow.published',
    { name: input.name, title: input.title, articleUrl: `${input.publicUrl}${paths.article.getHref(input.articleId)}` },
    { to: input.to, ref: `submission:${input.submissionId}` },
  );
}
