/**
 * Sends a contact message (seed 000 §7 `POST /api/contacts`, JSON) and sorts the answer
 * into the outcomes of seed 000 §4 and §8: success, field errors (400 with `errors`), an
 * unexpected answer (any other non-OK status) or an exception (network failure).
 */
import { fieldOfPath, type FieldError } from '../../../../../shared/api/common';
import { contactRequest } from '../../../../../shared/api/intake';
import type { ContactFormWithConsentInput } from '../../../../../shared/validation/contact';
import { ApiError, apiFetch } from '../../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../../lib/idempotency-key';

/** The default text of the exception toast (seed 000 §8). */
export const CONTACT_EXCEPTION_DEFAULT = 'There was an error sending your message. Please try again.';

export type ContactOutcome =
  | { kind: 'success' }
  | { kind: 'field-errors'; errors: FieldError[] }
  | { kind: 'unexpected' }
  | { kind: 'exception'; message: string };

/**
 * The JSON body: the form without its privacy checkbox (never sent, seed 000 §2), parsed
 * by the shared request schema (phone '' when empty, inquiryType 'general' by default).
 */
export function contactPayload(values: ContactFormWithConsentInput) {
  const { privacyAccepted: _privacyAccepted, ...rest } = values;
  return contactRequest.parse(rest);
}

/** Posts the message; never throws. */
export async function sendContact(
  values: ContactFormWithConsentInput,
  idempotencyKey: string,
): Promise<ContactOutcome> {
  try {
    await apiFetch('/api/contacts', {
      method: 'POST',
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(contactPayload(values)),
    });
    return { kind: 'success' };
  } catch (error) {
    if (error instanceof ApiError) {
      const errors = error.body.errors ?? [];
      if (error.status === 400 && errors.length > 0) {
        return { kind: 'field-errors', errors: errors.map((e) => ({ path: fieldOfPath(e.path), message: e.message })) };
      }
      return { kind: 'unexpected' };
    }
    const message = error instanceof Error && error.message ? error.message : CONTACT_EXCEPTION_DEFAULT;
    return { kind: 'exception', message };
  }
}
