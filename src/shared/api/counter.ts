/**
 * API contract pieces of the COUNTER API (docs/decisions/0085-counter-r5-usage.md): a COUNTER
 * Exception as the Code of Practice R5.1 Appendix D writes it.
 */
import { z } from 'zod';
import { text } from '../validation/text';

/** A COUNTER Exception: Code, the Message of Table D.1, and optional Data. */
export const counterException = z.object({
  Code: z.number().int(),
  Message: text(),
  Data: text().optional(),
});
