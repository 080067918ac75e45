/**
 * Test data and rendering for the workflow dashboards (jsdom tests only), shared by the
 * submissions and production features' tests: submissions with unique ids, a signed-in render of
 * a page with the toaster, toasts, calls and error answers.
 */
import { act, screen } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { DraftBody } from '../../shared/api/drafts';
import type { SubmissionDetail, SubmissionSummary } from '../../shared/api/submissions';
import type { Role } from '../../shared/domain/roles';
import { removeToast } from '../components/ui/toast';
import { Toaster } from '../components/ui/toaster';
import { renderWithSession, seedSession } from '../lib/session/test-utils';
import { currentUser } from './fixtures';
import { fail, mockApi, on } from './msw';
import { afterEachTest } from './after-each';

afterEachTest(() => {
  act(() => removeToast());
});

let nextId = 100;

export function summary(overrides: Partial<SubmissionSummary> = {}): SubmissionSummary {
  nextId += 1;
  return {
    id: nextId,
    title: `Paper ${nextId}`,
    status: 'draft',
    authorName: 'Ada Author',
    journalTitle: 'Genesis Journal of Medicine',
    round: 1,
    updatedAt: '2026-03-05T14:07:00.000Z',
    fileUrl: null,
    revisionDue: null,
    revisionOverdue: false,
    ...overrides,
  };
}

export function detail(overrides: Partial<SubmissionDetail> = {}): SubmissionDetail {
  const base = summary(overrides);
  return {
    ...base,
    abstract: 'An abstract.',
    keywords: ['alpha', 'beta'],
    language: 'en',
    translations: [],
    articleType: 'Research Article',
    journalId: 3,
    coAuthors: '',
    authors: [],
    funding: [],
    statements: { dataAvailability: null, conflictOfInterest: null, ethics: null },
    authorEmail: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    submittedAt: null,
    decision: null,
    files: [],
    events: [],
    invitations: [],
    editorReviews: [],
    authorReviews: [],
    articleId: null,
    pdfUrl: null,
    reviewDays: null,
    revisionDays: null,
    ...overrides,
  };
}

/**
 * Signs in with `role`, answers with `handlers` (and GET /api/me), renders `page` at `path` with
 * the toaster. `path` may list more patterns the page is also mounted at (the first is opened).
 */
export function renderPage(page: ReactElement, path: string | string[], role: Role, ...handlers: HttpHandler[]) {
  const patterns = typeof path === 'string' ? [path] : path;
  seedSession('tok', { name: 'Ada Author', role });
  const api = mockApi(...handlers, on('GET /api/me', currentUser({ name: 'Ada Author', role })));
  const view = renderWithSession(
    patterns.map((pattern) => ({
      path: pattern,
      element: (
        <>
          {page}
          <Toaster />
        </>
      ),
    })),
    patterns[0],
  );
  return { api, ...view };
}

/** Waits for a toast with this title (and description, when given). */
export async function expectToast(title: string, description?: string) {
  const status = await screen.findByText(title, { selector: '[data-variant] *' });
  if (description !== undefined) expect(status.closest('[data-variant]')).toHaveTextContent(description);
  return status.closest('[data-variant]') as HTMLElement;
}

/** The calls after the session check, as `"METHOD /url"`. */
export function workflowCalls(api: { calls: () => string[] }): string[] {
  return api.calls().filter((c) => c !== 'GET /api/me');
}

/** An error answer in the API's shape. */
export function errorResponse(status: number, message: string, errors?: { path: string; message: string }[]) {
  return fail(status, status === 409 ? 'CONFLICT' : 'ERROR', message, errors ? { errors } : {});
}

/**
 * The calls a submission's detail makes beside the submission itself, answered: the similarity
 * check (decision 0045; none by default) and the mail record (decision 0044). The production
 * panel's calls are features/production's (its test-fixtures.tsx).
 */
/**
 * The drafts kept on the server (decision 0074), as a store that lives for one test (cleared
 * after each): `GET/PUT/DELETE /api/submissions/{id}/drafts/{key}` for `keys` of submission `id`.
 */
export const serverDrafts = new Map<string, { key: string; body: DraftBody; updatedAt: string }>();
afterEachTest(() => serverDrafts.clear());

export const DRAFT_KEYS = ['review', 'decision.minor', 'decision.major', 'decision.accept', 'decision.reject'] as const;

export function draftStubs(id: number, keys: readonly string[] = DRAFT_KEYS): HttpHandler[] {
  return keys.flatMap((key) => {
    const path = `/api/submissions/${id}/drafts/${key}` as const;
    return [
      on(`GET ${path}`, () => serverDrafts.get(path) ?? fail(404, 'NOT_FOUND', 'Draft not found')),
      on(`PUT ${path}`, ({ body }) => {
        const saved = { key, body: (body as { body: DraftBody }).body, updatedAt: new Date().toISOString() };
        serverDrafts.set(path, saved);
        return saved;
      }),
      on(`DELETE ${path}`, () => {
        serverDrafts.delete(path);
        return null;
      }),
    ];
  });
}

/** Submission `id`'s editors (decision 0037): none assigned, and no one the caller may assign. */
export function noAssignment(id: number): HttpHandler {
  return on(`GET /api/submissions/${id}/assignment`, {
    handlingEditor: null,
    associateEditor: null,
    canAssignHandlingEditor: false,
    canAssignAssociateEditor: false,
    handlingCandidates: [],
    associateCandidates: [],
  });
}

export function detailStubs(id: number): HttpHandler[] {
  return [
    ...draftStubs(id),
    on(`GET /api/submissions/${id}/similarity-check`, {
      check: null,
      limits: { similarityMaxPercent: 25, uniqueMinPercent: 70 },
    }),
    on(`GET /api/submissions/${id}/mails`, []),
  ];
}
