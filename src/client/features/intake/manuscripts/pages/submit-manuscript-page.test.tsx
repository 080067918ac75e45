// @vitest-environment jsdom
/**
 * /submit-manuscript (seed 000 §2 "Submit manuscript", §4, §5, §7, §8): on-blur messages
 * from the shared schema, the disabled button, the file list rules, the multipart payload
 * with its Idempotency-Key, the success note and reset, the three failure banners, 413/429
 * messages and server errors attached to their fields.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_FILE_BYTES } from '../../../../../shared/validation/files';
import { buildCoverLetter } from '../../../../../shared/validation/intake-text';
import { fail, held, mockApi, networkError, on, pending, unchecked } from '../../../../test/msw';
import { BANNER_FIELDS, BANNER_GENERIC, BANNER_NETWORK, SUCCESS_NOTE } from '../lib/submit-manuscript';
import { formJournal, SEEDED_FORM_JOURNALS, withFormJournals } from '../../test/journals';
import { SubmitManuscriptPage } from './submit-manuscript-page';

const SUBMIT = 'POST /api/public/manuscripts';
const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  cleanup();
});

function renderPage(journals = SEEDED_FORM_JOURNALS) {
  const router = createMemoryRouter([{ path: '/submit-manuscript', element: <SubmitManuscriptPage /> }], {
    initialEntries: ['/submit-manuscript'],
  });
  const user = userEvent.setup({ delay: null });
  render(withFormJournals(<RouterProvider router={router} />, journals));
  return { user };
}

const pdf = (name = 'paper.pdf', body = '%PDF-1.7\n% test\n') => new File([body], name, { type: 'application/pdf' });

const field = (label: string | RegExp) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: /^Submit/ });
const filesInput = () => field('Manuscript files') as HTMLInputElement;

async function fillValid(user: UserEvent, files: File[] = [pdf()]) {
  await user.type(field('Post title'), 'Dr');
  await user.type(field('First name'), 'Ada');
  await user.type(field('Last name'), 'Lovelace');
  await user.type(field('University'), 'University of London');
  await user.type(field('Email'), 'Ada@Example.org');
  await user.type(field('Phone'), '+44 20 7946 0958');
  await user.type(field('Address line 1'), '12 St James Square');
  await user.type(field('City'), 'London');
  await user.type(field('State/Province/Region'), 'Greater London');
  await user.type(field('ZIP/Postal code'), 'SW1Y 4JH');
  await user.selectOptions(field('Country'), 'United Kingdom');
  await user.selectOptions(field('Journal'), 'Journal of Mathematics');
  await user.selectOptions(field('Article type'), 'Research Article');
  await user.type(field('Manuscript title'), 'Notes on the Analytical Engine');
  await user.type(field(/^Abstract/), 'We describe a machine.');
  if (files.length === 0) return;
  await user.upload(filesInput(), files);
  await screen.findByText(files[files.length - 1].name);
}

describe('SubmitManuscriptPage: page', () => {
  it("offers the database's journals accepting submissions: the twelve seeded ones in seed order, then added ones", () => {
    const hosted = formJournal(40, 'Journal of Hosted Studies', 'jhs');
    const closed = formJournal(41, 'Journal of Closed Studies', 'jcs', false);
    renderPage([...SEEDED_FORM_JOURNALS, hosted, closed]);
    const options = [...(field('Journal') as HTMLSelectElement).options].map((o) => o.value);
    expect(options).toEqual([
      '',
      'Journal of Life Sciences',
      'Journal of Medical and Health Sciences',
      'Journal of Mathematics',
      'Journal of Agriculture',
      'Archives of AI',
      'Journal of Anesthesia',
      'Archives of Biomedicine',
      'Journal of Cell Science',
      'Dentistry Journal',
      'Journal of Neonatal Science',
      'Archives of Neuroscience',
      'Therapeutic Journal',
      'Journal of Hosted Studies',
    ]);
  });

  it('has the heading, the intro, the page meta and every field labelled', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Submit Your Manuscript' })).toBeInTheDocument();
    expect(screen.getByText(/no account and no password/i)).toBeInTheDocument();
    expect(document.title).toBe('Submit Your Manuscript | Genesis');
    for (const label of [
      'Post title',
      'First name',
      'Last name',
      'University',
      'Email',
      'Phone',
      'Address line 1',
      /^Address line 2/,
      'City',
      'State/Province/Region',
      'ZIP/Postal code',
      'Country',
      'Journal',
      'Article type',
      'Manuscript title',
      /^Abstract/,
      /^Keywords/,
      /^ORCID/,
      /^Co-authors/,
      'Manuscript files',
      /^Additional notes/,
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field(/^Abstract/)).toHaveAttribute('rows', '5');
    expect(within(field('Journal')).getAllByRole('option')).toHaveLength(13);
    expect(within(field('Article type')).getAllByRole('option')).toHaveLength(15);
    expect(within(field('Country')).getByRole('option', { name: 'Kosovo' })).toBeInTheDocument();
    expect(filesInput()).toHaveAttribute('multiple');
  });
});

describe('SubmitManuscriptPage: validation on blur', () => {
  it('shows the shared messages when a field loses focus, tied to the field', async () => {
    const { user } = renderPage();
    await user.click(field('Post title'));
    await user.tab();
    expect(await screen.findByText('Post Title is required')).toBeInTheDocument();
    expect(field('Post title')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Post title')).toHaveAccessibleDescription(expect.stringContaining('Post Title is required'));

    await user.type(field('Email'), 'ada@example');
    expect(screen.queryByText('Invalid email format')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(field('Email')).toHaveAccessibleDescription('Invalid email format');

    await user.type(field('Phone'), '0123');
    await user.tab();
    expect(await screen.findByText('Use E.164 format, e.g. +14155552671')).toBeInTheDocument();

    await user.type(field('ZIP/Postal code'), 'a');
    await user.tab();
    expect(await screen.findByText('Postal/ZIP code must be at least 2 characters long')).toBeInTheDocument();

    await user.type(field('Manuscript title'), 'ab');
    await user.tab();
    expect(await screen.findByText('Manuscript title must be at least 3 characters')).toBeInTheDocument();

    await user.type(field(/^ORCID/), '0000-0002-1825-0098');
    await user.tab();
    expect(await screen.findByText('Invalid ORCID checksum')).toBeInTheDocument();

    await user.click(field('Journal'));
    await user.tab();
    expect(await screen.findByText('Please select a journal')).toBeInTheDocument();
  });

  it('keeps the button disabled until the whole form is valid', async () => {
    const { user } = renderPage();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Submit Manuscript');
    await fillValid(user, []);
    // Everything but the files.
    expect(submitButton()).toBeDisabled();
    await user.upload(filesInput(), pdf());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.clear(field('Email'));
    expect(submitButton()).toBeDisabled();
  });
});

describe('SubmitManuscriptPage: files', () => {
  it('adds, replaces a file of the same name and size, removes, and refuses bad files', async () => {
    const { user } = renderPage();
    await user.upload(filesInput(), [pdf('a.pdf'), pdf('b.pdf', '%PDF-1.4 longer body')]);
    const list = await screen.findByRole('list', { name: 'Selected files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByText('(0.00 MB)')).toHaveLength(2);

    // Choosing more adds to the list.
    await user.upload(filesInput(), pdf('c.pdf'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));

    // Same name and size: replaces the entry (still three, in place).
    await user.upload(filesInput(), pdf('a.pdf'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('a.pdf');
    // Same name, other size: a new entry.
    await user.upload(filesInput(), pdf('a.pdf', '%PDF-1.7 a second version'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));

    await user.click(screen.getAllByRole('button', { name: 'Remove a.pdf' })[1]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    // A fake PDF (no %PDF- header) is refused with the shared message.
    await user.upload(filesInput(), new File(['<html>'], 'x.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please upload a valid PDF: x.pdf')).toBeInTheDocument();
    expect(within(list).queryByText('x.pdf')).not.toBeInTheDocument();
    expect(filesInput()).toHaveAttribute('aria-invalid', 'true');

    // Over 30 MB is refused.
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    await user.upload(filesInput(), big);
    expect(await screen.findByText('big.pdf: File must be <= 30 MB')).toBeInTheDocument();
    expect(within(list).queryByText('big.pdf')).not.toBeInTheDocument();
  });

  it('shows sizes in MB with two decimals and requires at least one file', async () => {
    const { user } = renderPage();
    const file = pdf('sized.pdf');
    Object.defineProperty(file, 'size', { value: 1.5 * 1024 * 1024 });
    await user.upload(filesInput(), file);
    expect(await screen.findByText('(1.50 MB)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove sized.pdf' }));
    expect(await screen.findByText('Please select at least one file')).toBeInTheDocument();
  });
});

describe('SubmitManuscriptPage: sending', () => {
  it('posts the shared wire fields and files with an Idempotency-Key, then shows the note and resets', async () => {
    const api = mockApi(on(SUBMIT, { id: 42, intakeId: 42 }));
    const { user } = renderPage();
    const files = [pdf('paper.pdf'), new File(['figure'], 'figure.png', { type: 'image/png' })];
    await fillValid(user, files);
    await user.click(submitButton());

    expect(await screen.findByText(SUCCESS_NOTE)).toBeInTheDocument();
    expect(screen.getByText('Your reference number is 42.')).toBeInTheDocument();
    expect(api.calls()).toEqual(['POST /api/public/manuscripts']);
    const { headers } = api.request(0);
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('Content-Type')).toBeNull();
    const body = api.bodyOf(0) as FormData;
    expect(body.get('name')).toBe('Ada Lovelace');
    expect(body.get('email')).toBe('ada@example.org');
    expect(body.get('title')).toBe('Notes on the Analytical Engine');
    expect(body.get('articleType')).toBe('Research Article');
    expect(body.get('phone')).toBe('+442079460958');
    expect(body.get('journalType')).toBe('Journal of Mathematics');
    expect(body.get('country')).toBe('United Kingdom');
    expect(body.get('address2')).toBeNull();
    expect(body.get('coverLetter')).toBe(
      buildCoverLetter({
        postTitle: 'Dr',
        university: 'University of London',
        phone: '+442079460958',
        journalType: 'Journal of Mathematics',
        abstract: 'We describe a machine.',
        files,
        address1: '12 St James Square',
        city: 'London',
        state: 'Greater London',
        postal: 'SW1Y 4JH',
        country: 'United Kingdom',
      }),
    );
    expect((body.getAll('files') as File[]).map((f) => f.name)).toEqual(['paper.pdf', 'figure.png']);

    // Reset, and scrolled to the note.
    expect(field('First name')).toHaveValue('');
    expect(field('Country')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Selected files' })).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());

    // A second filled form gets a new key, and the note goes when the button is clicked.
    await fillValid(user);
    await user.click(submitButton());
    await waitFor(() => expect(api.calls()).toHaveLength(2));
    const second = api.request(1).headers.get('Idempotency-Key');
    expect(second).not.toBe(headers.get('Idempotency-Key'));
  });

  it("reads 'Submitting...' and is disabled while sending; hides the note on click", async () => {
    const answer = held<{ id: number; intakeId: number }>();
    const api = mockApi(on(SUBMIT, answer.stub, { once: true }), on(SUBMIT, pending));
    const { user } = renderPage();
    await fillValid(user);
    await user.click(submitButton());
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(api.calls()).toHaveLength(1);
    answer.release({ id: 7, intakeId: 7 });
    expect(await screen.findByText(SUCCESS_NOTE)).toBeInTheDocument();
    expect(screen.getByText('Your reference number is 7.')).toBeInTheDocument();

    await fillValid(user);
    await user.click(submitButton());
    expect(screen.queryByText(SUCCESS_NOTE)).not.toBeInTheDocument();
  });

  it('an errors array: the first banner, each error on its field, files.1 on the files', async () => {
    mockApi(
      on(
        SUBMIT,
        fail(400, 'VALIDATION_FAILED', 'Invalid input', {
          errors: [
            { path: 'email', message: 'Invalid email format' },
            { path: 'files.1', message: 'Please upload a valid PDF: paper.pdf' },
            { path: 'postal', message: '' },
          ],
        }),
      ),
    );
    const { user } = renderPage();
    await fillValid(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BANNER_FIELDS);
    expect(field('Email')).toHaveAccessibleDescription('Invalid email format');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(filesInput()).toHaveAccessibleDescription(expect.stringContaining('Please upload a valid PDF: paper.pdf'));
    expect(field('ZIP/Postal code')).toHaveAccessibleDescription('Invalid value');
    // The scroll is a passive effect after the banner renders: on a loaded machine it may come later.
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    // Not reset: the visitor corrects and sends again.
    expect(field('First name')).toHaveValue('Ada');
  });

  it('another failure: the second banner; a retry reuses the Idempotency-Key', async () => {
    const api = mockApi(on(SUBMIT, fail(500, 'INTERNAL', 'boom'), { once: true }), on(SUBMIT, { id: 3, intakeId: 3 }));
    const { user } = renderPage();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(BANNER_GENERIC);
    await user.click(submitButton());
    expect(await screen.findByText(SUCCESS_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const keys = [0, 1].map((i) => api.request(i).headers.get('Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
  });

  it('a 200 without an id is not a success: the second banner', async () => {
    // Off the contract on purpose: an answer the client cannot take for a success.
    mockApi(on(SUBMIT, unchecked(200, { ok: true })));
    const { user } = renderPage();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(BANNER_GENERIC);
    expect(screen.queryByText(SUCCESS_NOTE)).not.toBeInTheDocument();
  });

  it('a network failure: the third banner', async () => {
    mockApi(on(SUBMIT, networkError()));
    const { user } = renderPage();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(BANNER_NETWORK);
  });

  it.each([
    [413, 'File too large: each file must be at most 30 MB'],
    [429, 'Too many submissions. Please try again in a minute.'],
  ])('a %i answer: the server message in the banner', async (status, message) => {
    mockApi(on(SUBMIT, fail(status, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'RATE_LIMITED', message)));
    const { user } = renderPage();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
