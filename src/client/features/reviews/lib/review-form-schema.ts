/**
 * The review form's schema: the shared text fields (`reviewFields`: recommendation, comments for
 * the authors, confidential comments, the conflict-of-interest declaration; decision 0036)
 * plus the one attachment, required ('Attach a file', seed 001 §5) and within the shared
 * size rule (not empty, at most 30 MB, seed 000 §5). The file type is the server's to judge.
 */
import { z } from 'zod';
import { checkFileSize } from '../../../../shared/validation/files';
import { ATTACH_A_FILE, conflictDetailsCheck, reviewFieldsObject } from '../../../../shared/validation/submissions';

export const reviewFormSchema = reviewFieldsObject
  .extend({
    attachments: z
      .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, { error: ATTACH_A_FILE })
      .superRefine((file, ctx) => {
        const message = checkFileSize(file.size);
        if (message) ctx.addIssue({ code: 'custom', message, input: file });
      }),
  })
  .superRefine(conflictDetailsCheck);

export type ReviewFormInput = z.input<typeof reviewFormSchema>;
export type ReviewFormOutput = z.output<typeof reviewFormSchema>;

/** The form's fields, where server errors may land. */
export const REVIEW_FORM_FIELDS = [
  'recommendation',
  'comments',
  'confidentialComments',
  'conflictOfInterest',
  'conflictDetails',
  'attachments',
] as const;
export type ReviewFormField = (typeof REVIEW_FORM_FIELDS)[number];
