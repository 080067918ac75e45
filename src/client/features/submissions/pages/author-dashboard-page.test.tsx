// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Journal } from '../../../../shared/api/catalogue';
import type { SubmissionDetail, SubmissionSummary } from '../../../../shared/api/submissions';
import { mockViewportWidth } from '../../../test/media';
import { ok, on, type Stub } from '../../../test/msw';
import {
  detail,
  errorResponse,
  expectToast,
  detailStubs,
  renderPage,
  summary,
  workflowCalls,
} from '../../../test/workflow-fixtures';
import { AuthorDashboardPage } from './author-dashboard-page';
import { emptyAuthor } from '../../../components/contributors/contributor-fields';

const PATH = '/dashboard/author';

function journal(id: number, title: string, abbreviation: string): Journal {
  const slug = abbreviation.toLowerCase();
  return {
    id,
    title,
    abbreviation,
    slug,
    description: `${title}.`,
    category: 'Medical Sciences',
    coverImage: null,
    issn: null,
    publisher: null,
    currentVolume: 1,
    currentIssue: 1,
    articleCount: 0,
    acceptsSubmissions: true,
  };
}

const JOURNALS = [journal(3, 'Genesis Journal of Medicine', 'GJM'), journal(4, 'Genesis Journal of Surgery', 'GJS')];

afterEach(() => {
  vi.restoreAllMocks();
});

