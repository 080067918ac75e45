import { paths } from '../../../../shared/routes';
import { Callout, EmailLink, GuidelineSection, TextLink } from '../components/prose';
import { TwoColumnTable } from '../components/table-frame';
import { EDITORIAL_EMAIL } from '../lib/facts';
import type { GuidelineContent } from './types';

const FORMATTING = [
  { element: 'Font', rule: 'Times New Roman, 12 pt' },
  { element: 'Title', rule: 'Times New Roman, 14 pt' },
  { element: 'Line spacing', rule: '1.5' },
  { element: 'Tables', rule: 'Numbered in order: Tab.1, Tab.2, …' },
  { element: 'Figures', rule: 'Numbered in order: Fig.1, Fig.2, …' },
] as const;

const STRUCTURE = [
  { name: 'Title', note: 'Concise and specific; no abbreviations.' },
  { name: 'Abstract', note: 'A single paragraph summarising aim, methods, main results and conclusion.' },
  { name: 'Keywords', note: 'A few terms, not already in the title, that help readers find the article.' },
  { name: 'Abbreviations', note: 'Every abbreviation used in the text, with its full form.' },
  { name: 'Introduction', note: 'The background, the gap in knowledge and the aim of the study.' },
  { name: 'Materials and Methods', note: 'Enough detail for others to repeat the work, including ethics approval.' },
  { name: 'Results', note: 'The findings, in logical order, with their tables and figures.' },
  { name: 'Discussion', note: 'What the results mean, how they compare with earlier work, and their limits.' },
  { name: 'Conclusion', note: 'The main message of the study in a few sentences.' },
  { name: 'Acknowledgments', note: 'Funding and the people who helped but are not authors.' },
  { name: 'Conflicts of Interest', note: 'Any competing interest of any author, or a statement that there is none.' },
  { name: 'References', note: 'Numbered in order of citation, in the Vancouver style.' },
] as const;

const TEMPLATES = [
  'Research Article',
  'Review Article',
  'Mini-Review',
  'Short Communication',
  'Case Report',
  'Case Series',
  'Editorial',
  'Opinion',
] as const;

/**
 * Manuscript guidelines (seed 000 §2 "Guideline pages": the later notes give a full page):
 * formatting rules, the section structure, and the article templates. The seed's template
 * links are not wired, so the templates are listed as items, not links.
 */
export function ManuscriptGuideline() {
  return (
    <>
      <GuidelineSection id="manuscript-formatting" title="Formatting">
        <p>
          A consistent layout lets editors and reviewers concentrate on your research. Please prepare the manuscript as
          a Word document with these settings:
        </p>
        <TwoColumnTable
          id="manuscript-formatting-caption"
          caption="Formatting rules"
          columns={['Element', 'Rule']}
          rows={FORMATTING.map((row) => [row.element, row.rule])}
          width="sm:max-w-xl"
        />
        <p>
          Cite every table and figure in the text by its number (for example &ldquo;see Tab.2&rdquo; or &ldquo;as shown
          in Fig.3&rdquo;) and give each one a short caption.
        </p>
      </GuidelineSection>

      <GuidelineSection id="manuscript-structure" title="Structure">
        <p>Research manuscripts follow this order of sections:</p>
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {STRUCTURE.map((section, index) => (
            <li key={section.name} className="flex gap-4 px-4 py-3">
              <span aria-hidden="true" className="w-6 shrink-0 pt-px text-right font-serif font-bold text-accent-700">
                {index + 1}
              </span>
              <span>
                <strong className="font-semibold text-brand-900">{section.name}</strong>
                <span className="block text-[0.95rem] leading-6 text-slate-600">{section.note}</span>
              </span>
            </li>
          ))}
        </ol>
        <p>
          Reviews, case reports and other article types may leave out sections that do not apply to them, such as
          Materials and Methods. The <TextLink to={paths.guidelines.author.getHref()}>author guidelines</TextLink> cover
          file format, references and figures.
        </p>
      </GuidelineSection>

      <GuidelineSection id="manuscript-templates" title="Templates">
        <p>We provide a Word template for each article type:</p>
        <ul className="grid gap-2 min-[480px]:grid-cols-2">
          {TEMPLATES.map((template) => (
            <li
              key={template}
              className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-4 py-2.5"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="h-5 w-5 shrink-0 text-brand-600"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              >
                <path d="M5 2.5h7l3.5 3.5v11.5H5z" strokeLinejoin="round" />
                <path d="M12 2.5V6h3.5M7.5 10h5M7.5 13h5" strokeLinecap="round" />
              </svg>
              <span className="font-medium text-slate-800">{template}</span>
            </li>
          ))}
        </ul>
        <Callout>
          <p>
            Templates are available from the editorial office on request: write to{' '}
            <EmailLink address={EDITORIAL_EMAIL} subject="Manuscript template request" /> and name the article type you
            need.
          </p>
        </Callout>
      </GuidelineSection>
    </>
  );
}

export const manuscriptContent: GuidelineContent = {
  lead: 'How to lay out your manuscript: fonts, spacing and numbering, the order of sections, and a template for each article type.',
  Body: ManuscriptGuideline,
};
