/**
 * Test data and rendering for the workflow dashboards (jsdom tests only): submissions with
 * unique ids, a signed-in render of a page with the toaster.
 */
import { act, screen } from '@testing-library/react';
import type { IssueAssignment } from '../../../shared/api/issue-management';
import type { HttpHandler } from 'msw';
import type { ReactElement } from 'react';
import { afterEach, expect } from 'vitest';
import type { ProductionMetadata, WebProof } from '../../../shared/api/production';
import type { SubmissionDetail, SubmissionSummary } from '../../../shared/api/submissions';
import type { Role } from '../../../shared/domain/roles';
import { removeToast } from '../../components/ui/toast';
import { Toaster } from '../../components/ui/toaster';
import { renderWithSession, seedSession } from '../../lib/session/test-utils';
import { currentUser } from '../../test/fixtures';
import { fail, mockApi, on } from '../../test/msw';

afterEach(() => {
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
    ...overrides,
  };
}

export function detail(overrides: Partial<SubmissionDetail> = {}): SubmissionDetail {
  const base = summary(overrides);
  return {
    ...base,
    abstract: 'An abstract.',
    keywords: ['alpha', 'beta'],
    articleType: 'Research Article',
    journalId: 3,
    coAuthors: '',
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

/** Production metadata as the server prefills it (overridable). */
export function productionMetadataOf(overrides: Partial<ProductionMetadata> = {}): ProductionMetadata {
  return {
    authors: [
      { givenNames: 'Ada', surname: 'Author', affiliations: [], orcid: null, corresponding: true },
      { givenNames: 'Grace', surname: 'Hopper', affiliations: ['Yale University'], orcid: null, corresponding: false },
    ],
    keywords: ['tides'],
    funding: [],
    license: 'CC BY 4.0',
    conflictOfInterest: null,
    dataAvailability: null,
    references: [],
    saved: false,
    editable: true,
    updatedAt: null,
    referenceDois: [],
    ...overrides,
  };
}

/** The web proof of a Word manuscript. */
export const WEB_PROOF: WebProof = {
  html: '<h2>Introduction</h2><p>Tidal heating of <i>Europa</i>.</p>',
  sourceFilename: 'manuscript.docx',
  messages: [],
};

/** An unassigned manuscript (continuous publication) whose journal has a current and a future issue. */
export const ISSUE_ASSIGNMENT: IssueAssignment = {
  issueId: null,
  scheduledAt: null,
  options: [
    { id: 71, volume: '12', number: '3', title: null, status: 'current', year: 2026 },
    { id: 72, volume: '12', number: '4', title: 'Ice worlds', status: 'future', year: 2026 },
  ],
};

/** The production calls of submission `id` (metadata and web proof), answered. */
export function productionStubs(id: number, metadata: ProductionMetadata = productionMetadataOf()): HttpHandler[] {
  return [
    // Decision 0045: the editor's page also reads the similarity check (none by default).
    on(`GET /api/submissions/${id}/similarity-check`, {
      check: null,
      limits: { similarityMaxPercent: 25, uniqueMinPercent: 70 },
    }),
    on(`GET /api/submissions/${id}/production-metadata`, metadata),
    on(`GET /api/submissions/${id}/web-proof`, WEB_PROOF),
    on(`GET /api/submissions/${id}/issue`, ISSUE_ASSIGNMENT),
    // Decision 0044: the editor's page lists the submission's mail record.
    on(`GET /api/submissions/${id}/mails`, []),
  ];
}
