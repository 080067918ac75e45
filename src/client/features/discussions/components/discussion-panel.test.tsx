// @vitest-environment jsdom
/**
 * The Discussion panel (docs/decisions/0072-discussions.md): the threads the server gives,
 * labelled as it labels them, opened on request (at once when alone, or when the page's
 * `?thread=` names one), read marks, the composer's rules (1–10,000 characters, 3 files), its
 * draft surviving a reload, and what Send posts.
 */
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { DiscussionThread, DiscussionThreadDetail } from '../../../../shared/api/discussions';
import { removeToast } from '../../../components/ui/toast';
import { Toaster } from '../../../components/ui/toaster';
import { renderWithSession, seedSession } from '../../../lib/session/test-utils';
import { currentUser } from '../../../test/fixtures';
import { fail, mockApi, on } from '../../../test/msw';
import { draftStubs, serverDrafts } from '../../../test/workflow-fixtures';
import { DiscussionPanel } from './discussion-panel';

afterEach(() => {
  act(() => removeToast());
});

const thread = (key: string, overrides: Partial<DiscussionThread> = {}): DiscussionThread => ({
  key,
  kind: key === 'author' ? 'author' : 'reviewer',
  inviteId: key === 'author' ? null : Number(key.split('-')[1]),
  label: key === 'author' ? 'Editors ↔ Author' : `Editors ↔ Reviewer: Rosalind (round 1)`,
  messageCount: 0,
  unread: 0,
  lastMessageAt: null,
  ...overrides,
});

const detail = (t: DiscussionThread, messages: DiscussionThreadDetail['messages'] = []): DiscussionThreadDetail => ({
  ...t,
  messageCount: messages.length,
  messages,
});

function render(route: string, only: string | undefined, ...handlers: HttpHandler[]) {
  seedSession('tok', { id: 5, name: 'Edith', role: 'editor' });
  const api = mockApi(
    ...handlers,
    ...draftStubs(12, ['discussion.author', 'discussion.reviewer-7', 'discussion.reviewer-8']),
    on('GET /api/me', currentUser({ id: 5, name: 'Edith', email: 'edith@example.org', role: 'editor' })),
  );
  const user = userEvent.setup();
  const view = renderWithSession(
    [
      {
        path: '/page',
        element: (
          <>
            <DiscussionPanel submissionId={12} thread={only} />
            <Toaster />
          </>
        ),
      },
    ],
    route,
  );
  return { api, user, view };
}

const threadButton = (name: RegExp) => screen.getByRole('button', { name });

