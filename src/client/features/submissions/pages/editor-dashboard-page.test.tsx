// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionDetail } from '../../../../shared/api/submissions';
import { addDays, formatDay, todayUtc } from '../../../../shared/domain/review-deadlines';
import type { SubmissionStatus } from '../../../../shared/domain/submission-workflow';
import { mockViewportWidth } from '../../../test/media';
import { file, mockApi, ok, on, type ApiLog } from '../../../test/msw';
import {
  detail,
  errorResponse,
  summary,
  expectToast,
  detailStubs,
  noAssignment,
  renderPage,
  serverDrafts,
  workflowCalls,
} from '../../../test/workflow-fixtures';
import { REJECT_REASON_MISSING, REVISION_DUE_PAST } from '../components/decision-composer';
import { EditorDashboardPage } from './editor-dashboard-page';

const PATH = ['/dashboard/editor', '/dashboard/editor/submissions/:id'];
/** The calls every render makes (decision 0037): the editor's journals and, for an opened submission, its editors. */
const SCOPE = [on('GET /api/editor/journals', [])];

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** Renders the queue with one submission in `status` and opens its details. */
async function openOne(
  status: SubmissionStatus,
  handlers: HttpHandler[] = [],
  overrides: Partial<SubmissionDetail> = {},
) {
  const d = detail({
    status,
    authorName: 'Ada Author',
    authorEmail: 'ada@example.org',
    fileUrl: '/api/files/11',
    ...overrides,
  });
  const rendered = renderPage(
    <EditorDashboardPage />,
    PATH,
    'editor',
    ...handlers,
    ...SCOPE,
    noAssignment(d.id),
    on('GET /api/editor/submissions?*', [d]),
    on(`GET /api/submissions/${d.id}`, d),
    ...detailStubs(d.id),
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `View Details of submission #${d.id}` }));
  await screen.findByRole('heading', { name: 'Actions' });
  return { ...rendered, user, d };
}

const button = (name: string) => screen.getByRole('button', { name });
/** The step of stage `name` in the stepper of stages (decision 0075). */
const step = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Stages' })).getByRole('button', { name: new RegExp(`^${name}\\b`) });
/** Opens a submission in `status` and shows its decision stage. */
async function openDecision(...args: Parameters<typeof openOne>) {
  const opened = await openOne(...args);
  await opened.user.click(step('Decision'));
  return opened;
}
/** The open confirmation (an alert dialog, decision 0071). */
const asking = () => screen.getByRole('alertdialog');
/**
 * `GET …/decision-letter`: the template's letter for the decision asked, with the note as the
 * reason, and `reviewFiles` (the reviewers' files, named in the letter with `reviewFiles=true`).
 */
const templateLetters = (id: number, reviewFiles: { reviewer: string; filename: string }[] = []) =>
  on(`GET /api/submissions/${id}/decision-letter?*`, ({ query }) => {
    const decision = query.get('decision') ?? '';
    const note = query.get('note');
    const files =
      query.get('reviewFiles') === 'true'
        ? `\n\nThe reviewers' files:\n${reviewFiles.map((f) => `${f.reviewer}: ${f.filename}`).join('\n')}`
        : '';
    return {
      to: 'ada@example.org',
      subject: `Decision on your submission #${id}: ${decision}`,
      text: `Dear Ada,\n\nTemplate for ${decision}.${note ? `\n\nThe editor's reason:\n${note}` : ''}${files}`,
      attachments: [],
      reviewFiles,
    };
  });
const bodyOf = (api: ApiLog, call: string) => api.bodiesOf(call)[0];

