/**
 * Endpoint table: the public intake, no account needed (seed 000 §7; decision 0007;
 * docs/decisions/0064-endpoint-table.md): the contact message (JSON), the manuscript and the
 * join application (multipart, read by the server's handler). Each takes an optional
 * `Idempotency-Key` header; the rate limits and the form fields' OpenAPI description are the
 * server's (features/intake/routes.ts). Validation failures answer 400 `VALIDATION_FAILED` with
 * the shared messages of seed 000 §5.
 */
import { z } from 'zod';
import { errorBody } from '../common';
import { JOIN_KINDS } from '../../domain/intake';
import { contactMessageCreated, contactRequest, joinApplicationCreated, manuscriptIntakeCreated } from '../intake';
import { text } from '../../validation/text';
import { defineEndpoint } from './define';

const intake = { tags: ['intake'] } as const;

/** The optional `Idempotency-Key` header of an intake request. */
const idempotencyHeaders = z.object({
  'idempotency-key': text()
    .optional()
    .describe(
      'Optional client key (≤ 100 characters, e.g. a UUID), one per filled form: the same key with the same request returns the first answer; with a different request, 422.',
    ),
});

const errors = { 400: errorBody, 413: errorBody, 415: errorBody, 422: errorBody, 429: errorBody } as const;

/** `POST /api/contacts` (JSON) → 201 { id }. */
export const sendContactMessage = defineEndpoint({
  ...intake,
  method: 'POST',
  path: '/api/contacts',
  summary: 'Send a contact message',
  headers: idempotencyHeaders,
  body: contactRequest,
  responses: { 201: contactMessageCreated, ...errors },
});

/** `POST /api/public/manuscripts` (multipart: the form's fields and 1–20 files) → 201 { id, intakeId }. */
export const submitManuscript = defineEndpoint({
  ...intake,
  method: 'POST',
  path: '/api/public/manuscripts',
  summary: 'Submit a manuscript (no account needed)',
  multipart: true,
  headers: idempotencyHeaders,
  responses: { 201: manuscriptIntakeCreated, ...errors },
});

/** `POST /api/public/contacts/{editor|associate_editor|reviewer}` (multipart) → 201 { id }. */
export const applyToJoin = defineEndpoint({
  ...intake,
  method: 'POST',
  path: '/api/public/contacts/:kind',
  summary: 'Apply as editor, associate editor or reviewer',
  multipart: true,
  params: z.object({ kind: z.enum(JOIN_KINDS) }),
  headers: idempotencyHeaders,
  responses: { 201: joinApplicationCreated, ...errors },
});