function renderAuthor(list: Stub<SubmissionSummary[]>, ...handlers: HttpHandler[]) {
  return renderPage(
    <AuthorDashboardPage />,
    PATH,
    'author',
    ...handlers,
    on('GET /api/author/submissions', list),
    on('GET /api/journals?limit=100&house=true', JOURNALS),
    // Every opened submission shows its mail record (decision 0071): none unless a test says so.
    http.get(/\/api\/submissions\/\d+\/mails$/, () => HttpResponse.json([])),
  );
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const pick = async (user: ReturnType<typeof userEvent.setup>, s: SubmissionSummary) => {
  await user.selectOptions(screen.getByRole('combobox', { name: /Submission/ }), String(s.id));
};

describe('/dashboard/author: the list (seed 001 §2)', () => {
  it("shows id, title or 'Untitled', the status label and the updated date", async () => {
    const a = summary({ title: 'Heart failure in the young', status: 'under_review' });
    const b = summary({ title: '  ', status: 'revision_requested' });
    renderAuthor([a, b]);
    const table = await screen.findByRole('table', { name: 'My submissions' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(`#${a.id}`);
    expect(rows[1]).toHaveTextContent('Heart failure in the young');
    expect(rows[1]).toHaveTextContent('Under review');
    expect(rows[1]).toHaveTextContent('March 5, 2026');
    expect(rows[2]).toHaveTextContent('Untitled');
    expect(rows[2]).toHaveTextContent('Revision requested');
  });

  // Decision 0077: up to 640 px each submission is a card (title as heading) with the same buttons.
  it('is a list of cards on a 390 px phone, each with View Details and the file buttons', async () => {
    const a = summary({ title: 'Heart failure in the young', status: 'under_review', fileUrl: '/api/files/5' });
    const restore = mockViewportWidth(390);
    try {
      renderAuthor([a]);
      const heading = await screen.findByRole('heading', { level: 3, name: 'Heart failure in the young' });
      const card = heading.closest('li')!;
      expect(card.closest('[role="region"]')).toHaveAccessibleName('My submissions');
      expect(screen.queryByRole('table')).toBeNull();
      expect(card).toHaveTextContent('Under review');
      expect(within(card).getByRole('button', { name: `View Details of submission #${a.id}` })).toBeInTheDocument();
      expect(
        within(card).getByRole('button', { name: `View File manuscript of submission #${a.id}` }),
      ).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('shows the empty state', async () => {
    renderAuthor([]);
    expect(await screen.findByText('You have no submissions yet.')).toHaveAttribute('role', 'status');
  });

  it("shows the server's message, or 'Failed to load', when the list fails", async () => {
    renderAuthor(errorResponse(500, 'Database is asleep'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is asleep');
  });
});

describe('/dashboard/author: the wizard', () => {
  it('creates a draft, uploads the manuscript and submits it, with the seed toasts', async () => {
    const created = summary({ status: 'draft' });
    const list: SubmissionSummary[] = [];
    const { api } = renderAuthor(
      () => list,
      on('POST /api/submissions/draft', () => {
        list.push(created);
        return { id: created.id };
      }),
      on(`GET /api/submissions/${created.id}`, detail({ ...created })),
      on(`POST /api/submissions/${created.id}/upload?kind=manuscript`, {
        id: created.id,
        status: 'draft',
        fileId: 1,
        fileUrl: '/api/files/1',
      }),
      on(`POST /api/submissions/${created.id}/submit`, { id: created.id, status: 'submitted' }),
    );
    const user = userEvent.setup();
    await screen.findByText('You have no submissions yet.');
    await user.type(screen.getByLabelText(/^Title/), 'Sepsis in neonates');
    await user.type(screen.getByLabelText(/^Abstract/), 'We studied sepsis.');
    await screen.findByRole('option', { name: 'Genesis Journal of Surgery (GJS)' });
    await user.selectOptions(screen.getByLabelText(/^Journal/), '4');
    await user.selectOptions(screen.getByLabelText(/^Article type/), 'Research Article');
    await user.type(screen.getByLabelText(/^Keywords/), 'sepsis, neonates ,');
    await user.type(screen.getByLabelText(/^Co-authors/), 'Grace Hopper');
    await user.click(button('Create Draft'));

    await expectToast('Draft created', `Submission #${created.id}`);
    const draftCall = workflowCalls(api).indexOf('POST /api/submissions/draft');
    expect(draftCall).toBeGreaterThanOrEqual(0);
    expect(api.bodiesOf('POST /api/submissions/draft')[0]).toEqual({
      title: 'Sepsis in neonates',
      abstract: 'We studied sepsis.',
      journalId: 4,
      articleType: 'Research Article',
      keywords: ['sepsis', 'neonates'],
      coAuthors: 'Grace Hopper',
    });

    // Step 2: no file → 'Choose a file first'; then the upload.
    expect(
      await screen.findByRole('heading', { name: `Upload the manuscript of submission #${created.id}` }),
    ).toBeInTheDocument();
    await user.click(button('Upload manuscript and continue'));
    expect(screen.getByText('Choose a file first')).toBeInTheDocument();
    expect(workflowCalls(api).some((c) => c.includes('/upload'))).toBe(false);
    const file = new File(['%PDF-1.7'], 'sepsis.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/^Manuscript file/), file);
    await user.click(button('Upload manuscript and continue'));
    await expectToast('Uploaded');
    const form = api.bodiesOf(`POST /api/submissions/${created.id}/upload?kind=manuscript`)[0] as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('file') as File).name).toBe('sepsis.pdf');

    // Step 3: submit.
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }));
    await expectToast('Submitted');
    expect(api.calls()).toContain(`POST /api/submissions/${created.id}/submit`);
    expect(await screen.findByRole('heading', { name: `Submission #${created.id} submitted` })).toBeInTheDocument();
    // The new draft was picked: its details are shown.
    expect(screen.getByRole('heading', { level: 2, name: `Submission #${created.id}` })).toBeInTheDocument();
  });

  it('sends the authors structured, with a ROR affiliation and a CRediT role, and a funder (decision 0089)', async () => {
    const created = summary({ status: 'draft' });
    const { api } = renderAuthor(
      [],
      on('POST /api/submissions/draft', { id: created.id }),
      on(`GET /api/submissions/${created.id}`, detail({ ...created })),
      on('GET /api/sso/methods', ok({ orcid: false, providers: [] })),
    );
    const user = userEvent.setup();
    await screen.findByText('You have no submissions yet.');
    await user.type(screen.getByLabelText(/^Title/), 'Tides');
    await user.type(screen.getByLabelText(/^Abstract/), 'Tides.');
    await screen.findByRole('option', { name: 'Genesis Journal of Surgery (GJS)' });
    await user.selectOptions(screen.getByLabelText(/^Journal/), '4');
    await user.selectOptions(screen.getByLabelText(/^Article type/), 'Research Article');
    await user.click(button('Add an author'));
    // Pasted: typing each character re-renders the form (slow on a loaded machine).
    const paste = async (label: RegExp, value: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    };
    await paste(/^Given names/, 'Ada');
    await paste(/^Family name/, 'Lovelace');
    await paste(/^Institution/, 'University College London');
    await paste(/^ROR ID/, 'https://ror.org/02jx3x895');
    await user.selectOptions(screen.getByLabelText('Investigation'), 'lead');
    await user.click(button('Add a funder'));
    await paste(/^Funder 1/, 'Wellcome Trust');
    await user.click(button('Create Draft'));
    await expectToast('Draft created', `Submission #${created.id}`);
    expect(api.bodiesOf('POST /api/submissions/draft')[0]).toMatchObject({
      title: 'Tides',
      authors: [
        {
          givenNames: 'Ada',
          surname: 'Lovelace',
          corresponding: true,
          affiliations: [{ name: 'University College London', rorId: 'https://ror.org/02jx3x895' }],
          roles: [{ role: 'investigation', degree: 'lead' }],
        },
      ],
      funding: [{ name: 'Wellcome Trust', awards: [] }],
    });
  });

  it("back from ORCID (decision 0093): the form as typed, and the account's iD authenticated in the author who asked, not editable", async () => {
    const typed = {
      values: { title: 'Tides', abstract: 'Tides.', journalId: '4', articleType: 'Research Article', keywords: 'ice' },
      authors: [
        { ...emptyAuthor(true), givenNames: 'Ada', surname: 'Lovelace', email: 'ada@uni.example' },
        { ...emptyAuthor(), givenNames: 'Grace', surname: 'Hopper', email: 'grace@navy.example' },
      ],
      funding: [],
      statements: { dataAvailability: 'On request.', conflictOfInterest: '', ethics: '' },
      authorIndex: 0,
    };
    window.sessionStorage.setItem('genesis.wizard.orcid', JSON.stringify(typed));
    window.history.replaceState(null, '', `${PATH}?sso=linked`);
    const { api } = renderAuthor(
      [],
      on('GET /api/sso/methods', ok({ orcid: true, providers: [] })),
      on('GET /api/me/identities', ok([{ provider: 'orcid', subject: '0000-0002-1825-0097', label: 'ORCID' }])),
    );
    await screen.findByText('You have no submissions yet.');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Tides');
    expect(screen.getByLabelText(/^Keywords/)).toHaveValue('ice');
    expect(await screen.findByDisplayValue('grace@navy.example')).toBeInTheDocument();
    expect(screen.getByDisplayValue('On request.')).toBeInTheDocument();
    const authenticated = await screen.findByText('https://orcid.org/0000-0002-1825-0097');
    expect(authenticated.closest('[data-orcid-state]')).toHaveAttribute('data-orcid-state', 'authenticated');
    // One ORCID field left (Grace's): Ada's iD cannot be typed over; no more Connect buttons.
    expect(screen.getAllByRole('textbox', { name: /^ORCID iD/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Connect your ORCID iD' })).not.toBeInTheDocument();
    // Taken once: the store is emptied and the address no longer says it came back.
    expect(window.sessionStorage.getItem('genesis.wizard.orcid')).toBeNull();
    expect(window.location.search).toBe('');
    expect(api.calls()).toContain('GET /api/me/identities');
  });

  it('shows the schema messages on the fields and sends nothing', async () => {
    const { api } = renderAuthor([]);
    const user = userEvent.setup();
    await screen.findByText('You have no submissions yet.');
    await user.click(button('Create Draft'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Select a journal')).toBeInTheDocument();
    expect(screen.getByText('Select an article type')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^Keywords/), Array.from({ length: 13 }, (_, i) => `k${i}`).join(','));
    await user.click(button('Create Draft'));
    expect(await screen.findByText('At most 12 keywords')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Keywords/));
    await user.type(screen.getByLabelText(/^Keywords/), 'x'.repeat(61));
    await user.click(button('Create Draft'));
    expect(await screen.findByText('Each keyword must be 60 characters or less')).toBeInTheDocument();
    expect(workflowCalls(api)).not.toContain('POST /api/submissions/draft');
  });

  it("puts the server's field errors on the fields and toasts 'Failed to create draft'", async () => {
    renderAuthor(
      [],
      on(
        'POST /api/submissions/draft',
        errorResponse(400, 'Invalid input', [{ path: 'title', message: 'Title already used' }]),
      ),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Title/), 'Dup');
    await user.type(screen.getByLabelText(/^Abstract/), 'An abstract.');
    await screen.findByRole('option', { name: 'Genesis Journal of Medicine (GJM)' });
    await user.selectOptions(screen.getByLabelText(/^Journal/), '3');
    await user.selectOptions(screen.getByLabelText(/^Article type/), 'Case Report');
    await user.click(button('Create Draft'));
    await expectToast('Failed to create draft', 'Invalid input');
    expect(await screen.findByText('Title already used')).toBeInTheDocument();
  });
});

describe('/dashboard/author: the wizard in several languages (decision 0095)', () => {
  afterEach(() => window.localStorage.clear());

  /** Fills the seed's required fields of the draft form. */
  async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByText('You have no submissions yet.');
    await user.type(screen.getByLabelText(/^Title/), 'Sementes');
    await user.type(screen.getByLabelText(/^Abstract/), 'Agricultores guardam sementes.');
    await screen.findByRole('option', { name: 'Genesis Journal of Surgery (GJS)' });
    await user.selectOptions(screen.getByLabelText(/^Journal/), '4');
    await user.selectOptions(screen.getByLabelText(/^Article type/), 'Research Article');
  }

  it('adds a translation and sends it with the primary language on Create Draft', async () => {
    const created = summary({ status: 'draft' });
    const { api } = renderAuthor(
      [],
      on('POST /api/submissions/draft', { id: created.id }),
      on(`GET /api/submissions/${created.id}`, detail({ ...created })),
    );
    const user = userEvent.setup();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText(/^Primary language/), 'pt');
    await user.click(button('Add a translation'));
    await user.selectOptions(screen.getByLabelText(/^Language\b(?! of)/), 'en');
    await user.click(screen.getByLabelText(/^Translated title/));
    await user.paste('Landrace seeds');
    await user.click(screen.getByLabelText(/^Translated keywords/));
    await user.paste('seeds, farming');
    await user.click(button('Create Draft'));
    await expectToast('Draft created', `Submission #${created.id}`);
    expect(api.bodiesOf('POST /api/submissions/draft')[0]).toMatchObject({
      title: 'Sementes',
      language: 'pt',
      translations: [
        { language: 'en', title: 'Landrace seeds', subtitle: '', abstract: '', keywords: 'seeds, farming' },
      ],
    });
    // Created: the kept translations are gone, so the next draft starts without them.
    expect(window.localStorage.getItem('genesis.draft.languages')).toBeNull();
  });

  it('asks before removing a translation; Cancel keeps it, Remove translation removes it', async () => {
    renderAuthor([]);
    const user = userEvent.setup();
    await screen.findByText('You have no submissions yet.');
    await user.click(button('Add a translation'));
    await user.selectOptions(screen.getByLabelText(/^Language\b(?! of)/), 'es');
    await user.click(screen.getByLabelText(/^Translated title/));
    await user.paste('Semillas');
    await user.click(button(/^Remove translation 1/));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this translation?' });
    expect(dialog).toHaveTextContent('The Español title, abstract and keywords you typed are removed from this form.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Translated title/)).toHaveValue('Semillas');
    await user.click(button(/^Remove translation 1/));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove translation' }),
    );
    expect(screen.queryByLabelText(/^Translated title/)).not.toBeInTheDocument();
  });

  it('keeps the typed translation across a remount (a reload) through localStorage', async () => {
    const first = renderAuthor([]);
    const user = userEvent.setup();
    await screen.findByText('You have no submissions yet.');
    await user.selectOptions(screen.getByLabelText(/^Primary language/), 'pt');
    await user.click(button('Add a translation'));
    await user.selectOptions(screen.getByLabelText(/^Language\b(?! of)/), 'en');
    await user.click(screen.getByLabelText(/^Translated title/));
    await user.paste('Landrace seeds');
    await user.click(screen.getByLabelText(/^Translated abstract/));
    await user.paste('Farmers keep seeds.');
    first.unmount();

    renderAuthor([]);
    await screen.findByText('You have no submissions yet.');
    expect(await screen.findByDisplayValue('Landrace seeds')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Translated abstract/)).toHaveValue('Farmers keep seeds.');
    expect(screen.getByLabelText(/^Language\b(?! of)/)).toHaveValue('en');
    expect(screen.getByLabelText(/^Primary language/)).toHaveValue('pt');
  });
});

describe('/dashboard/author: the action box', () => {
  it("answers 'Missing submissionId' when nothing is picked", async () => {
    const { api } = renderAuthor([summary()]);
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(button('Submit'));
    expect(screen.getByText('Missing submissionId')).toBeInTheDocument();
    await user.click(button('Upload revision'));
    expect(screen.getByText('Missing submissionId')).toBeInTheDocument();
    expect(screen.queryByText('Choose a file first')).toBeNull();
    expect(workflowCalls(api).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it.each([
    ['draft', ['Submit', 'Withdraw', 'Upload manuscript']],
    ['submitted', ['Withdraw']],
    ['under_review', []],
    ['revision_requested', ['Upload revision']],
    ['proof_uploaded', ['Approve Proof']],
    ['published', []],
  ] as const)('enables for a %s submission only %j', async (status, enabled) => {
    const s = summary({ status });
    renderAuthor([s], on(`GET /api/submissions/${s.id}`, detail({ ...s })), ...detailStubs(s.id));
    const user = userEvent.setup();
    await screen.findByRole('table');
    await pick(user, s);
    for (const name of ['Submit', 'Approve Proof', 'Withdraw', 'Upload manuscript', 'Upload revision']) {
      if ((enabled as readonly string[]).includes(name)) expect(button(name)).toBeEnabled();
      else expect(button(name)).toBeDisabled();
    }
  });

  it("approves a proof ('Proof approved') and refreshes the list and the details", async () => {
    const s = summary({ status: 'proof_uploaded' });
    const { api } = renderAuthor(
      [s],
      on(`GET /api/submissions/${s.id}`, detail({ ...s })),
      ...detailStubs(s.id),
      on(`POST /api/submissions/${s.id}/proof/approve`, { id: s.id, status: 'proof_approved' }),
    );
    const user = userEvent.setup();
    await screen.findByRole('table');
    await pick(user, s);
    await screen.findByRole('heading', { level: 2, name: `Submission #${s.id}` });
    await user.click(button('Approve Proof'));
    // Approving asks first (decision 0069): nothing is sent until it is confirmed.
    const ask = await screen.findByRole('alertdialog', { name: 'Approve the proof?' });
    expect(api.calls()).not.toContain(`POST /api/submissions/${s.id}/proof/approve`);
    await user.click(within(ask).getByRole('button', { name: 'Approve proof' }));
    await expectToast('Proof approved');
    await waitFor(() => expect(api.calls().filter((c) => c === 'GET /api/author/submissions')).toHaveLength(2));
    await waitFor(() => expect(api.calls().filter((c) => c === `GET /api/submissions/${s.id}`)).toHaveLength(2));
  });

  it("shows the server's 409 message in the 'Submit failed' toast", async () => {
    const s = summary({ status: 'draft' });
    renderAuthor(
      [s],
      on(`GET /api/submissions/${s.id}`, detail({ ...s })),
      on(`POST /api/submissions/${s.id}/submit`, errorResponse(409, 'Cannot submit: the submission is Submitted')),
    );
    const user = userEvent.setup();
    await screen.findByRole('table');
    await pick(user, s);
    await user.click(button('Submit'));
    const shown = await expectToast('Submit failed', 'Cannot submit: the submission is Submitted');
    expect(shown).toHaveAttribute('data-variant', 'destructive');
  });

  it("uploads a revision, or says 'Choose a file first'; a failure toasts 'Upload revisions failed'", async () => {
    const s = summary({ status: 'revision_requested' });
    const { api } = renderAuthor(
      [s],
      on(`GET /api/submissions/${s.id}`, detail({ ...s })),
      on(`POST /api/submissions/${s.id}/revisions`, errorResponse(413, 'File too large')),
    );
    const user = userEvent.setup();
    await screen.findByRole('table');
    await pick(user, s);
    await user.click(button('Upload revision'));
    expect(screen.getByText('Choose a file first')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Manuscript or revision file/), new File(['x'], 'rev.docx'));
    await user.click(button('Upload revision'));
    await expectToast('Upload revisions failed', 'File too large');
    expect(api.calls()).toContain(`POST /api/submissions/${s.id}/revisions`);
  });

  it('withdraws after a confirmation', async () => {
    const s = summary({ status: 'submitted' });
    const { api } = renderAuthor(
      [s],
      on(`GET /api/submissions/${s.id}`, detail({ ...s })),
      on(`POST /api/submissions/${s.id}/withdraw`, { id: s.id, status: 'withdrawn' }),
    );
    const user = userEvent.setup();
    await screen.findByRole('table');
    await pick(user, s);
    await user.click(button('Withdraw'));
    expect(api.calls()).not.toContain(`POST /api/submissions/${s.id}/withdraw`);
    await user.click(button('Confirm withdrawal'));
    await expectToast('Withdrawn');
    expect(api.calls()).toContain(`POST /api/submissions/${s.id}/withdraw`);
  });
});

describe('/dashboard/author: the details', () => {
  function published(): SubmissionDetail {
    return detail({
      status: 'published',
      articleId: 77,
      pdfUrl: '/api/files/articles/77.pdf',
      files: [
        {
          id: 5,
          kind: 'manuscript',
          round: 1,
          originalFilename: 'paper.docx',
          contentType: 'application/msword',
          byteSize: 2048,
          url: '/api/files/5',
          createdAt: '2026-03-01T10:00:00.000Z',
          label: 'Manuscript (round 1)',
          blindStatus: null,
          blindIssue: null,
          responseToReviewers: null,
        },
      ],
      events: [
        {
          at: '2026-03-02T10:00:00.000Z',
          actorRole: 'author',
          actorName: null,
          action: 'submit',
          fromStatus: 'draft',
          toStatus: 'submitted',
          note: null,
        },
        {
          at: '2026-03-02T11:00:00.000Z',
          actorRole: 'editor',
          actorName: null,
          action: 'convert_intake',
          fromStatus: null,
          toStatus: 'submitted',
          note: null,
        },
      ],
      authorReviews: [{ round: 1, label: 'Reviewer 1', comments: 'Clarify the methods.', attachmentUrl: null }],
    });
  }

  it('shows files, history, the anonymous reviews and the article link', async () => {
    const d = published();
    renderAuthor([d], on(`GET /api/submissions/${d.id}`, d));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `View Details of submission #${d.id}` }));
    const panel = await screen.findByRole('region', { name: `Submission #${d.id}` });
    expect(await within(panel).findByRole('button', { name: 'View paper.docx' })).toBeInTheDocument();
    // The history reads in words, never a raw code ('submit', 'convert intake'; decision 0069).
    expect(within(panel).getByText('Submitted: Draft → Submitted')).toBeInTheDocument();
    expect(
      within(panel).getByText('Created from a manuscript sent through the public form: Submitted'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: /Reviewer 1/ })).toBeInTheDocument();
    expect(within(panel).getByText('Clarify the methods.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'article #77' })).toHaveAttribute('href', '/articles/77');
  });

  it("toasts 'Failed to open file' with the pop-up advice when the popup is blocked", async () => {
    const d = published();
    renderAuthor([d], on(`GET /api/submissions/${d.id}`, d));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `View Details of submission #${d.id}` }));
    await user.click(await screen.findByRole('button', { name: 'View paper.docx' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await expectToast('Failed to open file', 'Please allow pop-ups to view the document.');
  });

  it("toasts 'Failed to download file' with the status", async () => {
    const d = published();
    renderAuthor([d], on(`GET /api/submissions/${d.id}`, d), on('GET /api/files/5', errorResponse(404, 'Gone')));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `View Details of submission #${d.id}` }));
    await user.click(await screen.findByRole('button', { name: 'Download paper.docx' }));
    await expectToast('Failed to download file', 'Failed to fetch file: 404');
  });

  it("toasts 'Failed to load submission' when the details fail", async () => {
    const s = summary();
    renderAuthor([s], on(`GET /api/submissions/${s.id}`, errorResponse(404, 'Submission not found')));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `View Details of submission #${s.id}` }));
    await expectToast('Failed to load submission', 'Submission not found');
  });
});

