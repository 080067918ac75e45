/**
 * The public manuscript form's call (seed 000 §2 "Submit Manuscript", `POST /api/public/manuscripts`,
 * multipart) as a visitor's browser sends it, for specs that start from an intake.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';

/** The submitter's postal address and phone, as the form asks them. */
export const INTAKE_ADDRESS = {
  phone: '+2348012345678',
  address1: '12 Marina Road',
  city: 'Lagos',
  state: 'Lagos State',
  postal: '101001',
  country: 'Nigeria',
};

/** A file part of the multipart body. */
export type FilePart = { name: string; mimeType: string; buffer: Buffer };

/**
 * Sends the public manuscript form for Journal of Mathematics, a research article by Dr Ada Okafor
 * (University of Lagos) at `email`, with `manuscript` under the seed's `files` and, when given, a
 * cover letter under `coverLetterFile` (decision 0070). Expects 201; answers the intake's id.
 */
export async function sendPublicManuscript(
  request: APIRequestContext,
  form: {
    title: string;
    email: string;
    abstract: string;
    keywords: string;
    manuscript: FilePart;
    coverLetter?: FilePart;
  },
): Promise<number> {
  const res = await request.post('/api/public/manuscripts', {
    multipart: {
      postTitle: 'Dr',
      firstName: 'Ada',
      lastName: 'Okafor',
      university: 'University of Lagos',
      email: form.email,
      ...INTAKE_ADDRESS,
      journalType: 'Journal of Mathematics',
      articleType: 'Research Article',
      title: form.title,
      abstract: form.abstract,
      keywords: form.keywords,
      files: form.manuscript,
      ...(form.coverLetter ? { coverLetterFile: form.coverLetter } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}
