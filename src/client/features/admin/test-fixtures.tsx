/**
 * Test data and rendering for the admin pages (jsdom tests only): intakes, join
 * applications, contact queries, accounts and audit lines with unique ids; a signed-in render
 * of the dashboard (every list answered empty unless a test says otherwise) or the detail page,
 * with the toaster; and the viewer tab and download link doubles.
 */
import { act, screen } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import type {
  AdminFile,
  AuditEntry,
  ContactItem,
  JoinItem,
  PublicManuscriptDetail,
  PublicManuscriptItem,
} from '../../../shared/api/admin';
import type { UserSummary } from '../../../shared/api/auth';
import type { Role } from '../../../shared/domain/roles';
import { removeToast } from '../../components/ui/toast';
import { Toaster } from '../../components/ui/toaster';
import { renderWithSession, seedSession } from '../../lib/session/test-utils';
import { currentUser } from '../../test/fixtures';
import { fail, file, mockApi, on, type ApiLog } from '../../test/msw';
import { AdminDashboardPage } from './pages/admin-dashboard-page';
import { PublicManuscriptPage } from './pages/public-manuscript-page';
import { afterEachTest } from '../../test/after-each';

afterEachTest(() => {
  act(() => removeToast());
  vi.restoreAllMocks();
});

let nextId = 500;
const newId = () => (nextId += 1);

/** A journal as the catalogue lists it (`GET /api/journals`), for the sections that choose one. */
export const catalogueJournal = {
  id: 3,
  title: 'Journal of Life Sciences',
  abbreviation: 'JLS',
  slug: 'journal-of-life-sciences',
  description: '',
  category: 'Life Sciences',
  coverImage: null,
  issn: null,
  publisher: null,
  currentVolume: 4,
  currentIssue: 2,
  articleCount: 2,
  acceptsSubmissions: true,
};

export const LIST = {
  manuscripts: 'GET /api/admin/inbox/public-manuscripts?status=pending&limit=20&offset=0',
  joins: (kind = 'reviewer') => `GET /api/admin/inbox/joins?kind=${kind}&status=pending&limit=20&offset=0` as const,
  contacts: 'GET /api/admin/inbox/contacts?status=pending&limit=20&offset=0',
  archived: 'GET /api/admin/archived/public-manuscripts?limit=20&offset=0',
  users: 'GET /api/admin/users?limit=20&offset=0',
  audit: 'GET /api/admin/audit?limit=20&offset=0',
} as const;

export function adminFile(overrides: Partial<AdminFile> = {}): AdminFile {
  const key = overrides.key ?? `k${newId()}`;
  return {
    key,
    role: 'manuscript',
    originalFilename: 'paper.pdf',
    contentType: 'application/pdf',
    byteSize: 2048,
    url: `/api/admin/files/${key}`,
    ...overrides,
  };
}

export function manuscript(overrides: Partial<PublicManuscriptItem> = {}): PublicManuscriptItem {
  const id = overrides.id ?? newId();
  return {
    id,
    title: `Renal outcomes ${id}`,
    name: 'Grace Hopper',
    email: `grace${id}@example.org`,
    articleType: 'Research Article',
    journal: 'ijnrs',
    createdAt: '2026-03-05T14:07:00.000Z',
    archived_at: null,
    status: 'pending',
    submissionId: null,
    fileUrl: null,
    originalFileName: null,
    fileUrls: [],
    fileNames: [],
    coverLetter: 'Name: Should Not Be Parsed',
    ...overrides,
  };
}

export function manuscriptDetail(overrides: Partial<PublicManuscriptDetail> = {}): PublicManuscriptDetail {
  const base = manuscript(overrides);
  return {
    ...base,
    postTitle: 'Dr.',
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: '+1 555 0100',
    university: 'Yale University',
    orcid: '0000-0002-1825-0097',
    abstract: 'Kidney outcomes after surgery.',
    keywords: 'renal, outcomes',
    coAuthors: 'Alan Turing',
    note: null,
    address: {
      line1: '1 Main Street',
      line2: null,
      city: 'New Haven',
      state: 'CT',
      zip: '06511',
      country: 'United States',
    },
    files: [],
    ...overrides,
  };
}

export function join(overrides: Partial<JoinItem> = {}): JoinItem {
  const id = overrides.id ?? newId();
  return {
    id,
    kind: 'reviewer',
    name: 'Ada Reviewer',
    email: `ada${id}@example.org`,
    createdAt: '2026-03-05T14:07:00.000Z',
    status: 'pending',
    expertise: 'Nephrology',
    message: 'Research Interest: Nephrology | Journal: ijnrs',
    affiliation: 'Renal Unit',
    university: 'Oxford',
    phone: '+44 20 7946 0000',
    address: '1 High Street, Oxford',
    journal: 'ijnrs',
    journalName: 'International Journal of Nephrology and Renal Science',
    files: [],
    userId: null,
    ...overrides,
  };
}