describe('DiscussionPanel', () => {
  it('lists every thread the server gives, closed, with counts and unread; opening one shows it and marks it read', async () => {
    const reviewer = thread('reviewer-7', { messageCount: 2, unread: 1 });
    const { api, user } = render(
      '/page',
      undefined,
      on('GET /api/submissions/12/discussions', { threads: [thread('author'), reviewer] }),
      on(
        'GET /api/submissions/12/discussions/reviewer-7',
        detail(reviewer, [
          {
            id: 1,
            from: { side: 'editor', name: 'You', you: true },
            body: 'Please check the appendix.',
            createdAt: '2026-11-20T10:00:00.000Z',
            attachments: [],
          },
          {
            id: 2,
            from: { side: 'reviewer', name: 'Rosalind', you: false },
            body: 'One question on Table 2.',
            createdAt: '2026-11-21T10:00:00.000Z',
            attachments: [
              {
                id: 3,
                filename: 'notes.pdf',
                byteSize: 2048,
                url: '/api/submissions/12/discussions/reviewer-7/attachments/3',
              },
            ],
          },
        ]),
      ),
      on('POST /api/submissions/12/discussions/reviewer-7/read', { lastReadId: 2 }),
    );
    expect(await screen.findByRole('heading', { name: 'Discussion' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Editors ↔ Author/ })).toHaveAttribute('aria-expanded', 'false');
    expect(threadButton(/Editors ↔ Reviewer: Rosalind \(round 1\)/)).toHaveTextContent('2 messages1 unread');
    expect(screen.queryByText('One question on Table 2.')).not.toBeInTheDocument();

    await user.click(threadButton(/Editors ↔ Reviewer/));
    const messages = await screen.findByRole('list', { name: /Messages: Editors ↔ Reviewer/ });
    expect(within(messages).getByText('One question on Table 2.')).toBeInTheDocument();
    expect(within(messages).getByText('notes.pdf (0.00 MB)')).toBeInTheDocument();
    expect(within(messages).getByRole('button', { name: 'Download notes.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls()).toContain('POST /api/submissions/12/discussions/reviewer-7/read'));
    expect(api.calls()).not.toContain('GET /api/submissions/12/discussions/author');
  });

  it("opens the only thread at once (an author's or a reviewer's page), and the thread the page's ?thread= names", async () => {
    const author = thread('author', { label: 'Editors' });
    render(
      '/page',
      undefined,
      on('GET /api/submissions/12/discussions', { threads: [author] }),
      on('GET /api/submissions/12/discussions/author', detail(author)),
    );
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message to the editors/)).toBeInTheDocument();
  });

  it('opens the thread named by ?thread=, and shows only the thread a page names', async () => {
    const r7 = thread('reviewer-7');
    const r8 = thread('reviewer-8', { label: 'Editors ↔ Reviewer: Grace (round 1)' });
    render(
      '/page?thread=reviewer-8',
      'reviewer-8',
      on('GET /api/submissions/12/discussions', { threads: [thread('author'), r7, r8] }),
      on('GET /api/submissions/12/discussions/reviewer-8', detail(r8)),
    );
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Editors ↔/ })).toHaveLength(1);
    expect(threadButton(/Grace/)).toHaveAttribute('aria-expanded', 'true');
  });

  it('refuses an empty message and more than 3 files without a call; sends the text and files, then clears the draft', async () => {
    const author = thread('author');
    const { api, user } = render(
      '/page?thread=author',
      undefined,
      on('GET /api/submissions/12/discussions', { threads: [author] }),
      on('GET /api/submissions/12/discussions/author', detail(author)),
      on('POST /api/submissions/12/discussions/author/messages', {
        id: 9,
        from: { side: 'editor', name: 'You', you: true },
        body: 'Could you send the raw data?',
        createdAt: '2026-11-22T10:00:00.000Z',
        attachments: [],
      }),
    );
    const box = await screen.findByLabelText(/^Message to the author/);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message')).toBeInTheDocument();

    const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
    const files = screen.getByLabelText(/Attachments/);
    await user.upload(files, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf'), pdf('d.pdf')]);
    expect(screen.getByText('Attach at most 3 files')).toBeInTheDocument();
    await user.upload(files, [pdf('a.pdf')]);
    expect(screen.queryByText('Attach at most 3 files')).not.toBeInTheDocument();

    await user.type(box, 'Could you send the raw data?');
    // Kept on the server after a pause in typing (useServerDraft, decision 0074).
    await waitFor(() =>
      expect(serverDrafts.get('/api/submissions/12/drafts/discussion.author')?.body).toEqual({
        text: 'Could you send the raw data?',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.calls()).toContain('POST /api/submissions/12/discussions/author/messages'));
    const sent = api.bodiesOf('POST /api/submissions/12/discussions/author/messages')[0] as FormData;
    expect(sent.get('body')).toBe('Could you send the raw data?');
    expect((sent.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['a.pdf']);
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(box).toHaveValue('');
    await waitFor(() => expect(serverDrafts.has('/api/submissions/12/drafts/discussion.author')).toBe(false));
  });

  it("keeps the composer's text through a reload, on the server (the same user and thread)", async () => {
    const author = thread('author');
    const handlers = [
      on('GET /api/submissions/12/discussions', { threads: [author] }),
      on('GET /api/submissions/12/discussions/author', detail(author)),
    ];
    const first = render('/page', undefined, ...handlers);
    await first.user.type(await screen.findByLabelText(/^Message to the author/), 'Half a thought');
    first.view.unmount(); // a change still waiting is saved as the page goes
    localStorage.clear(); // nothing of it is kept in this browser
    await waitFor(() => expect(serverDrafts.get('/api/submissions/12/drafts/discussion.author')?.body).toBeDefined());
    render('/page', undefined, ...handlers);
    const box = await screen.findByLabelText(/^Message to the author/);
    await waitFor(() => expect(box).toHaveValue('Half a thought'));
  });

  it("shows the server's message at the files when it refuses one", async () => {
    const author = thread('author');
    const refused = 'File type not allowed. Accepted: pdf';
    const { user } = render(
      '/page',
      undefined,
      on('GET /api/submissions/12/discussions', { threads: [author] }),
      on('GET /api/submissions/12/discussions/author', detail(author)),
      on(
        'POST /api/submissions/12/discussions/author/messages',
        fail(400, 'VALIDATION_FAILED', refused, { errors: [{ path: 'attachments.0', message: refused }] }),
      ),
    );
    await user.type(await screen.findByLabelText(/^Message to the author/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message to the author/)).toHaveValue('Hello');
  });
});
