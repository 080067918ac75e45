/**
 * The similarity check form (decision 0045): the similarity score and the unique
 * content, each a percentage 0–100 with at most two decimals, sent as multipart text fields
 * beside the report file (`file`). The same schema checks the form and the server.
 */
import { z } from 'zod';
import { strictBody, text } from './text';

export const SIMILARITY_PERCENT_MESSAGE = 'Enter the similarity score as a percentage from 0 to 100';
export const UNIQUE_PERCENT_MESSAGE = 'Enter the unique content as a percentage from 0 to 100';
export const CHOOSE_REPORT_FILE = 'Attach the similarity report';

const percent = (message: string) =>
  text(message)
    .trim()
    .regex(/^\d{1,3}(?:\.\d{1,2})?$/, { message })
    .transform(Number)
    .refine((n) => n >= 0 && n <= 100, { message });

/** The text fields of `POST /api/submissions/{id}/similarity-check`. */
export const similarityCheckFields = strictBody({
  similarityPercent: percent(SIMILARITY_PERCENT_MESSAGE),
  uniquePercent: percent(UNIQUE_PERCENT_MESSAGE),
});
export type SimilarityCheckFields = z.output<typeof similarityCheckFields>;
