/**
 * Sends a join application (seed 000 §7 `POST /api/public/contacts/{editor|associate_editor|
 * reviewer}`, multipart) and sorts the answer into the outcomes of seed 000 §8: success,
 * field errors (400, each error attached to its form field, `expertise` mapped back to the
 * research-interest field), or failure.
 */
import { JOIN_KIND_INFO, type JoinKind } from '../../../../../shared/domain/intake';
import type { JoinApplicationForm } from '../../../../../shared/validation/applications';
import type { FieldError } from '../../../../../shared/api/common';
import { JOIN_FILE_FIELDS, joinFieldOfPath, toJoinWireFields } from '../../../../../shared/api/intake';
import { ApiError, apiFetch } from '../../../../lib/api-client';
import { IDEMPOTENCY_HEADER } from '../../../../lib/idempotency-key';

export const APPLICATION_SUCCESS = 'Application submitted successfully. We will review and contact you soon.';
export const APPLICATION_FIELD_ERRORS = 'Please correct the errors and try again.';
export const APPLICATION_FAILURE = 'Submission failed. Please try again later.';

export type ApplicationOutcome =
  { kind: 'success' } | { kind: 'field-errors'; errors: FieldError[] } | { kind: 'failure' };

/** The files an application carries, by multipart field name. */
export interface ApplicationFiles {
  biography?: File;
  cv?: File;
  photograph?: File;
}

/** The multipart body: the shared wire fields (name, email, expertise, note, structured fields), then the files. */
export function buildApplicationFormData(form: JoinApplicationForm, files: ApplicationFiles): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(toJoinWireFields(form))) data.append(name, value);
  for (const field of Object.keys(JOIN_FILE_FIELDS) as (keyof typeof JOIN_FILE_FIELDS)[]) {
    const file = files[field];
    if (file) data.append(field, file, file.name);
  }
  return data;
}

/** The URL an application of a kind is posted to. */
export function applicationUrl(kind: JoinKind): string {
  return `/api/public/contacts/${JOIN_KIND_INFO[kind].endpointSegment}`;
}

/** Posts an application; never throws. */
export async function submitApplication(
  kind: JoinKind,
  form: JoinApplicationForm,
  files: ApplicationFiles,
  idempotencyKey: string,
): Promise<ApplicationOutcome> {
  try {
    await apiFetch(applicationUrl(kind), {
      method: 'POST',
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: buildApplicationFormData(form, files),
    });
    return { kind: 'success' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const errors = (error.body.errors ?? []).map((e) => ({
        path: joinFieldOfPath(kind, e.path),
        message: e.message,
      }));
      return { kind: 'field-errors', errors };
    }
    return { kind: 'failure' };
  }
}
