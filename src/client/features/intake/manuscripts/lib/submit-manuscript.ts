/**
 * Sending a manuscript (seed 000 §7 `POST /api/public/manuscripts`, §8 "Submission"): the
 * multipart body the shared module describes, an `Idempotency-Key` header so that a
 * double-click or a retry never makes two intakes, and the answer read into one outcome.
 */
import type { FieldError } from '../../../../../shared/api/common';
import { MANUSCRIPT_FILE_FIELD, toManuscriptWireFields } from '../../../../../shared/api/intake';
import type { ManuscriptSubmissionForm } from '../../../../../shared/validation/manuscript';
import { ApiError, apiFetch } from '../../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../../lib/idempotency-key';

export const MANUSCRIPT_ENDPOINT = '/api/public/manuscripts';

/** The three failure banners of seed 000 §8, exactly. */
export const BANNER_FIELDS = 'There was a problem with your submission. Please check the fields below and try again.';
export const BANNER_GENERIC = 'There was a problem with your submission. Please try again.';
export const BANNER_NETWORK =
  'There was a problem with your submission. Please check your internet connection and try again.';

/** The success note of seed 000 §2. */
export const SUCCESS_NOTE = 'Thanks! We will review your submission and reach out via email.';

/** The message a server field error gets when it has none (seed 000 §8). */
export const DEFAULT_FIELD_MESSAGE = 'Invalid value';

export type SubmitOutcome =
  | { kind: 'success'; id: number }
  | { kind: 'field-errors'; errors: FieldError[] }
  | { kind: 'failure'; message: string };

/** The multipart body: the shared wire fields, then each file under `files`. */
export function buildManuscriptFormData(form: ManuscriptSubmissionForm, files: readonly File[]): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(toManuscriptWireFields({ ...form, files: [...files] }))) {
    data.append(name, value);
  }
  for (const file of files) data.append(MANUSCRIPT_FILE_FIELD, file, file.name);
  return data;
}

/** The id of a success answer (`intakeId` or `id`, a number or a numeric string), or null. */
export function intakeIdOf(body: unknown): number | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  for (const value of [b.intakeId, b.id]) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  }
  return null;
}

/**
 * Posts the manuscript and reads the answer (seed 000 §7, §8): 200/201 with a numeric id
 * is a success; an `errors` array gives field errors; 413 and 429 carry the server's own
 * message; any other answer the generic banner; a fetch that throws the network banner.
 */
export async function submitManuscript(
  form: ManuscriptSubmissionForm,
  files: readonly File[],
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await apiFetch(MANUSCRIPT_ENDPOINT, {
      method: 'POST',
      body: buildManuscriptFormData(form, files),
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    });
  } catch (error) {
    if (error instanceof ApiError) {
      const { errors, message } = error.body;
      if (Array.isArray(errors)) return { kind: 'field-errors', errors };
      if ((error.status === 413 || error.status === 429) && error.body.code !== 'ERROR' && message) {
        return { kind: 'failure', message };
      }
      return { kind: 'failure', message: BANNER_GENERIC };
    }
    return { kind: 'failure', message: BANNER_NETWORK };
  }
  if (response.status !== 200 && response.status !== 201) return { kind: 'failure', message: BANNER_GENERIC };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'failure', message: BANNER_GENERIC };
  }
  const id = intakeIdOf(body);
  return id === null ? { kind: 'failure', message: BANNER_GENERIC } : { kind: 'success', id };
}