describe('/dashboard/editor: the queue (seed 001 §2)', () => {
  it('lists id, title, status, author and updated date with the row actions', async () => {
    const a = detail({
      title: 'Renal outcomes',
      status: 'submitted',
      authorName: 'Grace Hopper',
      fileUrl: '/api/files/1',
    });
    const b = detail({ title: '', status: 'draft', authorName: 'Alan Turing', fileUrl: null });
    renderPage(<EditorDashboardPage />, PATH, 'editor', ...SCOPE, on('GET /api/editor/submissions?*', [a, b]));
    const table = await screen.findByRole('table', { name: 'Submissions queue' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(`#${a.id}`);
    expect(first).toHaveTextContent('Renal outcomes');
    expect(first).toHaveTextContent('Submitted');
    expect(first).toHaveTextContent('Grace Hopper');
    expect(first).toHaveTextContent('March 5, 2026');
    expect(within(first).getByRole('button', { name: `View File of submission #${a.id}` })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: `Download file of submission #${a.id}` })).toBeInTheDocument();
    expect(second).toHaveTextContent('Untitled');
    expect(within(second).queryByRole('button', { name: /View File/ })).toBeNull();
    expect(within(second).getByText('No file yet')).toBeInTheDocument();
  });

  // Decision 0077: up to 640 px each submission is a card, its title the heading, with the
  // same buttons; from 641 px a table whose actions column stays at the region's right edge.
  it('is a list of cards on a 390 px phone and a table at 1280 px, with the same row actions', async () => {
    const a = detail({
      title: 'Renal outcomes',
      status: 'submitted',
      authorName: 'Grace Hopper',
      fileUrl: '/api/files/1',
    });
    const restore = mockViewportWidth(390);
    try {
      const phone = renderPage(
        <EditorDashboardPage />,
        PATH,
        'editor',
        ...SCOPE,
        on('GET /api/editor/submissions?*', [a]),
      );
      const heading = await screen.findByRole('heading', { level: 3, name: 'Renal outcomes' });
      const card = heading.closest('li')!;
      expect(card.closest('[role="region"]')).toHaveAccessibleName('Submissions queue');
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('Author').tagName).toBe('DT');
      expect(card).toHaveTextContent('Grace Hopper');
      for (const name of [
        `View Details of submission #${a.id}`,
        `View File of submission #${a.id}`,
        `Download file of submission #${a.id}`,
      ])
        expect(within(card).getByRole('button', { name })).toBeInTheDocument();
      phone.unmount();
    } finally {
      restore();
    }
    const restoreDesktop = mockViewportWidth(1280);
    try {
      renderPage(<EditorDashboardPage />, PATH, 'editor', ...SCOPE, on('GET /api/editor/submissions?*', [a]));
      const table = await screen.findByRole('table', { name: 'Submissions queue' });
      const actions = within(table)
        .getByRole('button', { name: `Download file of submission #${a.id}` })
        .closest('td');
      expect(actions).toHaveClass('sticky', 'right-0');
      expect(within(table).getByRole('button', { name: `View Details of submission #${a.id}` })).toBeInTheDocument();
    } finally {
      restoreDesktop();
    }
  });

  it('shows the empty and the error states', async () => {
    const first = renderPage(
      <EditorDashboardPage />,
      PATH,
      'editor',
      ...SCOPE,
      on('GET /api/editor/submissions?*', []),
    );
    expect(await screen.findByText('No submissions in the queue.')).toBeInTheDocument();
    first.unmount();
    renderPage(
      <EditorDashboardPage />,
      PATH,
      'editor',
      ...SCOPE,
      on('GET /api/editor/submissions?*', errorResponse(500, 'Queue unavailable')),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Queue unavailable');
  });

  it('opens the file of a row in the viewer tab', async () => {
    const a = detail({ status: 'submitted', fileUrl: '/api/files/1' });
    renderPage(
      <EditorDashboardPage />,
      PATH,
      'editor',
      ...SCOPE,
      on('GET /api/editor/submissions?*', [a]),
      on('GET /api/files/1', file('%PDF', 'application/pdf')),
    );
    const tab = { document: document.implementation.createHTMLDocument(''), location: { href: '' }, opener: null };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:queue/1');
    URL.revokeObjectURL = vi.fn();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `View File of submission #${a.id}` }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:queue/1'));
  });

  it('tells the editor why a file cannot be sent for blind review', async () => {
    const file = {
      id: 7,
      round: 1,
      contentType: 'application/msword',
      byteSize: 10,
      url: '/api/submissions/1/files/7',
      createdAt: '2026-03-01T10:00:00.000Z',
    };
    await openOne('submitted', [], {
      files: [
        {
          ...file,
          kind: 'manuscript',
          label: 'Manuscript (round 1)',
          originalFilename: 'paper.doc',
          blindStatus: 'refused',
          blindIssue: 'Word 97–2003 (DOC) files keep the author in properties Genesis cannot clean',
          responseToReviewers: null,
        },
        {
          ...file,
          id: 8,
          kind: 'revision',
          label: 'Revised manuscript (round 2)',
          originalFilename: 'paper.pdf',
          blindStatus: 'cleaned',
          blindIssue: null,
          responseToReviewers: null,
        },
      ],
    });
    expect(
      screen.getByText(/Not sent for blind review to reviewers: Word 97–2003 \(DOC\) files keep the author/),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Not sent for blind review/)).toHaveLength(1);
  });

  it("toasts 'Failed to load submission' with the server's message", async () => {
    const a = detail({ status: 'submitted' });
    renderPage(
      <EditorDashboardPage />,
      PATH,
      'editor',
      ...SCOPE,
      on('GET /api/editor/submissions?*', [a]),
      on(`GET /api/submissions/${a.id}`, errorResponse(404, 'Submission not found')),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `View Details of submission #${a.id}` }));
    await expectToast('Failed to load submission', 'Submission not found');
    expect(screen.getByRole('alert')).toHaveTextContent('Submission not found');
  });
});