describe('/dashboard/author: the mails sent to the author (decision 0071)', () => {
  it('lists the mails the server gives the author, each with its full text to re-read', async () => {
    const s = summary({ status: 'revision_requested' });
    const letter = 'Dear Ada,\n\nPlease add the sensitivity analysis.\n\nThe editor';
    renderAuthor(
      [s],
      on(`GET /api/submissions/${s.id}`, detail({ ...s })),
      on(`GET /api/submissions/${s.id}/similarity-check`, {
        check: null,
        limits: { similarityMaxPercent: 25, uniqueMinPercent: 70 },
      }),
      on(`GET /api/submissions/${s.id}/mails`, [
        {
          id: 5,
          to: 'ada@example.org',
          subject: `Decision on your submission #${s.id}: Minor revision`,
          text: letter,
          kind: 'workflow.decision',
          status: 'sent',
          sentAt: '2026-03-05T10:00:00.000Z',
          createdAt: '2026-03-05T09:59:00.000Z',
        },
      ]),
    );
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(await screen.findByRole('button', { name: `View Details of submission #${s.id}` }));
    const record = await screen.findByRole('region', { name: 'Mail record' });
    expect(await within(record).findByText(`Decision on your submission #${s.id}: Minor revision`)).toBeVisible();
    await user.click(within(record).getByText('Read the mail'));
    expect(within(record).getByText(/Please add the sensitivity analysis\./)).toBeVisible();
  });
});
