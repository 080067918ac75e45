// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_COUNTRIES } from '../../../../../shared/domain/countries';
import type { JoinKind } from '../../../../../shared/domain/intake';
import { fail, held, mockApi, networkError, on, type ApiLog } from '../../../../test/msw';
import { JoinApplicationForm } from './join-application-form';
import { formJournal, SEEDED_FORM_JOURNALS, withFormJournals } from '../../test/journals';
import { APPLICATION_FAILURE, APPLICATION_FIELD_ERRORS, APPLICATION_SUCCESS } from '../lib/submit-application';

let api: ApiLog;

beforeEach(() => {
  api = mockApi();
});

afterEach(() => {
  cleanup();
});

function pdf(name = 'cv.pdf', bytes = 1.5 * 1024 * 1024) {
  const content = new Uint8Array(bytes);
  content.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  return new File([content], name, { type: 'application/pdf' });
}

async function fill(user: ReturnType<typeof userEvent.setup>, kind: JoinKind = 'reviewer') {
  await user.type(screen.getByLabelText(/First name/), 'Grace');
  await user.type(screen.getByLabelText(/Last name/), 'Hopper');
  await user.type(screen.getByLabelText(/Affiliation/), 'Department of Mathematics');
  await user.type(screen.getByLabelText(/University/), 'Yale University');
  await user.type(screen.getByLabelText(/^Email/), 'grace@example.org');
  await user.type(screen.getByLabelText(/^Phone/), '+12035550100');
  await user.type(screen.getByLabelText(/Street address/), '1 Hillhouse Avenue');
  await user.type(screen.getByLabelText(/^City/), 'New Haven');
  await user.type(screen.getByLabelText(/State\/Province/), 'Connecticut');
  await user.type(screen.getByLabelText(/ZIP\/Postal code/), '06511');
  await user.selectOptions(screen.getByLabelText(/^Country/), 'United States');
  await user.selectOptions(screen.getByLabelText(/^Journal/), 'journal-of-mathematics');
  await user.type(screen.getByLabelText(/Research interests/), 'Compilers and numerical analysis');
  void kind;
}

function sent() {
  const request = api.request(0);
  return { ...request, body: request.body as FormData };
}

