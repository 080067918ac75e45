// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewerInvite, ReviewerInviteDetail } from '../../../shared/api/submissions';
import { removeToast } from '../../components/ui/toast';
import { Toaster } from '../../components/ui/toaster';
import { downloadFile, FileFetchError, openFileInViewer } from '../../lib/file-viewer';
import { renderWithSession, seedSession } from '../../lib/session/test-utils';
import { currentUser } from '../../test/fixtures';
import { mockViewportWidth } from '../../test/media';
import { fail, held, mockApi, on } from '../../test/msw';
import { draftStubs, serverDrafts } from '../../test/workflow-fixtures';
import { ReviewerDashboardPage } from './reviewer-dashboard';

const flagState = vi.hoisted(() => ({ publicContentFreeze: false, reviewForms: true, reviewInvites: true }));
vi.mock('../../lib/flags', () => ({ flags: flagState }));
vi.mock('../../lib/file-viewer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/file-viewer')>()),
  openFileInViewer: vi.fn(),
  downloadFile: vi.fn(),
}));

const ROUTES = [
  {
    path: '/dashboard/reviewer',
    element: (
      <>
        <ReviewerDashboardPage />
        <Toaster />
      </>
    ),
  },
];

beforeEach(() => {
  flagState.reviewInvites = true;
  flagState.reviewForms = true;
  vi.mocked(openFileInViewer).mockReset().mockResolvedValue(undefined);
  vi.mocked(downloadFile).mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  act(() => removeToast());
});

function invite(inviteId: number, overrides: Partial<ReviewerInvite> = {}): ReviewerInvite {
  return {
    inviteId,
    submissionId: 100 + inviteId,
    title: `Manuscript ${inviteId}`,
    status: 'pending',
    updatedAt: '2025-03-05T14:07:00.000Z',
    fileUrl: null,
    respondBy: null,
    reviewDue: null,
    ...overrides,
  };
}

function detail(inviteId: number, overrides: Partial<ReviewerInviteDetail> = {}): ReviewerInviteDetail {
  return {
    ...invite(inviteId),
    abstract: 'We measure how soil microbes respond to drought.',
    keywords: ['soil', 'drought'],
    articleType: 'Research Article',
    journalTitle: 'Journal of Agriculture',
    round: 2,
    expiresAt: '2025-04-01T09:30:00.000Z',
    responseToReviewers: null,
    files: [],
    closedMessage: null,
    review: null,
    ...overrides,
  };
}

function open(...handlers: HttpHandler[]) {
  seedSession('tok', { name: 'Grace', role: 'reviewer' });
  const me = currentUser({ id: 5, name: 'Grace', email: 'grace@example.org', role: 'reviewer' });
  const api = mockApi(
    ...handlers,
    on('GET /api/me', me),
    // The picked invitation's Discussion panel (decision 0072), where a test does not answer it.
    http.get('*/api/submissions/:id/discussions', () => HttpResponse.json({ threads: [] })),
  );
  const user = userEvent.setup();
  const rendered = renderWithSession(ROUTES, '/dashboard/reviewer');
  return { api, user, unmount: () => rendered.unmount() };
}

async function findToast(): Promise<HTMLElement> {
  return waitFor(() => {
    const item = document.querySelector<HTMLElement>('li[data-variant]');
    expect(item).not.toBeNull();
    return item as HTMLElement;
  });
}

const detailsSection = () => screen.getByRole('region', { name: 'Invitation details' });

