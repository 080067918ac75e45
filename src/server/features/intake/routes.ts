/**
 * Public intake routes (seed 000 §7; decision 0007), no account needed:
 * - POST /api/contacts (JSON) → 201 { id }
 * - POST /api/public/manuscripts (multipart) → 201 { id, intakeId }
 * - POST /api/public/contacts/{editor|associate_editor|reviewer} (multipart) → 201 { id }
 *
 * Each takes an optional `Idempotency-Key` header (422 when reused for another request), is
 * rate limited per client address, and
 * answers 400 `{ code: 'VALIDATION_FAILED', message, errors: [{ path, message }] }` with the
 * shared messages of seed 000 §5. Paths and schemas: the endpoint table
 * (shared/api/endpoints/intake.ts, decision 0064).
 */
import { z } from 'zod';
import * as endpoints from '../../../shared/api/endpoints/intake';
import {
  JOIN_FILE_FIELDS,
  joinIntakeFieldsByKind,
  COVER_LETTER_FILE_FIELD,
  MANUSCRIPT_FILE_FIELD,
  manuscriptIntakeFields,
} from '../../../shared/api/intake';
import type { AppInstance } from '../../app-types';
import { endpointRoute } from '../../lib/endpoint-route';
import { rateLimit } from '../../lib/rate-limit';
import { idempotencyKeyOf } from './common';
import { sendContactMessage, submitApplication, submitManuscript } from './service';
import { readIntakeMultipart } from '../../lib/multipart-upload';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * OpenAPI only: the JSON Schema of a multipart/form-data body. app.ts's swagger transform
     * moves it to `body`, so that the document shows it without Fastify validating it (the
     * route reads the body as a stream with `request.parts()`).
     */
    multipartBody?: Record<string, unknown>;
  }
}

/** JSON Schema of a multipart body: the text fields of `fields` plus binary file fields. */
function multipartSchema(fields: z.ZodType, files: Record<string, { repeated: boolean; description: string }>) {
  const json = z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const binary = { type: 'string', format: 'binary' };
  const fileProps = Object.fromEntries(
    Object.entries(files).map(([name, f]) => [
      name,
      f.repeated
        ? { type: 'array', items: binary, description: f.description }
        : { ...binary, description: f.description },
    ]),
  );
  return { type: 'object', properties: { ...json.properties, ...fileProps }, required: json.required ?? [] };
}

/** Requests per client address per 10 minutes. */
export const RATE_LIMITS = { manuscripts: 5, applications: 10, contacts: 10, windowMinutes: 10 } as const;

const common = `Optional \`Idempotency-Key\` header: the same key with the same request answers the first response and stores nothing new (concurrent ones too); the same key with a different request answers 422 \`IDEMPOTENCY_KEY_REUSED\`. An identical request within 10 minutes answers the earlier id, with or without a key. Rate limited per client address (429 \`RATE_LIMITED\`).`;
const fileRules =
  'Each file: not empty, at most 30 MB (31,457,280 bytes; more → 413 and nothing kept), extension accepted, content checked by its magic bytes (a .pdf must start with `%PDF-`).';

export default async function intakeRoutes(app: AppInstance) {
  // The one Deps (decision 0068): the use cases below take the part of it they name.
  const { deps } = app;
  const window = RATE_LIMITS.windowMinutes;

  /** seed 000 §7 POST /api/contacts: a contact message; 201 { id }. */
  endpointRoute(
    app,
    endpoints.sendContactMessage,
    {
      config: { rateLimit: rateLimit(RATE_LIMITS.contacts, window) },
      description: `JSON firstName, lastName, email, phone ('' allowed), inquiryType (default general), message. ${common} ${RATE_LIMITS.contacts} per ${window} minutes.`,
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const { id } = await sendContactMessage(deps, { message: request.body, idempotencyKey });
      return reply.status(201).send({ id });
    },
  );

  /** seed 000 §7 POST /api/public/manuscripts: a manuscript with its files; 201 { id, intakeId }. */
  endpointRoute(
    app,
    endpoints.submitManuscript,
    {
      config: { rateLimit: rateLimit(RATE_LIMITS.manuscripts, window) },
      description: `multipart/form-data: the text fields of the submission form (postTitle, firstName, lastName, university, email, phone, address1, address2?, city, state, postal, country, journalType, articleType, title, abstract?, keywords?, orcid?, coAuthors?, note?; name and coverLetter are accepted and rebuilt by the server) and 1–20 files under repeated \`${MANUSCRIPT_FILE_FIELD}\` (the manuscript), and optionally one cover letter file under \`${COVER_LETTER_FILE_FIELD}\`. ${fileRules} ${common} ${RATE_LIMITS.manuscripts} per ${window} minutes.`,
      documentation: {
        consumes: ['multipart/form-data'],
        multipartBody: multipartSchema(manuscriptIntakeFields, {
          [MANUSCRIPT_FILE_FIELD]: { repeated: true, description: '1–20 manuscript files, 30 MB each' },
          [COVER_LETTER_FILE_FIELD]: {
            repeated: false,
            description: 'Optional: the cover letter as a file (same rules); never sent to reviewers (decision 0070)',
          },
        }),
      },
    },
    async (request, reply) => {
      // A replayed key is answered after the body is read: it must carry the same request.
      const idempotencyKey = idempotencyKeyOf(request);
      const body = await readIntakeMultipart(request, app.storage, (field) =>
        field === MANUSCRIPT_FILE_FIELD || field === COVER_LETTER_FILE_FIELD ? 'manuscript' : undefined,
      );
      const { id } = await submitManuscript(deps, { body, idempotencyKey });
      return reply.status(201).send({ id, intakeId: id });
    },
  );

  /** seed 000 §7 POST /api/public/contacts/{kind}: a join application; 201 { id }. */
  endpointRoute(
    app,
    endpoints.applyToJoin,
    {
      config: { rateLimit: rateLimit(RATE_LIMITS.applications, window) },
      description: `multipart/form-data: firstName, lastName, affiliation, university, email, phone, address1, address2?, city, state, postal, country, journal (slug), expertise (research interest, 3–1000), name? and note? (rebuilt by the server), and optional files \`biography\`, \`cv\` (pdf, docx, doc, images) and \`photograph\` (any type). ${fileRules} ${common} ${RATE_LIMITS.applications} per ${window} minutes, all kinds together.`,
      documentation: {
        consumes: ['multipart/form-data'],
        // The editor's schema: the kinds differ only in their country lists.
        multipartBody: multipartSchema(joinIntakeFieldsByKind.editor, {
          biography: { repeated: false, description: 'Optional: pdf, docx, doc or image, 30 MB' },
          cv: { repeated: false, description: 'Optional: pdf, docx, doc or image, 30 MB' },
          photograph: { repeated: false, description: 'Optional: any type, 30 MB' },
        }),
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const body = await readIntakeMultipart(request, app.storage, (field) =>
        Object.hasOwn(JOIN_FILE_FIELDS, field) ? JOIN_FILE_FIELDS[field as keyof typeof JOIN_FILE_FIELDS] : undefined,
      );
      const { id } = await submitApplication(deps, { kind: request.params.kind, body, idempotencyKey });
      return reply.status(201).send({ id });
    },
  );
}