export function contact(overrides: Partial<ContactItem> = {}): ContactItem {
  const id = overrides.id ?? newId();
  return {
    id,
    name: 'Carl Contact',
    email: `carl${id}@example.org`,
    phone: '',
    inquiryType: 'general',
    note: 'When is the next issue?',
    createdAt: '2026-03-05T14:07:00.000Z',
    status: 'pending',
    answeredAt: null,
    ...overrides,
  };
}

export function account(overrides: Partial<UserSummary> = {}): UserSummary {
  const id = overrides.id ?? newId();
  return {
    id,
    name: `User ${id}`,
    email: `user${id}@example.org`,
    role: 'author',
    createdAt: '2025-03-05T14:07:00.000Z',
    lastSignInAt: null,
    emailVerified: true,
    active: true,
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: newId(),
    at: '2026-04-01T09:30:00.000Z',
    actorName: 'Root Admin',
    actorEmail: 'root@example.org',
    action: 'intake.archive',
    targetType: 'public_manuscript',
    targetId: '42',
    detail: null,
    journalId: null,
    journalTitle: null,
    ...overrides,
  };
}

/** An error answer in the API's shape. */
export function errorResponse(status: number, message: string) {
  return fail(status, status === 409 ? 'CONFLICT' : status === 404 ? 'NOT_FOUND' : 'ERROR', message);
}

function signIn(role: Role, handlers: HttpHandler[]) {
  seedSession('tok', { name: 'Root Admin', role });
  const me = currentUser({ name: 'Root Admin', email: 'root@example.org', role });
  return mockApi(...handlers, on('GET /api/me', me));
}

/** Signs in with `role`, answers with `handlers`, renders `page` (one admin component) with the toaster. */
export function renderComponent(page: ReactElement, handlers: HttpHandler[], role: Role = 'admin') {
  const api = signIn(role, handlers);
  const view = renderWithSession(
    [
      {
        path: '/dashboard/admin',
        element: (
          <>
            {page}
            <Toaster />
          </>
        ),
      },
    ],
    '/dashboard/admin',
  );
  return { api, ...view };
}

/**
 * Signs in with `role` and renders /dashboard/admin (or `at`, e.g. /dashboard/admin/users); every
 * list answers [] unless `handlers` say otherwise.
 */
export function renderDashboard(handlers: HttpHandler[] = [], role: Role = 'admin', at = '/dashboard/admin') {
  const api = signIn(role, [
    ...handlers,
    on(LIST.manuscripts, []),
    on(LIST.joins(), []),
    on(LIST.contacts, []),
    on(LIST.archived, []),
    on(LIST.users, []),
    on(LIST.audit, []),
  ]);
  const page = (
    <>
      <AdminDashboardPage />
      <Toaster />
    </>
  );
  // Each section is a page of its own (decision 0075): /dashboard/admin and /dashboard/admin/{section}.
  const view = renderWithSession(
    [
      { path: '/dashboard/admin', element: page },
      { path: '/dashboard/admin/:section', element: page },
    ],
    at,
  );
  return { api, ...view };
}

/** Signs in and renders /dashboard/admin/public-manuscripts/{id}. */
export function renderDetail(id: number | string, handlers: HttpHandler[] = [], role: Role = 'admin') {
  const api = signIn(role, handlers);
  const view = renderWithSession(
    [
      {
        path: '/dashboard/admin/public-manuscripts/:id',
        element: (
          <>
            <PublicManuscriptPage />
            <Toaster />
          </>
        ),
      },
    ],
    `/dashboard/admin/public-manuscripts/${id}`,
  );
  return { api, ...view };
}

/** Waits for a toast with this title (and description, when given). */
export async function expectToast(title: string, description?: string) {
  const node = await screen.findByText(title, { selector: '[data-variant] *' });
  const root = node.closest('[data-variant]') as HTMLElement;
  if (description !== undefined) expect(root).toHaveTextContent(description);
  return root;
}

/** The calls after the session check, as `"METHOD /url"`. */
export function adminCalls(api: ApiLog): string[] {
  return api.calls().filter((c) => c !== 'GET /api/me');
}

/** The JSON body of the first call `call` ("METHOD /url"). */
export function bodyOf(api: ApiLog, call: string): unknown {
  const bodies = api.bodiesOf(call);
  expect(bodies.length).toBeGreaterThan(0);
  return bodies[0];
}

/** A fake viewer tab for `window.open`; its `location.href` becomes the blob URL of an inline file. */
export function stubViewerTab() {
  const tab = { document: document.implementation.createHTMLDocument(''), location: { href: '' }, opener: null };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  URL.createObjectURL = vi.fn(() => 'blob:admin/1');
  URL.revokeObjectURL = vi.fn();
  return { tab, open };
}

/** Captures the `<a download>` clicks of downloads. */
export function stubDownloads() {
  URL.createObjectURL = vi.fn(() => 'blob:admin/2');
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

/** A file answer. */
export function fileResponse(body: string, contentType: string) {
  return file(body, contentType);
}