describe('/dashboard/editor: the details panel', () => {
  it('shows the author with e-mail, invitations and reviews with their attachment', async () => {
    await openOne('under_review', [], {
      invitations: [
        {
          inviteId: 9,
          round: 1,
          reviewerEmail: 'rev@example.org',
          reviewerName: 'Rita Reviewer',
          status: 'submitted',
          createdAt: '2026-03-02T10:00:00.000Z',
          respondedAt: '2026-03-03T10:00:00.000Z',
          expiresAt: '2026-04-02T10:00:00.000Z',
          respondBy: null,
          reviewDue: null,
          overdue: null,
          declineReason: null,
          closedReason: null,
          fileIds: [],
          filesChosen: false,
        },
      ],
      editorReviews: [
        {
          id: 4,
          inviteId: 9,
          round: 1,
          reviewerName: 'Rita Reviewer',
          reviewerEmail: 'rev@example.org',
          recommendation: 'major',
          comments: 'Needs more data.',
          confidentialComments: '',
          conflictOfInterest: 'none',
          conflictDetails: null,
          attachmentUrl: '/api/files/44',
          submittedAt: '2026-03-04T10:00:00.000Z',
        },
      ],
    });
    expect(screen.getByRole('link', { name: 'ada@example.org' })).toHaveAttribute('href', 'mailto:ada@example.org');
    const invitations = screen.getByRole('table', { name: 'Invitations' });
    expect(invitations).toHaveTextContent('rev@example.org');
    expect(invitations).toHaveTextContent('submitted');
    expect(screen.getByText('Major revision')).toBeInTheDocument();
    expect(screen.getByText('Needs more data.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'View attachment attachment of the review by Rita Reviewer' }),
    ).toBeInTheDocument();
  });

  it("says 'Not declared' for a review sent without a conflict-of-interest declaration (seed 001 §7 payload)", async () => {
    await openOne('under_review', [], {
      editorReviews: [
        {
          id: 5,
          inviteId: 10,
          round: 1,
          reviewerName: 'Sam Seed',
          reviewerEmail: 'seed@example.org',
          recommendation: 'minor',
          comments: 'Small fixes.',
          confidentialComments: '',
          conflictOfInterest: null,
          conflictDetails: null,
          attachmentUrl: null,
          submittedAt: '2026-03-05T10:00:00.000Z',
        },
      ],
    });
    expect(screen.getByText('Conflict of interest:').parentElement).toHaveTextContent(
      'Conflict of interest: Not declared',
    );
  });

  /** Where each action stands (decision 0075: the stages of the editor's page). */
  const STAGE_OF_ACTION = {
    'Send to review': 'Submission',
    'Desk reject': 'Submission',
    'Invite reviewer': 'Review',
    'Record decision': 'Decision',
    'Start production': 'Production',
    'Upload proof': 'Production',
    Publish: 'Publication',
  } as const;
  const STAGES = ['Submission', 'Review', 'Decision', 'Production', 'Publication'] as const;

  it.each([
    ['submitted', 'Submission', ['Send to review', 'Desk reject']],
    ['under_review', 'Review', ['Record decision', 'Invite reviewer']],
    ['resubmitted', 'Submission', ['Send to review', 'Record decision']],
    ['revision_requested', 'Decision', ['Record decision']],
    ['accepted', 'Production', ['Start production']],
    ['in_production', 'Production', ['Upload proof']],
    ['proof_uploaded', 'Production', ['Upload proof']],
    ['proof_approved', 'Publication', ['Publish']],
    ['published', 'Publication', []],
  ] as const)(
    "a %s submission stands at %s, shows only that stage's actions, and enables only %j across the stages",
    async (status, stage, enabled) => {
      const { user } = await openOne(status);
      expect(step(stage)).toHaveAttribute('aria-current', 'step');
      for (const other of STAGES.filter((s) => s !== stage)) expect(step(other)).not.toHaveAttribute('aria-current');
      expect(screen.getByRole('region', { name: `${stage} stage` })).toBeInTheDocument();
      for (const [name, where] of Object.entries(STAGE_OF_ACTION)) {
        if (where === stage) expect(button(name)).toBeInTheDocument();
        else expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      }
      // Every other stage is reachable from its step, its actions enabled as the status allows.
      for (const shown of STAGES) {
        await user.click(step(shown));
        expect(step(shown)).toHaveAttribute('aria-pressed', 'true');
        for (const [name, where] of Object.entries(STAGE_OF_ACTION)) {
          if (where !== shown) {
            expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
            continue;
          }
          if ((enabled as readonly string[]).includes(name)) expect(button(name)).toBeEnabled();
          else expect(button(name)).toBeDisabled();
        }
      }
    },
  );

  it('puts the history beside the actions, with the mail record, and prints one "Production" heading', async () => {
    await openOne('in_production');
    const aside = screen.getByRole('complementary', { name: 'History and correspondence' });
    expect(within(aside).getByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { name: 'Production' }).length).toBeLessThanOrEqual(1);
  });

  // Decision 0075, amendment: the column beside the stages holds the whole record of a long life
  // cycle; it prints the latest mails and events, every other one a click away and still readable.
  it('prints the latest 3 mails and 5 events with "Show all (N)" / "Show fewer", every mail still readable', async () => {
    const mails = Array.from({ length: 8 }, (_, i) => ({
      id: 100 - i,
      to: 'ada@example.org',
      subject: `Mail ${8 - i} of the record`,
      text: `Dear Ada,\n\nThe text of mail ${8 - i}.`,
      kind: 'workflow.notice',
      status: 'sent' as const,
      sentAt: `2026-03-0${Math.min(9, 8 - i + 1)}T10:00:00.000Z`,
      createdAt: `2026-03-0${Math.min(9, 8 - i + 1)}T10:00:00.000Z`,
    }));
    const events = Array.from({ length: 12 }, (_, i) => ({
      at: `2026-03-01T10:${String(i).padStart(2, '0')}:00.000Z`,
      actorRole: 'editor' as const,
      actorName: 'Eve Editor',
      action: 'note',
      fromStatus: null,
      toStatus: null,
      note: `Step ${i + 1} of the history`,
    }));
    const { user } = await openOne('submitted', [on('GET /api/submissions/4242/mails', mails)], { id: 4242, events });
    const record = await screen.findByRole('region', { name: 'Mail record' });
    await within(record).findByText('Mail 8 of the record');
    const items = () => within(record).getAllByRole('listitem');
    expect(items().map((li) => within(li).getByText(/^Mail \d of the record$/).textContent)).toEqual([
      'Mail 8 of the record',
      'Mail 7 of the record',
      'Mail 6 of the record',
    ]);
    const more = within(record).getByRole('button', { name: 'Show all (8) mails' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(more.getAttribute('aria-controls')!);
    expect(list).toBe(items()[0].closest('ul'));
    await user.click(more);
    expect(items()).toHaveLength(8);
    const fewer = within(record).getByRole('button', { name: 'Show fewer mails' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    // The oldest mail, shown now, opens its full text.
    const oldest = items()[7];
    await user.click(within(oldest).getByRole('button', { name: 'Read the mail' }));
    expect(within(oldest).getByLabelText('Mail text')).toHaveTextContent('The text of mail 1.');
    await user.click(fewer);
    expect(items()).toHaveLength(3);

    const history = screen.getByRole('region', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([8, 9, 10, 11, 12].map((n) => expect.stringContaining(`Step ${n} of the history`)));
    await user.click(within(history).getByRole('button', { name: 'Show all (12) events' }));
    expect(within(history).getAllByRole('listitem')).toHaveLength(12);
    expect(within(history).getByText('Step 1 of the history')).toBeInTheDocument();
  });

  it('names the primary language and shows each translation: title, subtitle, abstract and keywords in their language (decision 0095)', async () => {
    await openOne('submitted', [], {
      language: 'en',
      abstract: 'We model tidal heating.',
      translations: [
        {
          language: 'es',
          title: 'Calentamiento de marea',
          subtitle: 'Lunas heladas',
          abstract: 'Modelamos el calentamiento de marea.',
          keywords: ['mareas', 'lunas heladas'],
        },
        { language: 'pt-BR', title: 'Aquecimento de maré', subtitle: null, abstract: null, keywords: [] },
      ],
    });
    const term = (name: string) => screen.getByText(name, { selector: 'dt' });
    /** The value beside the term `name` of the details. */
    const valueOf = (name: string) => term(name).nextElementSibling as HTMLElement;
    expect(term('Primary language')).toBeInTheDocument();
    expect(valueOf('Primary language')).toHaveTextContent(/^English$/);
    expect(screen.getByText('We model tidal heating.')).toHaveAttribute('lang', 'en');

    const spanish = valueOf('In Spanish');
    expect(within(spanish).getByText('Calentamiento de marea: Lunas heladas')).toHaveAttribute('lang', 'es');
    expect(within(spanish).getByText('Modelamos el calentamiento de marea.')).toHaveAttribute('lang', 'es');
    expect(within(spanish).getByText('mareas, lunas heladas')).toHaveAttribute('lang', 'es');
    const portuguese = valueOf('In Brazilian Portuguese');
    expect(portuguese).toHaveTextContent(/^Aquecimento de maré$/);
    expect(within(portuguese).getByText('Aquecimento de maré')).toHaveAttribute('lang', 'pt-BR');
  });

  it('names the primary language of a submission without translations, and shows none', async () => {
    await openOne('submitted', [], { language: 'de', translations: [] });
    expect(screen.getByText('Primary language', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^German$/);
    expect(screen.queryByText(/^In /, { selector: 'dt' })).toBeNull();
  });
});

describe('/dashboard/editor: the actions (seed 001 §7, §8)', () => {
  it("sends to review with {action: 'send_to_review'}, toasts 'Sent to review' and refreshes", async () => {
    let status: SubmissionStatus = 'submitted';
    const { api, d } = await openOne('submitted');
    mockApi(
      on(`POST /api/submissions/${d.id}/desk`, () => {
        status = 'under_review';
        return { id: d.id, status };
      }),
      on(`GET /api/submissions/${d.id}`, () => ({ ...d, status })),
      on('GET /api/editor/submissions?*', () => [{ ...d, status }]),
    );
    const user = userEvent.setup();
    await user.click(button('Send to review'));
    await expectToast('Sent to review');
    expect(bodyOf(api, `POST /api/submissions/${d.id}/desk`)).toEqual({ action: 'send_to_review' });
    // The stepper moves on to the stage the submission now stands at (decision 0075).
    await waitFor(() => expect(button('Invite reviewer')).toBeEnabled());
    expect(step('Review')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Send to review' })).not.toBeInTheDocument();
  });

  it("desk-rejects with the note; a failure toasts 'Desk action failed'", async () => {
    const { api, user, d } = await openOne('submitted');
    mockApi(on(`POST /api/submissions/${d.id}/desk`, errorResponse(409, 'Submission is Under review')));
    await user.type(screen.getByLabelText(/^Note to the author/), 'Out of scope');
    await user.click(button('Desk reject'));
    expect(within(asking()).getByLabelText(/^Reason for the desk rejection/)).toHaveValue('Out of scope');
    await user.click(within(asking()).getByRole('button', { name: 'Desk reject and send letter' }));
    await expectToast('Desk action failed', 'Submission is Under review');
    expect(bodyOf(api, `POST /api/submissions/${d.id}/desk`)).toEqual({ action: 'reject', note: 'Out of scope' });
  });

  it('asks before a desk rejection, for a reason that goes to the server; Cancel sends nothing', async () => {
    const { api, user, d } = await openOne('submitted');
    mockApi(on(`POST /api/submissions/${d.id}/desk`, { id: d.id, status: 'rejected' }));
    await user.click(button('Desk reject'));
    expect(asking()).toHaveAccessibleName('Desk reject this submission?');
    await user.click(within(asking()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(button('Desk reject'));
    await user.click(within(asking()).getByRole('button', { name: 'Desk reject and send letter' }));
    expect(within(asking()).getByText(REJECT_REASON_MISSING)).toBeInTheDocument();
    expect(workflowCalls(api).some((c) => c.endsWith('/desk'))).toBe(false);
    await user.type(within(asking()).getByLabelText(/^Reason for the desk rejection/), 'Outside the journal scope');
    await user.click(within(asking()).getByRole('button', { name: 'Desk reject and send letter' }));
    await expectToast('Desk rejected');
    expect(bodyOf(api, `POST /api/submissions/${d.id}/desk`)).toEqual({
      action: 'reject',
      note: 'Outside the journal scope',
    });
  });

  it('validates the reviewer e-mail with the shared schema, then invites', async () => {
    const { api, user, d } = await openOne('under_review');
    mockApi(on(`POST /api/submissions/${d.id}/invites`, { inviteId: 31 }));
    const email = screen.getByLabelText(/^Reviewer email/);
    expect(email).toHaveAttribute('placeholder', 'reviewer@example.org');
    await user.type(email, 'not-an-email');
    await user.click(button('Invite reviewer'));
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(workflowCalls(api).some((c) => c.endsWith('/invites'))).toBe(false);
    await user.clear(email);
    await user.type(email, ' Rev@Example.org ');
    await user.click(button('Invite reviewer'));
    await expectToast('Invited reviewer', 'Invitation #31 sent to rev@example.org');
    expect(bodyOf(api, `POST /api/submissions/${d.id}/invites`)).toEqual({ reviewerEmail: 'rev@example.org' });
  });

  it("hints the journal's own default days for the deadlines, not fixed ones (decision 0036)", async () => {
    await openOne('under_review', [], { reviewDays: { response: 5, due: 14 } });
    const today = todayUtc();
    expect(screen.getByText(`Empty: the journal's default, 5 days (${addDays(today, 5)}).`)).toBeInTheDocument();
    expect(screen.getByText(`Empty: the journal's default, 14 days (${addDays(today, 14)}).`)).toBeInTheDocument();
  });

  it("toasts 'Invite failed' with the server's message", async () => {
    const { user, d } = await openOne('under_review');
    mockApi(on(`POST /api/submissions/${d.id}/invites`, errorResponse(409, 'This reviewer is already invited')));
    await user.type(screen.getByLabelText(/^Reviewer email/), 'rev@example.org');
    await user.click(button('Invite reviewer'));
    await expectToast('Invite failed', 'This reviewer is already invited');
  });

  it("asks for a decision, shows what will be sent, sends {decision: 'minor'} with it and toasts 'Decision: minor'", async () => {
    const { api, user, d } = await openDecision('under_review');
    mockApi(
      templateLetters(d.id),
      on(`POST /api/submissions/${d.id}/decision`, { id: d.id, status: 'revision_requested' }),
    );
    await user.click(button('Record decision'));
    expect(screen.getByText('Choose minor, major, accept or reject')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Decision/ }), 'minor');
    await user.click(button('Record decision'));
    expect(asking()).toHaveAccessibleName('Record the decision: Minor revision?');
    const preview = within(asking()).getByRole('region', { name: 'What will be sent' });
    expect(await within(preview).findByLabelText('Letter text')).toHaveTextContent('Template for minor.');
    expect(preview).toHaveTextContent('ada@example.org');
    expect(preview).toHaveTextContent(`Decision on your submission #${d.id}: minor`);
    expect(preview).toHaveTextContent('AttachmentsNone');
    await user.click(within(asking()).getByRole('button', { name: 'Send letter and record decision' }));
    await expectToast('Decision: minor');
    expect(bodyOf(api, `POST /api/submissions/${d.id}/decision`)).toEqual({
      decision: 'minor',
      letter: 'Dear Ada,\n\nTemplate for minor.',
      // Decision 0074: the due date shown (the server's default of 30 days when the journal's is not given).
      revisionDue: addDays(todayUtc(), 30),
    });
  });

  // Decision 0071, amendment: the mail attaches no file; the preview lists the reviewers' files the
  // author gets (blind names), says whether the letter names them, and lets the editor name them.
  it("shows no attachment, lists the reviewers' files and whether the letter names them, and names them on request", async () => {
    const { api, user, d } = await openDecision('under_review');
    const files = [{ reviewer: 'Reviewer 1', filename: 'review-attachment-77.pdf' }];
    mockApi(
      templateLetters(d.id, files),
      on(`POST /api/submissions/${d.id}/decision`, { id: d.id, status: 'revision_requested' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^Decision/ }), 'minor');
    await user.click(button('Record decision'));
    const preview = await within(asking()).findByRole('region', { name: 'What will be sent' });
    expect(preview).toHaveTextContent('AttachmentsNone: the mail attaches no file.');
    expect(preview).toHaveTextContent('Reviewers’ filesreview-attachment-77.pdf (Reviewer 1)');
    expect(preview).toHaveTextContent('Not named in the letter.');
    expect(within(preview).getByLabelText('Letter text')).not.toHaveTextContent('review-attachment-77.pdf');

    await user.click(within(asking()).getByRole('checkbox', { name: 'Name the reviewers’ files in the letter' }));
    const named = await within(asking()).findByText(/Reviewer 1: review-attachment-77\.pdf/);
    expect(named).toHaveAccessibleName('Letter text');
    expect(within(asking()).getByRole('region', { name: 'What will be sent' })).toHaveTextContent(
      'Named in the letter.',
    );
    await user.click(within(asking()).getByRole('button', { name: 'Send letter and record decision' }));
    await expectToast('Decision: minor');
    expect(bodyOf(api, `POST /api/submissions/${d.id}/decision`)).toMatchObject({
      decision: 'minor',
      letter: "Dear Ada,\n\nTemplate for minor.\n\nThe reviewers' files:\nReviewer 1: review-attachment-77.pdf",
    });
  });

  it('keeps one letter per decision: Minor → Major → Minor brings the edited Minor letter back, and sends it', async () => {
    const { api, user, d } = await openDecision('under_review');
    mockApi(
      templateLetters(d.id),
      on(`POST /api/submissions/${d.id}/decision`, { id: d.id, status: 'revision_requested' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^Decision/ }), 'minor');
    await user.click(button('Compose letter'));
    const minor = await screen.findByLabelText(/^Decision letter \(Minor revision\)/);
    expect(minor).toHaveValue('Dear Ada,\n\nTemplate for minor.');
    await user.type(minor, ' Edited by the editor.');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Decision/ }), 'major');
    expect(asking()).toHaveAccessibleName('Switch to Major revision?');
    await user.click(within(asking()).getByRole('button', { name: 'Switch decision' }));
    expect(screen.getByRole('combobox', { name: /^Decision/ })).toHaveValue('major');
    await user.click(button('Compose letter'));
    expect(await screen.findByLabelText(/^Decision letter \(Major revision\)/)).toHaveValue(
      'Dear Ada,\n\nTemplate for major.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^Decision/ }), 'minor');
    expect(screen.getByLabelText(/^Decision letter \(Minor revision\)/)).toHaveValue(
      'Dear Ada,\n\nTemplate for minor. Edited by the editor.',
    );
    await user.click(button('Record decision and send letter'));
    expect(within(asking()).getByLabelText('Letter text')).toHaveTextContent(
      'Template for minor. Edited by the editor.',
    );
    await user.click(within(asking()).getByRole('button', { name: 'Send letter and record decision' }));
    await expectToast('Decision: minor');
    expect(bodyOf(api, `POST /api/submissions/${d.id}/decision`)).toEqual({
      decision: 'minor',
      letter: 'Dear Ada,\n\nTemplate for minor. Edited by the editor.',
      revisionDue: addDays(todayUtc(), 30),
    });
  });

  it('asks before composing again over an edited letter; Cancel keeps the edit', async () => {
    const { user, d } = await openDecision('under_review');
    mockApi(templateLetters(d.id));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Decision/ }), 'accept');
    await user.click(button('Compose letter'));
    const letter = await screen.findByLabelText(/^Decision letter \(Accept\)/);
    await user.type(letter, ' Mine.');
    await user.click(button('Compose letter'));
    expect(asking()).toHaveAccessibleName('Replace your edited letter?');
    await user.click(within(asking()).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/^Decision letter \(Accept\)/)).toHaveValue('Dear Ada,\n\nTemplate for accept. Mine.');
    await user.click(button('Compose letter'));
    await user.click(within(asking()).getByRole('button', { name: 'Replace letter' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Decision letter \(Accept\)/)).toHaveValue('Dear Ada,\n\nTemplate for accept.'),
    );
  });

  it('keeps the edited letter on the server: restored after a reload, removed once the decision is recorded', async () => {
    const first = await openDecision('under_review');
    mockApi(templateLetters(first.d.id));
    await first.user.selectOptions(screen.getByRole('combobox', { name: /^Decision/ }), 'major');
    await first.user.click(button('Compose letter'));
    await first.user.type(await screen.findByLabelText(/^Decision letter \(Major revision\)/), ' Kept.');
    first.unmount();
    // Nothing in this browser: the draft comes from the server (decision 0074).
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('genesis.letter'))).toEqual([]);
    const key = `/api/submissions/${first.d.id}/drafts/decision.major`;
    await waitFor(() => expect(serverDrafts.get(key)?.body.text).toBe('Dear Ada,\n\nTemplate for major. Kept.'));
    const again = await openDecision('under_review', [], { id: first.d.id });
    mockApi(on(`POST /api/submissions/${first.d.id}/decision`, { id: first.d.id, status: 'revision_requested' }));
    await again.user.selectOptions(screen.getByRole('combobox', { name: /^Decision/ }), 'major');
    expect(await screen.findByLabelText(/^Decision letter \(Major revision\)/)).toHaveValue(
      'Dear Ada,\n\nTemplate for major. Kept.',
    );
    await again.user.click(button('Record decision and send letter'));
    await again.user.click(within(asking()).getByRole('button', { name: 'Send letter and record decision' }));
    await expectToast('Decision: major');
    await waitFor(() => expect(serverDrafts.has(key)).toBe(false));
  });

  it("a revision's due date: the journal's default, editable, refused when not after today, sent with the decision", async () => {
    const { api, user, d } = await openDecision('under_review', [], { revisionDays: 14 });
    mockApi(
      templateLetters(d.id),
      on(`POST /api/submissions/${d.id}/decision`, { id: d.id, status: 'revision_requested' }),
    );
    expect(screen.queryByLabelText(/^Revision due/)).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Decision/ }), 'minor');
    const due = screen.getByLabelText(/^Revision due/);
    expect(due).toHaveValue(addDays(todayUtc(), 14));
    await user.clear(due);
    await user.type(due, todayUtc());
    await user.click(button('Record decision'));
    expect(screen.getByText(REVISION_DUE_PAST)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const chosen = addDays(todayUtc(), 20);
    await user.clear(due);
    await user.type(due, chosen);
    await user.click(button('Record decision'));
    expect(asking()).toHaveTextContent(`Revision due: ${formatDay(chosen)}`);
    await within(asking()).findByLabelText('Letter text');
    await user.click(within(asking()).getByRole('button', { name: 'Send letter and record decision' }));
    await expectToast('Decision: minor');
    expect(bodyOf(api, `POST /api/submissions/${d.id}/decision`)).toMatchObject({
      decision: 'minor',
      revisionDue: chosen,
    });
    expect(api.calls().find((c) => c.includes('decision-letter'))).toContain(`revisionDue=${chosen}`);
  });

  it('shows a revision overdue in the queue and the due date in the details', async () => {
    const { user } = await openOne('revision_requested', [], {
      revisionDue: '2026-01-10',
      revisionOverdue: true,
    });
    expect(
      within(screen.getByRole('table', { name: 'Submissions queue' })).getByText('Revision overdue'),
    ).toBeVisible();
    expect(screen.getByText('10 January 2026')).toBeInTheDocument();
    expect(user).toBeDefined();
  });

  it('asks for the reason of a rejection in the confirmation, and sends the letter with it', async () => {
    const { api, user, d } = await openDecision('under_review');
    mockApi(templateLetters(d.id), on(`POST /api/submissions/${d.id}/decision`, { id: d.id, status: 'rejected' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Decision/ }), 'reject');
    await user.click(button('Record decision'));
    await user.click(within(asking()).getByRole('button', { name: 'Send letter and record decision' }));
    expect(within(asking()).getByText(REJECT_REASON_MISSING)).toBeInTheDocument();
    await user.type(within(asking()).getByLabelText(/^Reason for rejecting/), 'Methods unsound');
    await waitFor(() =>
      expect(within(asking()).getByLabelText('Letter text')).toHaveTextContent("The editor's reason: Methods unsound"),
    );
    await user.click(within(asking()).getByRole('button', { name: 'Send letter and record decision' }));
    await expectToast('Decision: reject');
    expect(bodyOf(api, `POST /api/submissions/${d.id}/decision`)).toEqual({
      decision: 'reject',
      note: 'Methods unsound',
      letter: "Dear Ada,\n\nTemplate for reject.\n\nThe editor's reason:\nMethods unsound",
    });
  });

  it("shows a 409's message in the 'Decision failed' toast", async () => {
    const { user, d } = await openDecision('under_review');
    mockApi(
      on(`POST /api/submissions/${d.id}/decision`, errorResponse(409, 'Cannot decide: the submission is Accepted')),
    );
    mockApi(templateLetters(d.id));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Decision/ }), 'accept');
    await user.click(button('Record decision'));
    await within(asking()).findByLabelText('Letter text');
    await user.click(within(asking()).getByRole('button', { name: 'Send letter and record decision' }));
    const shown = await expectToast('Decision failed', 'Cannot decide: the submission is Accepted');
    expect(shown).toHaveAttribute('data-variant', 'destructive');
  });

  it("starts production ('Production started'); a failure toasts 'Production failed'", async () => {
    const { api, user, d } = await openOne('accepted');
    let fail = false;
    mockApi(
      on(`POST /api/submissions/${d.id}/production`, () =>
        fail
          ? errorResponse(409, 'Cannot start production: the submission is In production')
          : { id: d.id, status: 'in_production' as const },
      ),
    );
    await user.click(button('Start production'));
    await expectToast('Production started');
    expect(api.calls()).toContain(`POST /api/submissions/${d.id}/production`);
    fail = true;
    await waitFor(() => expect(button('Start production')).toBeEnabled());
    await user.click(button('Start production'));
    await expectToast('Production failed', 'Cannot start production: the submission is In production');
  });

  it("asks for a proof file ('Choose a proof file'), uploads it ('Proof uploaded'); a failure toasts 'Upload failed'", async () => {
    const { api, user, d } = await openOne('in_production');
    let fail = false;
    mockApi(
      on(`POST /api/submissions/${d.id}/proof`, () =>
        fail
          ? errorResponse(415, 'Proof must be a PDF')
          : { id: d.id, status: 'proof_uploaded' as const, fileId: 3, fileUrl: '/api/files/3' },
      ),
    );
    await user.click(button('Upload proof'));
    expect(screen.getByText('Choose a proof file')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText(/^Proof file/),
      new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' }),
    );
    await user.click(button('Upload proof'));
    await expectToast('Proof uploaded');
    const form = bodyOf(api, `POST /api/submissions/${d.id}/proof`) as FormData;
    expect((form.get('file') as File).name).toBe('proof.pdf');
    fail = true;
    await user.upload(screen.getByLabelText(/^Proof file/), new File(['x'], 'proof.pdf', { type: 'application/pdf' }));
    await user.click(button('Upload proof'));
    await expectToast('Upload failed', 'Proof must be a PDF');
  });

  it("publishes ('Published') and shows the article id, the PDF link and the article link", async () => {
    const { user, d } = await openOne('proof_approved');
    const api = mockApi(
      on(`POST /api/submissions/${d.id}/publish`, { articleId: 501, pdfUrl: '/api/files/articles/501.pdf' }),
    );
    await user.click(button('Publish'));
    // Publishing asks first (decision 0069): nothing is sent until it is confirmed.
    const ask = await screen.findByRole('alertdialog', { name: 'Publish this article?' });
    expect(api.calls()).not.toContain(`POST /api/submissions/${d.id}/publish`);
    await user.click(within(ask).getByRole('button', { name: 'Publish now' }));
    await expectToast('Published');
    expect(await screen.findByText('501')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/api/files/articles/501.pdf');
    expect(screen.getByRole('link', { name: 'View article #501' })).toHaveAttribute('href', '/articles/501');
  });

  it("toasts 'Publish failed' with the server's message", async () => {
    const { user, d } = await openOne('proof_approved');
    mockApi(on(`POST /api/submissions/${d.id}/publish`, errorResponse(409, 'The proof is not approved')));
    await user.click(button('Publish'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Publish now' }));
    await expectToast('Publish failed', 'The proof is not approved');
  });
});

describe('/dashboard/editor: scope, filters and deep links (decision 0037)', () => {
  it('keeps the filters in the URL and sends them to the queue call', async () => {
    const a = detail({ title: 'Renal outcomes', status: 'submitted', authorName: 'Grace Hopper' });
    const { api, router } = renderPage(
      <EditorDashboardPage />,
      PATH,
      'editor',
      on('GET /api/editor/journals', [
        { id: 4, title: 'Journal of Renal Care', slug: 'journal-of-renal-care', role: 'editor_in_chief' },
      ]),
      on('GET /api/editor/submissions?*', [a]),
      on('GET /api/editor/submissions?*', [a]),
    );
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Submissions queue' });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /^Journal/ }),
      'Journal of Renal Care (Editor-in-Chief)',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: /^Status/ }), 'Submitted');
    await user.click(screen.getByRole('checkbox', { name: 'Assigned to me' }));
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'renal');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('renal'));
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({ journalId: '4', status: 'submitted', assigned: 'me', q: 'renal' });
    await waitFor(() =>
      expect(workflowCalls(api)).toContain(
        'GET /api/editor/submissions?journalId=4&status=submitted&assigned=me&q=renal&limit=50&offset=0',
      ),
    );
  });

  it('pages the queue 50 at a time, with the page in the URL; a filter goes back to page 1 (decision 0076)', async () => {
    const rows = (n: number) => Array.from({ length: n }, () => summary({ status: 'submitted' }));
    const first = rows(50);
    const second = rows(20);
    const { api, router } = renderPage(
      <EditorDashboardPage />,
      PATH,
      'editor',
      ...SCOPE,
      on('GET /api/editor/submissions?limit=50&offset=0', ok(first, { total: 70 })),
      on('GET /api/editor/submissions?limit=50&offset=50', ok(second, { total: 70 })),
      on('GET /api/editor/submissions?status=submitted&limit=50&offset=0', ok(first, { total: 70 })),
    );
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Submissions queue' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    const pages = screen.getByRole('navigation', { name: 'Submissions queue pages' });
    expect(within(pages).getByText('Showing 1–50 of 70')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    expect(await within(pages).findByText('Showing 51–70 of 70')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Submissions queue' })).toHaveTextContent(`#${second[0].id}`);
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Status/ }), 'Submitted');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ status: 'submitted' }),
    );
    await waitFor(() =>
      expect(workflowCalls(api)).toContain('GET /api/editor/submissions?status=submitted&limit=50&offset=0'),
    );
  });

  it('says a capped total is a floor and still offers the next page (decision 0076)', async () => {
    const rows = Array.from({ length: 50 }, () => summary({ status: 'submitted' }));
    renderPage(
      <EditorDashboardPage />,
      PATH,
      'editor',
      ...SCOPE,
      on('GET /api/editor/submissions?*', ok(rows, { total: 1000, headers: { 'X-Total-Count-Capped': 'true' } })),
    );
    const pages = await screen.findByRole('navigation', { name: 'Submissions queue pages' });
    expect(within(pages).getByText('Showing 1–50 of 1,000+')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it("opens a submission at its own URL, and shows 'Submission not found' for one out of scope", async () => {
    const d = detail({ status: 'submitted', authorName: 'Ada Author', authorEmail: 'ada@example.org' });
    const { router } = renderPage(
      <EditorDashboardPage />,
      PATH,
      'editor',
      ...SCOPE,
      noAssignment(d.id),
      on('GET /api/editor/submissions?*', [d]),
      on(`GET /api/submissions/${d.id}`, d),
      on('GET /api/submissions/999', errorResponse(404, 'Submission not found')),
      ...detailStubs(d.id),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `View Details of submission #${d.id}` }));
    expect(router.state.location.pathname).toBe(`/dashboard/editor/submissions/${d.id}`);
    expect(await screen.findByRole('heading', { name: 'Editors' })).toBeInTheDocument();
    await router.navigate('/dashboard/editor/submissions/999');
    expect(await screen.findByText('Submission not found', { selector: '[role=alert]' })).toBeInTheDocument();
  });

  it('lets the editor-in-chief assign the handling editor', async () => {
    const d = detail({ status: 'submitted' });
    const candidate = { id: 31, name: 'Hedy Lamarr', email: 'hedy@example.org', role: 'editor' as const };
    const state = {
      handlingEditor: null,
      associateEditor: null,
      canAssignHandlingEditor: true,
      canAssignAssociateEditor: true,
      handlingCandidates: [candidate],
      associateCandidates: [],
    };
    const { api } = await openOne(
      'submitted',
      [
        on(`GET /api/submissions/${d.id}/assignment`, state),
        on(`PUT /api/submissions/${d.id}/handling-editor`, { ...state, handlingEditor: candidate }),
      ],
      { id: d.id },
    );
    await user().selectOptions(
      await screen.findByRole('combobox', { name: /Choose the handling editor/ }),
      'Hedy Lamarr (Editor)',
    );
    await user().click(screen.getByRole('button', { name: 'Assign handling editor' }));
    await expectToast('Editor assigned', 'Handling editor: Hedy Lamarr (hedy@example.org)');
    expect(api.bodiesOf(`PUT /api/submissions/${d.id}/handling-editor`)[0]).toEqual({ userId: 31 });
  });

  // Decision 0075, amendment: a closed select cuts a long option, so the chosen person's full name
  // and address are printed under it (and describe it), and "no candidate" is said there, not in
  // the select's placeholder.
  it("prints the chosen handling editor's full name and address under the select, and says when no one has the role", async () => {
    const d = detail({ status: 'submitted' });
    const candidate = {
      id: 32,
      name: 'Maria Guadalupe Fernández-Castellanos de la Torre',
      email: 'maria.guadalupe.fernandez-castellanos@faculty.example.edu',
      role: 'editor' as const,
    };
    const state = {
      handlingEditor: null,
      associateEditor: null,
      canAssignHandlingEditor: true,
      canAssignAssociateEditor: true,
      handlingCandidates: [candidate],
      associateCandidates: [],
    };
    await openOne('submitted', [on(`GET /api/submissions/${d.id}/assignment`, state)], { id: d.id });
    const handling = await screen.findByRole('combobox', { name: /Choose the handling editor/ });
    expect(handling).toHaveAccessibleDescription('Chosen: nobody');
    await user().selectOptions(handling, `${candidate.name} (Editor)`);
    expect(handling).toHaveAccessibleDescription(`Chosen: ${candidate.name} (${candidate.email}), Editor`);
    const associate = screen.getByRole('combobox', { name: /Choose the associate editor/ });
    expect(associate).toHaveAccessibleDescription('No one on this journal has the role.');
    expect(
      within(associate)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nobody']);
  });
});

