// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GUIDELINE_TYPES, STATIC_PAGE_META } from '../../../../shared/seo/page-meta';
import { renderGuidelines } from '../test/render';

const article = () => screen.getByRole('article');

/** Stands in for the intake feature's join form (app/routes/guideline.tsx gives the real one). */
function stubApplicationForm(kind: string) {
  return (
    <form aria-label={`${kind} form`}>
      <button type="submit">Submit Application</button>
    </form>
  );
}

describe('GuidelinePage frame (seed 000 §2 "Guideline pages")', () => {
  it.each(GUIDELINE_TYPES)('%s: title, buttons, last updated and page meta', (type) => {
    renderGuidelines(`/guidelines/${type}`);
    const meta = STATIC_PAGE_META[`/guidelines/${type}`];
    expect(screen.getByRole('heading', { level: 1, name: meta.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Last updated: September 2025')).toBeInTheDocument();
    const page = within(article());
    expect(page.getByRole('link', { name: 'Submit Manuscript' })).toHaveAttribute('href', '/submit-manuscript');
    expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(page.getByRole('link', { name: 'All Guidelines' })).toHaveAttribute('href', '/guidelines');
    expect(document.title).toBe(`${meta.title} | Genesis`);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', meta.description);
    // The current page is marked in the guidelines navigation.
    const nav = screen.getByRole('navigation', { name: 'All guidelines' });
    expect(within(nav).getAllByRole('link')).toHaveLength(GUIDELINE_TYPES.length);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', `/guidelines/${type}`);
  });
});

describe('GuidelinePage content (seed 000 §2 content highlights, §9 constants)', () => {
  it('editor: PhD or equivalent', () => {
    renderGuidelines('/guidelines/editor');
    expect(article()).toHaveTextContent('PhD or equivalent');
    expect(screen.getByRole('heading', { level: 2, name: 'Responsibilities' })).toBeInTheDocument();
  });

  it('associate-editor: 2-4 manuscripts a month', () => {
    renderGuidelines('/guidelines/associate-editor');
    expect(article()).toHaveTextContent('2-4 manuscripts a month');
  });

  it('reviewer: double-blind, confidentiality, conflicts, timeliness', () => {
    renderGuidelines('/guidelines/reviewer');
    for (const name of ['Double-blind review', 'Confidentiality', 'Conflicts of interest', 'Timeliness']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('author: requirements and the journal-guideline charges', () => {
    renderGuidelines('/guidelines/author');
    const text = article().textContent ?? '';
    for (const fact of [
      'Word format only',
      'English only',
      'Original work',
      'Cover page',
      'Vancouver',
      'PNG or JPEG',
      'No image-based manuscripts',
      'Declare conflicts of interest',
      'Fees only upon acceptance',
      'Discounts for developing-country authors',
      'Institutional memberships available',
    ]) {
      expect(text).toContain(fact);
    }
    const table = screen.getByRole('table', { name: 'Article processing charges by article type' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Research article$599', 'Review article$399', 'Short communication$299']);
  });

  it('peer-review: a flowchart (not a bitmap) named and described, with the five stages and the timeline', () => {
    renderGuidelines('/guidelines/peer-review');
    const chart = screen.getByRole('img', { name: 'Flowchart of the peer review process' });
    expect(chart.tagName).not.toBe('IMG');
    expect(chart).toHaveAccessibleDescription(
      /Initial screening \(5-7 days\), 2\. Peer review \(3-4 weeks\), 3\. Editorial decision \(1-2 weeks\), 4\. Author revision, 5\. Final decision/,
    );
    const steps = screen.getByRole('heading', { level: 2, name: 'Each stage in detail' }).closest('section')!;
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Stage 1: Initial screening · 5-7 days',
      'Stage 2: Peer review · 3-4 weeks',
      'Stage 3: Editorial decision · 1-2 weeks',
      'Stage 4: Author revision',
      'Stage 5: Final decision',
    ]);
    const table = screen.getByRole('table', { name: 'Typical duration of each stage' });
    expect(within(table).getByRole('rowheader', { name: 'Peer review' }).nextElementSibling).toHaveTextContent(
      '3-4 weeks',
    );
    expect(article()).toHaveTextContent('double-blind');
  });

  it('plagiarism: zero tolerance, 25% excluding cited references, screening first, consequences', () => {
    renderGuidelines('/guidelines/plagiarism');
    const text = article().textContent ?? '';
    expect(text).toContain('zero tolerance');
    expect(text).toContain('must not exceed 25%, excluding cited references');
    expect(text).toContain('Only a manuscript that passes the screening goes on to editorial review');
    for (const consequence of ['Rejection', 'A possible ban', 'A possible retraction'])
      expect(text).toContain(consequence);
  });

  it('processing-fee: the income-band table with caption and scoped headers', () => {
    renderGuidelines('/guidelines/processing-fee');
    const table = screen.getByRole('table', { name: /Article processing charges \(USD\)/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Income band', 'Others', 'Case Report', 'Review', 'Research']);
    const cells = (band: string) =>
      within(within(table).getByRole('rowheader', { name: band }).closest('tr')!)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    expect(cells('High income')).toEqual(['1049', '1256', '1409', '1864']);
    expect(cells('Middle income')).toEqual(['849', '989', '1199', '1444']);
    expect(cells('Low income')).toEqual(['649', '756', '899', '1204']);
    expect(article()).toHaveTextContent('Invoice only after acceptance');
  });

  it.each([
    ['join-editor', 'editor'],
    ['join-associate', 'associate_editor'],
    ['join-reviewer', 'reviewer'],
  ])('%s: the given application form, of kind %s, in its #application-form section', (type, kind) => {
    renderGuidelines(`/guidelines/${type}`, { applicationForm: stubApplicationForm });
    const section = screen.getByRole('region', { name: 'Application form' });
    expect(section).toHaveAttribute('id', 'application-form');
    expect(within(section).getByRole('form', { name: `${kind} form` })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Submit Application' })).toBeInTheDocument();
    expect(within(section).queryByText('Online form coming soon')).not.toBeInTheDocument();
  });

  it('join-reviewer: without a form, the interim note and how to apply by e-mail', () => {
    renderGuidelines('/guidelines/join-reviewer');
    const section = screen.getByRole('region', { name: 'Application form' });
    expect(section.querySelector('form')).toBeNull();
    expect(within(section).getByText('Online form coming soon')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'editorial@genesispub.org' })).toBeInTheDocument();
  });

  it('join-editor: one public contact address for applications', () => {
    renderGuidelines('/guidelines/join-editor');
    const addresses = new Set(
      within(article())
        .getAllByRole('link')
        .flatMap((link) => (link.getAttribute('href')?.startsWith('mailto:') ? [link.textContent] : [])),
    );
    expect([...addresses]).toEqual(['editorial@genesispub.org']);
  });

  it('manuscript: formatting, structure and templates (listed, not linked)', () => {
    renderGuidelines('/guidelines/manuscript');
    const text = article().textContent ?? '';
    for (const rule of ['Times New Roman, 12 pt', 'Times New Roman, 14 pt', '1.5', 'Tab.1', 'Fig.1'])
      expect(text).toContain(rule);
    const structure = screen.getByRole('heading', { level: 2, name: 'Structure' }).closest('section')!;
    expect(
      within(structure)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual([
      'Title',
      'Abstract',
      'Keywords',
      'Abbreviations',
      'Introduction',
      'Materials and Methods',
      'Results',
      'Discussion',
      'Conclusion',
      'Acknowledgments',
      'Conflicts of Interest',
      'References',
    ]);
    const templates = screen.getByRole('heading', { level: 2, name: 'Templates' }).closest('section')!;
    const items = within(templates).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Research Article',
      'Review Article',
      'Mini-Review',
      'Short Communication',
      'Case Report',
      'Case Series',
      'Editorial',
      'Opinion',
    ]);
    for (const item of items) expect(within(item).queryByRole('link')).toBeNull();
  });
});

describe('GuidelinePage for an unknown type (seed 000 §2, §8)', () => {
  it("shows 'Guidelines Not Found' with the type and a way back to the index", async () => {
    const user = userEvent.setup();
    renderGuidelines('/guidelines/nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Guidelines Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The guidelines page "nope" could not be found.')).toBeInTheDocument();
    expect(document.title).toBe('Guidelines Not Found | Genesis');
    await user.click(screen.getByRole('link', { name: 'View All Guidelines' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Guidelines' })).toBeInTheDocument();
  });
});