describe('JoinApplicationForm', () => {
  it.each([
    ['editor', 'researchInterests'],
    ['associate_editor', 'researchInterest'],
    ['reviewer', 'researchInterest'],
  ] as const)('%s: names the research interest field %s', (kind, name) => {
    render(withFormJournals(<JoinApplicationForm kind={kind} />));
    expect(screen.getByLabelText(/Research interests/)).toHaveAttribute('name', name);
  });

  it("offers the database's journals accepting submissions by slug, seeded ones first in seed order", () => {
    const hosted = formJournal(40, 'Journal of Hosted Studies', 'jhs');
    const closed = formJournal(41, 'Journal of Closed Studies', 'jcs', false);
    render(withFormJournals(<JoinApplicationForm kind="reviewer" />, [...SEEDED_FORM_JOURNALS, hosted, closed]));
    const options = [...(screen.getByLabelText(/^Journal/) as HTMLSelectElement).options];
    expect(options.map((o) => o.value).slice(1, 4)).toEqual([
      'journal-of-life-sciences',
      'journal-of-medical-and-health-sciences',
      'journal-of-mathematics',
    ]);
    expect(options.map((o) => o.value).slice(-2)).toEqual(['therapeutic-journal', 'jhs']);
    expect(options.at(-1)?.textContent).toBe('Journal of Hosted Studies');
    expect(options).toHaveLength(14);
  });

  it("offers the kind's country list (no Cabo Verde for associate editors)", () => {
    render(withFormJournals(<JoinApplicationForm kind="associate_editor" />));
    const options = [...(screen.getByLabelText(/^Country/) as HTMLSelectElement).options].map((o) => o.value);
    expect(options.slice(1)).toEqual(APPLICATION_COUNTRIES.associate_editor);
    expect(options).not.toContain('Cabo Verde');
    cleanup();
    render(withFormJournals(<JoinApplicationForm kind="editor" />));
    const editorOptions = [...(screen.getByLabelText(/^Country/) as HTMLSelectElement).options].map((o) => o.value);
    expect(editorOptions).toContain('Cabo Verde');
  });

  it('labels the files required, shows the phone hint, and shows the chosen file name and size in MB', async () => {
    const user = userEvent.setup();
    render(withFormJournals(<JoinApplicationForm kind="reviewer" />));
    expect(screen.getByText(/International format starting with \+/)).toBeInTheDocument();
    const cvInput = screen.getByLabelText(/^CV/);
    expect(cvInput).toHaveAttribute('accept', '.pdf,.docx,.doc,.png,.jpg,.jpeg,.svg,.tiff');
    expect(screen.getByLabelText(/^Photograph/)).not.toHaveAttribute('accept');
    await user.upload(cvInput, pdf('my-cv.pdf', 1.5 * 1024 * 1024));
    expect(screen.getByText('my-cv.pdf')).toBeInTheDocument();
    expect(screen.getByText(/1\.50 MB/)).toBeInTheDocument();
  });

  it('validates on blur with the shared messages', async () => {
    const user = userEvent.setup();
    render(withFormJournals(<JoinApplicationForm kind="reviewer" />));
    await user.click(screen.getByLabelText(/Affiliation/));
    await user.tab();
    expect(await screen.findByText('Affiliation is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Research interests/), 'ab');
    await user.tab();
    expect(await screen.findByText('Research interest must be at least 3 characters long')).toBeInTheDocument();
  });

  it('rejects a biography of a type not allowed', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(withFormJournals(<JoinApplicationForm kind="reviewer" />));
    await user.upload(
      screen.getByLabelText(/^Biography/),
      new File(['x'], 'bio.exe', { type: 'application/octet-stream' }),
    );
    expect(await screen.findByText(/File type not allowed/)).toBeInTheDocument();
  });

  it('sends multipart with name, email, expertise, note, the structured fields, the files and an Idempotency-Key; then resets and thanks', async () => {
    const answer = held<{ id: number }>();
    mockApi(on('POST /api/public/contacts/editor', answer.stub));
    const user = userEvent.setup();
    render(withFormJournals(<JoinApplicationForm kind="editor" />));
    await fill(user, 'editor');
    await user.upload(screen.getByLabelText(/^CV/), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();

    const { url, method, headers, body } = sent();
    expect(url).toBe('/api/public/contacts/editor');
    expect(method).toBe('POST');
    expect(headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
    expect(headers.has('Content-Type')).toBe(false);
    expect(body.get('name')).toBe('Grace Hopper');
    expect(body.get('email')).toBe('grace@example.org');
    expect(body.get('expertise')).toBe('Compilers and numerical analysis');
    expect(body.get('note')).toBe(
      [
        'Affiliation: Department of Mathematics',
        'University: Yale University',
        'Phone: +12035550100',
        'Address: 1 Hillhouse Avenue, New Haven, Connecticut 06511, United States',
        'Journal: Journal of Mathematics',
      ].join('\n'),
    );
    expect(body.get('firstName')).toBe('Grace');
    expect(body.get('journal')).toBe('journal-of-mathematics');
    expect(body.get('country')).toBe('United States');
    expect(body.has('address2')).toBe(false);
    expect(body.has('researchInterests')).toBe(false);
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect(body.has('biography')).toBe(false);
    expect(body.has('photograph')).toBe(false);

    await act(async () => answer.release({ id: 7 }));
    expect(await screen.findByText(APPLICATION_SUCCESS)).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('');
    expect(screen.queryByText('cv.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('posts each kind to its own endpoint', async () => {
    mockApi(on('POST /api/public/contacts/associate_editor', { id: 8 }));
    const user = userEvent.setup();
    render(withFormJournals(<JoinApplicationForm kind="associate_editor" />));
    await fill(user, 'associate_editor');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByText(APPLICATION_SUCCESS);
    expect(sent().url).toBe('/api/public/contacts/associate_editor');
  });

  it('shows the field errors of a 400, expertise on the research-interest field, and the correction message', async () => {
    mockApi(
      on(
        'POST /api/public/contacts/editor',
        fail(400, 'VALIDATION_FAILED', 'Invalid input', {
          errors: [
            { path: 'expertise', message: 'Research interest must be at least 3 characters long' },
            { path: 'email', message: 'Invalid email format' },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    render(withFormJournals(<JoinApplicationForm kind="editor" />));
    await fill(user, 'editor');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(APPLICATION_FIELD_ERRORS)).toBeInTheDocument();
    expect(screen.getByText('Research interest must be at least 3 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText(/Research interests/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Grace');
  });

  it.each([
    ['a 500', fail(500, 'INTERNAL', 'boom')],
    ['a 413', fail(413, 'TOO_LARGE', 'File too large')],
    ['a network failure', networkError()],
  ])('shows the failure message on %s', async (_label, answer) => {
    mockApi(on('POST /api/public/contacts/reviewer', answer));
    const user = userEvent.setup();
    render(withFormJournals(<JoinApplicationForm kind="reviewer" />));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(APPLICATION_FAILURE)).toBeInTheDocument();
  });
});