const user = () => userEvent.setup();

describe('/dashboard/editor: the files each reviewer receives (decision 0070)', () => {
  const base = {
    round: 1,
    contentType: 'application/pdf',
    byteSize: 10,
    createdAt: '2026-03-01T10:00:00.000Z',
    blindStatus: null,
    blindIssue: null,
    responseToReviewers: null,
  };
  const files: SubmissionDetail['files'] = [
    { ...base, id: 1, kind: 'manuscript', label: 'Manuscript (round 1)', originalFilename: 'paper.pdf', url: '/f/1' },
    { ...base, id: 2, kind: 'cover_letter', label: 'Cover letter', originalFilename: 'letter.pdf', url: '/f/2' },
    { ...base, id: 3, kind: 'supplementary', label: 'Supplementary file', originalFilename: 'data.pdf', url: '/f/3' },
  ];
  const invitation: SubmissionDetail['invitations'][number] = {
    inviteId: 9,
    round: 1,
    reviewerEmail: 'rev@example.org',
    reviewerName: null,
    status: 'accepted',
    createdAt: '2026-03-02T10:00:00.000Z',
    respondedAt: '2026-03-03T10:00:00.000Z',
    expiresAt: '2026-04-02T10:00:00.000Z',
    respondBy: null,
    reviewDue: null,
    overdue: null,
    declineReason: null,
    closedReason: null,
    fileIds: [1, 3],
    filesChosen: false,
  };

  it('labels the files by kind; when inviting, ticks the default and never offers the cover letter', async () => {
    const { api, user, d } = await openOne('under_review', [], { files });
    mockApi(on(`POST /api/submissions/${d.id}/invites`, { inviteId: 31 }));
    const fileList = screen.getByRole('heading', { name: 'Files' }).nextElementSibling as HTMLElement;
    expect(
      within(fileList)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(':')[0]),
    ).toEqual(['Manuscript (round 1)', 'Cover letter', 'Supplementary file']);
    const chooser = screen.getByRole('group', { name: 'Files the reviewer receives' });
    const box = (name: RegExp) => within(chooser).getByRole('checkbox', { name });
    expect(box(/^Manuscript \(round 1\)/)).toBeChecked();
    expect(box(/^Supplementary file/)).toBeChecked();
    expect(box(/^Cover letter/)).not.toBeChecked();
    expect(box(/^Cover letter/)).toBeDisabled();
    expect(within(chooser).getByText('(never sent to reviewers: review is double-blind)')).toBeInTheDocument();

    // Unchanged, the default goes unsaid; changed, the choice is sent.
    await user.click(box(/^Supplementary file/));
    await user.type(screen.getByLabelText(/^Reviewer email/), 'rev@example.org');
    await user.click(button('Invite reviewer'));
    await expectToast('Invited reviewer', 'Invitation #31 sent to rev@example.org');
    expect(bodyOf(api, `POST /api/submissions/${d.id}/invites`)).toEqual({
      reviewerEmail: 'rev@example.org',
      fileIds: [1],
    });
  });

  it('shows what an invitation delivers and saves a new choice from its Files dialog', async () => {
    const { api, user, d } = await openOne('under_review', [], { files, invitations: [invitation] });
    mockApi(on(`PUT /api/submissions/${d.id}/invites/9/files`, { inviteId: 9, fileIds: [3] }));
    const table = screen.getByRole('table', { name: 'Invitations' });
    expect(within(table).getByText('(default)')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Choose the files for rev@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Files the reviewer receives' });
    const manuscript = within(dialog).getByRole('checkbox', { name: /^Manuscript \(round 1\)/ });
    expect(manuscript).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Cover letter/ })).toBeDisabled();
    await user.click(manuscript);
    await user.click(within(dialog).getByRole('button', { name: 'Save files' }));
    await expectToast('Files saved', 'rev@example.org receives 1 file.');
    expect(bodyOf(api, `PUT /api/submissions/${d.id}/invites/9/files`)).toEqual({ fileIds: [3] });
  });

  // Decision 0077: the rows are drawn anew when the window crosses 640 px (table ⇄ cards);
  // an invitation's open dialog stays open through it.
  it('keeps the Files dialog open when the window narrows to a phone and widens again', async () => {
    const resize = mockViewportWidth(1280);
    try {
      const { user } = await openOne('under_review', [], { files, invitations: [invitation] });
      await user.click(screen.getByRole('button', { name: 'Choose the files for rev@example.org' }));
      expect(screen.getByRole('dialog', { name: 'Files the reviewer receives' })).toBeInTheDocument();
      act(() => resize.resize(390));
      // The page behind the modal dialog is hidden from the accessibility tree: `hidden: true`.
      expect(screen.queryByRole('table', { name: 'Invitations', hidden: true })).toBeNull();
      expect(screen.getByRole('dialog', { name: 'Files the reviewer receives' })).toBeInTheDocument();
      act(() => resize.resize(1280));
      expect(screen.getByRole('table', { name: 'Invitations', hidden: true })).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Files the reviewer receives' })).toBeInTheDocument();
    } finally {
      resize();
    }
  });

  // Decision 0077: on a phone each invitation is a card under the "Invitations" heading
  // (h3), the reviewer its h4, with the same buttons as the table's Actions column.
  it('shows the invitations as cards on a 390 px phone, with their buttons', async () => {
    const restore = mockViewportWidth(390);
    try {
      await openOne('under_review', [], { files, invitations: [invitation] });
      const card = screen.getByRole('heading', { level: 4, name: /rev@example\.org/ }).closest('li')!;
      expect(card.closest('[role="region"]')).toHaveAccessibleName('Invitations');
      expect(screen.queryByRole('table', { name: 'Invitations' })).toBeNull();
      expect(within(card).getByText('(default)')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Choose the files for rev@example.org' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