describe('/dashboard/reviewer: flags (seed 000 §9)', () => {
  it('shows only a notice, and requests no invitation, when VITE_REVIEW_INVITES is off', async () => {
    flagState.reviewInvites = false;
    const { api } = open(on('GET /api/reviewer/invites', [invite(1)]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviewer Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Review invitations are not available on this site yet.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Invite' })).not.toBeInTheDocument();
    expect(api.calls()).not.toContain('GET /api/reviewer/invites');
  });

  it('hides the review form of an accepted invitation when VITE_REVIEW_FORMS is off, but still shows a submitted review', async () => {
    flagState.reviewForms = false;
    const { user } = open(
      on('GET /api/reviewer/invites', [invite(1, { status: 'accepted' }), invite(2, { status: 'submitted' })]),
      on('GET /api/invites/1', detail(1, { status: 'accepted' })),
      on(
        'GET /api/invites/2',
        detail(2, {
          status: 'submitted',
          review: {
            recommendation: 'major',
            comments: 'Needs more samples.',
            confidentialComments: '',
            conflictOfInterest: 'none',
            conflictDetails: null,
            attachmentUrl: null,
            submittedAt: '2025-03-20T10:00:00.000Z',
          },
        }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Details of invite #1' }));
    expect(await within(detailsSection()).findByText('Journal of Agriculture')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Recommendation/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Details of invite #2' }));
    expect(await screen.findByRole('heading', { name: 'Submitted review' })).toBeInTheDocument();
    expect(screen.getByText('Needs more samples.')).toBeInTheDocument();
    expect(screen.getByText('Major revision')).toBeInTheDocument();
  });
});

describe('/dashboard/reviewer: the invitations (seed 001 §2)', () => {
  // Decision 0077: up to 640 px each invitation is a card (title as heading) with the same buttons.
  it('is a list of cards on a 390 px phone, with Details and the manuscript buttons', async () => {
    const restore = mockViewportWidth(390);
    try {
      open(
        on('GET /api/reviewer/invites', [
          invite(13, { title: 'Soil microbes and drought', status: 'accepted', fileUrl: '/api/files/anon-77' }),
        ]),
      );
      const region = await screen.findByRole('region', { name: 'Invitations list' });
      expect(within(region).queryByRole('table')).toBeNull();
      const [card] = within(region).getAllByRole('listitem');
      expect(within(card).getByRole('heading', { name: 'Soil microbes and drought' })).toBeInTheDocument();
      expect(card).toHaveTextContent('#13');
      expect(within(card).getByRole('button', { name: 'Details of invite #13' })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Download manuscript of invite #13' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('lists invite id, title or Submission #id, status, updated date, and file actions once accepted', async () => {
    open(
      on('GET /api/reviewer/invites', [
        invite(12, { title: 'Soil microbes and drought' }),
        invite(13, {
          title: '',
          submissionId: 77,
          status: 'accepted',
          fileUrl: '/api/files/anon-77',
          updatedAt: '2025-04-01T09:30:00.000Z',
        }),
      ]),
    );
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('#12');
    expect(first).toHaveTextContent('Soil microbes and drought');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent(/March 5, 2025/);
    expect(first).toHaveTextContent('After acceptance');
    expect(within(first).queryByRole('button', { name: /^View/ })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('#13');
    expect(second).toHaveTextContent('Submission #77');
    expect(second).toHaveTextContent('Accepted');
    expect(second).toHaveTextContent(/April 1, 2025/);
    expect(within(second).getByRole('button', { name: 'View manuscript of invite #13' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Download manuscript of invite #13' })).toBeInTheDocument();
  });

  it("shows 'Loading…', then 'No invitations yet.' for an empty list", async () => {
    const answer = held<ReviewerInvite[]>();
    const { api } = open(on('GET /api/reviewer/invites', answer.stub));
    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    expect(await within(invitations).findByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(api.calls()).toContain('GET /api/reviewer/invites'));
    act(() => answer.release([]));
    await waitFor(() => expect(within(invitations).getByRole('status')).toHaveTextContent('No invitations yet.'));
  });

  it("shows the error's message, or 'Failed to load' when it has none", async () => {
    open(on('GET /api/reviewer/invites', fail(500, 'INTERNAL', 'Database unavailable')));
    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    expect(await within(invitations).findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it("shows 'Failed to load' for an error without a message", async () => {
    open(on('GET /api/reviewer/invites', fail(500, 'INTERNAL', '')));
    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    expect(await within(invitations).findByRole('alert')).toHaveTextContent(/^Failed to load$/);
  });

  it('opens and downloads the anonymised manuscript, toasting the seed texts when that fails', async () => {
    const { user } = open(
      on('GET /api/reviewer/invites', [invite(13, { status: 'accepted', fileUrl: '/api/files/anon-77' })]),
    );
    await user.click(await screen.findByRole('button', { name: 'View manuscript of invite #13' }));
    expect(openFileInViewer).toHaveBeenCalledWith('/api/files/anon-77', {});
    await user.click(screen.getByRole('button', { name: 'Download manuscript of invite #13' }));
    expect(downloadFile).toHaveBeenCalledWith('/api/files/anon-77', undefined);

    vi.mocked(openFileInViewer).mockRejectedValueOnce(new FileFetchError(404));
    await user.click(screen.getByRole('button', { name: 'View manuscript of invite #13' }));
    let toast = await findToast();
    expect(toast).toHaveTextContent('Failed to open file');
    expect(toast).toHaveTextContent('Failed to fetch file: 404');
    expect(toast).toHaveAttribute('data-variant', 'destructive');

    vi.mocked(downloadFile).mockRejectedValueOnce(new FileFetchError(500));
    await user.click(screen.getByRole('button', { name: 'Download manuscript of invite #13' }));
    await waitFor(() =>
      expect(document.querySelector('li[data-variant]')).toHaveTextContent('Failed to download file'),
    );
    toast = await findToast();
    expect(toast).toHaveTextContent('Failed to fetch file: 500');
  });
});

describe('/dashboard/reviewer: details and acceptance (seed 001 §2, §5, §8)', () => {
  it("answers 'Missing inviteId' when Accept Invite is pressed with no invitation picked", async () => {
    const { api, user } = open(on('GET /api/reviewer/invites', [invite(12)]), on('GET /api/invites/12', detail(12)));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Accept Invite' }));
    expect(within(detailsSection()).getByRole('alert')).toHaveTextContent('Missing inviteId');
    expect(screen.getByRole('combobox', { name: /Invitation/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls().filter((c) => c.startsWith('POST'))).toEqual([]);
    // Picking one clears the message.
    await user.selectOptions(screen.getByRole('combobox', { name: /Invitation/ }), '12');
    expect(within(detailsSection()).queryByText('Missing inviteId')).not.toBeInTheDocument();
  });

  it('shows the picked invitation, accepts it with {accept: true}, toasts and refreshes', async () => {
    let accepted = false;
    const { api, user } = open(
      on('GET /api/reviewer/invites', () => [
        invite(12, accepted ? { status: 'accepted', fileUrl: '/api/files/anon-112' } : {}),
      ]),
      on('GET /api/invites/12', () =>
        detail(12, accepted ? { status: 'accepted', fileUrl: '/api/files/anon-112' } : {}),
      ),
      on('POST /api/invites/12/respond', () => {
        accepted = true;
        return { inviteId: 12, status: 'accepted' };
      }),
      ...draftStubs(112, ['review']),
    );
    await user.click(await screen.findByRole('button', { name: 'Details of invite #12' }));
    const section = detailsSection();
    expect(await within(section).findByText('Journal of Agriculture')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Invitation/ })).toHaveValue('12');
    expect(within(section).getByText('Manuscript 12')).toBeInTheDocument();
    expect(within(section).getByText('Research Article')).toBeInTheDocument();
    expect(within(section).getByText('We measure how soil microbes respond to drought.')).toBeInTheDocument();
    expect(within(section).getByText('soil, drought')).toBeInTheDocument();
    expect(within(section).getByText('2')).toBeInTheDocument();
    expect(within(section).getByText(/April 1, 2025/)).toBeInTheDocument();
    expect(within(section).getByText('Accept the invitation to open the anonymised manuscript.')).toBeInTheDocument();
    // A pending invitation has no review form yet.
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept Invite' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Invite accepted');
    const index = api.calls().indexOf('POST /api/invites/12/respond');
    expect(index).toBeGreaterThan(-1);
    expect(api.bodyOf(index)).toEqual({ accept: true });
    expect(await screen.findByRole('button', { name: 'View manuscript of invite #12' })).toBeInTheDocument();
    // Once accepted, Accept and Decline go (decision 0069); a quieter way out stays.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept Invite' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I can no longer review this manuscript' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
  });

  it("toasts 'Accept failed' with the server's message", async () => {
    const { user } = open(
      on('GET /api/reviewer/invites', [invite(12)]),
      on('GET /api/invites/12', detail(12)),
      on('POST /api/invites/12/respond', fail(409, 'CONFLICT', 'This invitation has expired')),
    );
    await user.click(await screen.findByRole('button', { name: 'Details of invite #12' }));
    await within(detailsSection()).findByText('Journal of Agriculture');
    await user.click(screen.getByRole('button', { name: 'Accept Invite' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Accept failed');
    expect(toast).toHaveTextContent('This invitation has expired');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
  });

  it("toasts 'Failed to load invite details' and says so in the panel", async () => {
    const { user } = open(
      on('GET /api/reviewer/invites', [invite(12)]),
      on('GET /api/invites/12', fail(404, 'NOT_FOUND', 'Invitation not found')),
    );
    await user.click(await screen.findByRole('button', { name: 'Details of invite #12' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Failed to load invite details');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(within(detailsSection()).getByRole('alert')).toHaveTextContent('Invitation not found');
  });
});

describe('/dashboard/reviewer: the review form (seed 001 §2, §3 "Review payload", §5)', () => {
  function acceptedInvite(...handlers: HttpHandler[]) {
    return open(
      ...handlers,
      on('GET /api/reviewer/invites', [invite(12, { status: 'accepted', fileUrl: '/api/files/anon-112' })]),
      on('GET /api/invites/12', detail(12, { status: 'accepted', fileUrl: '/api/files/anon-112' })),
      // Decision 0074: the review's draft on the server (invite 12 reviews submission 112).
      ...draftStubs(112, ['review']),
    );
  }

  it('keeps what is typed as a draft on the server and restores it when the form opens again (a reload)', async () => {
    const first = acceptedInvite();
    await pick(first.user);
    await first.user.selectOptions(screen.getByRole('combobox', { name: /Recommendation/ }), 'major');
    await first.user.type(screen.getByRole('textbox', { name: /Comments for the authors/ }), 'The sample is small.');
    await first.user.type(screen.getByRole('textbox', { name: /Confidential comments/ }), 'Known group.');
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(serverDrafts.get('/api/submissions/112/drafts/review')?.body).toMatchObject({
      recommendation: 'major',
      comments: 'The sample is small.',
      confidentialComments: 'Known group.',
    });
    first.unmount();

    const again = acceptedInvite();
    await pick(again.user);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Comments for the authors/ })).toHaveValue('The sample is small.'),
    );
    expect(screen.getByRole('combobox', { name: /Recommendation/ })).toHaveValue('major');
    expect(screen.getByRole('textbox', { name: /Confidential comments/ })).toHaveValue('Known group.');
  });

  async function pick(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Details of invite #12' }));
    await screen.findByRole('button', { name: 'Submit Review' });
  }

  it("validates: 'Choose a recommendation', 'Comments are required', the declaration, 'Attach a file', and sends nothing", async () => {
    const { api, user } = acceptedInvite();
    await pick(user);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Attach a file')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Your review' });
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([
      'Choose a recommendation',
      'Comments are required',
      'Declare whether you have a conflict of interest',
      'Attach a file',
    ]);
    // Decision 0036: declaring a conflict asks for its details (required).
    expect(screen.queryByRole('textbox', { name: /Describe the conflict of interest/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /I have a conflict of interest to declare/ }));
    expect(screen.getByRole('textbox', { name: /Describe the conflict of interest/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(screen.getByLabelText(/^Attachment/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls().filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('offers the four recommendations minor, major, accept, reject', async () => {
    const { user } = acceptedInvite();
    await pick(user);
    const values = within(screen.getByRole('combobox', { name: /Recommendation/ }))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(values).toEqual(['', 'minor', 'major', 'accept', 'reject']);
  });

  it('sends recommendation, comments, the confidential part, the declaration and attachments as multipart, toasts, then shows the review read-only', async () => {
    let submitted = false;
    const { api, user } = acceptedInvite(
      on('GET /api/invites/12', () =>
        detail(12, {
          status: submitted ? 'submitted' : 'accepted',
          review: submitted
            ? {
                recommendation: 'minor',
                comments: 'Clear and sound.',
                confidentialComments: '',
                conflictOfInterest: 'none',
                conflictDetails: null,
                attachmentUrl: '/api/files/review-5',
                submittedAt: '2025-03-20T10:00:00.000Z',
              }
            : null,
        }),
      ),
      on('POST /api/invites/12/reviews', () => {
        submitted = true;
        return { reviewId: 5, inviteId: 12 };
      }),
    );
    await pick(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Recommendation/ }), 'minor');
    await user.type(screen.getByRole('textbox', { name: /Comments for the authors/ }), '  Clear and sound.  ');
    await user.type(screen.getByRole('textbox', { name: /Confidential comments/ }), 'Possible duplicate publication.');
    await user.click(screen.getByRole('radio', { name: /no conflict of interest/ }));
    const file = new File(['%PDF-1.7 notes'], 'notes.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/^Attachment/), file);
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));

    const toast = await findToast();
    expect(toast).toHaveTextContent('Review submitted');
    expect(api.calls()).toContain('POST /api/invites/12/reviews');
    const post = api.request(api.calls().indexOf('POST /api/invites/12/reviews'));
    const sent = post.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect([...sent.keys()].sort()).toEqual([
      'attachments',
      'comments',
      'confidentialComments',
      'conflictOfInterest',
      'recommendation',
    ]);
    expect(sent.get('confidentialComments')).toBe('Possible duplicate publication.');
    expect(sent.get('conflictOfInterest')).toBe('none');
    expect(sent.get('recommendation')).toBe('minor');
    expect(sent.get('comments')).toBe('Clear and sound.');
    const attachment = sent.get('attachments') as File;
    expect(attachment.name).toBe('notes.pdf');
    expect(attachment.size).toBe(file.size);
    expect(post.headers.get('Content-Type')).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Submitted review' })).toBeInTheDocument();
    expect(screen.getByText('Clear and sound.')).toBeInTheDocument();
    expect(screen.getByText('Minor revision')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View review attachment' }));
    expect(openFileInViewer).toHaveBeenCalledWith('/api/files/review-5', {});
  });

  it("toasts 'Review failed' with the server's message and puts its field errors on the fields", async () => {
    const { user } = acceptedInvite(
      on(
        'POST /api/invites/12/reviews',
        fail(400, 'VALIDATION_FAILED', 'Invalid review', {
          errors: [{ path: 'attachments', message: 'File type not allowed' }],
        }),
      ),
    );
    await pick(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Recommendation/ }), 'reject');
    await user.type(screen.getByRole('textbox', { name: /Comments for the authors/ }), 'Out of scope.');
    await user.click(screen.getByRole('radio', { name: /no conflict of interest/ }));
    await user.upload(screen.getByLabelText(/^Attachment/), new File(['x'], 'notes.exe'));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Review failed');
    expect(toast).toHaveTextContent('Invalid review');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(await screen.findByText('File type not allowed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });
});

describe('/dashboard/reviewer: the discussion with the editors (decision 0072)', () => {
  it("shows the picked invitation's own thread only, and picks the invitation a mail's ?inviteId= names", async () => {
    seedSession('tok', { name: 'Grace', role: 'reviewer' });
    const me = currentUser({ id: 5, name: 'Grace', email: 'grace@example.org', role: 'reviewer' });
    const mine = {
      key: 'reviewer-2',
      kind: 'reviewer' as const,
      inviteId: 2,
      label: 'Editors',
      messageCount: 1,
      unread: 1,
      lastMessageAt: '2025-03-06T10:00:00.000Z',
    };
    mockApi(
      on('GET /api/me', me),
      on('GET /api/reviewer/invites', [invite(1, { status: 'accepted' }), invite(2, { status: 'accepted' })]),
      on('GET /api/invites/2', detail(2, { status: 'accepted' })),
      on('GET /api/submissions/102/discussions', { threads: [mine] }),
      on('GET /api/submissions/102/discussions/reviewer-2', {
        ...mine,
        messages: [
          {
            id: 4,
            from: { side: 'editor', name: 'Editor', you: false },
            body: 'Please check the appendix.',
            createdAt: '2025-03-06T10:00:00.000Z',
            attachments: [],
          },
        ],
      }),
      on('POST /api/submissions/102/discussions/reviewer-2/read', { lastReadId: 4 }),
      ...draftStubs(102, ['review', 'discussion.reviewer-2']),
    );
    renderWithSession(ROUTES, '/dashboard/reviewer?inviteId=2');
    const panel = await screen.findByRole('region', { name: 'Discussion' });
    expect(await within(panel).findByText('Please check the appendix.')).toBeInTheDocument();
    expect(within(panel).getByText('Editor')).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: /Editors/ })).toHaveLength(1);
  });
});
