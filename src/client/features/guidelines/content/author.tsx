import { paths } from '../../../../shared/routes';
import { BulletList, Callout, GuidelineSection, Term, TextLink } from '../components/prose';
import { TwoColumnTable } from '../components/table-frame';
import { AUTHOR_GUIDELINE_CHARGES } from '../lib/facts';
import type { GuidelineContent } from './types';

/**
 * Guidelines for authors (seed 000 §2 "Content highlights: Author", §9 "Article processing
 * charges in the journal guidelines"). The charges here differ from the processing-fee
 * table; see docs/decisions/0005-fee-sets.md.
 */
export function AuthorGuideline() {
  return (
    <>
      <GuidelineSection id="author-before" title="Before you submit">
        <p>
          Thank you for choosing a Genesis journal for your work. Please read these guidelines with the{' '}
          <TextLink to={paths.guidelines.manuscript.getHref()}>manuscript guidelines</TextLink>, which give the layout
          and section structure of the manuscript file. Manuscripts that do not follow them are returned to the authors
          before review, which delays publication.
        </p>
      </GuidelineSection>

      <GuidelineSection id="author-requirements" title="Submission requirements">
        <BulletList>
          <li>
            <Term>Word format only.</Term> Submit the manuscript as a Microsoft Word document (.doc or .docx).
          </li>
          <li>
            <Term>English only.</Term> Manuscripts must be written in clear English; have the text checked by a fluent
            speaker or a language-editing service if needed.
          </li>
          <li>
            <Term>Original work.</Term> The manuscript must be your own work, not published before and not under
            consideration by another journal. Every submission is screened for similarity under our{' '}
            <TextLink to={paths.guidelines.plagiarism.getHref()}>plagiarism policy</TextLink>.
          </li>
          <li>
            <Term>Cover page.</Term> Give the title, the names, affiliations and e-mail addresses of all authors, and
            the corresponding author, on a separate cover page, so the manuscript itself stays anonymous for
            double-blind review.
          </li>
          <li>
            <Term>Vancouver references.</Term> Number references in the order they are first cited and list them in the
            Vancouver style.
          </li>
          <li>
            <Term>Figures in PNG or JPEG.</Term> Supply figures as PNG or JPEG files at a resolution that stays sharp in
            print.
          </li>
          <li>
            <Term>No image-based manuscripts.</Term> The text must be real, editable text: scanned pages or pictures of
            text are not accepted.
          </li>
          <li>
            <Term>Declare conflicts of interest.</Term> State any financial or personal relationship that could be seen
            to influence the work, or that there is none.
          </li>
        </BulletList>
      </GuidelineSection>

      <GuidelineSection id="author-charges" title="Article processing charges">
        <p>
          As open-access journals, we charge no subscription to readers. Instead, an article processing charge covers
          peer review, editing, publication and permanent hosting. The journal guidelines give these charges:
        </p>
        <TwoColumnTable
          id="author-charges-caption"
          caption="Article processing charges by article type"
          columns={['Article type', 'Charge (USD)']}
          rows={AUTHOR_GUIDELINE_CHARGES.map((charge) => [charge.type, charge.amount])}
          numeric
          width="sm:max-w-md"
        />
        <BulletList>
          <li>
            <Term>Fees only upon acceptance.</Term> Nothing is payable to submit or to be reviewed; you are invoiced
            only once your manuscript is accepted.
          </li>
          <li>
            <Term>Discounts for developing-country authors.</Term> Authors from developing countries receive a discount
            on the charge.
          </li>
          <li>
            <Term>Institutional memberships available.</Term> Institutions can take out a membership that covers the
            charges of their authors.
          </li>
        </BulletList>
        <Callout>
          <p>
            For a discount or an institutional membership, write to us through the{' '}
            <TextLink to={paths.contact.getHref()}>contact page</TextLink> before you submit.
          </p>
        </Callout>
      </GuidelineSection>

      <GuidelineSection id="author-after" title="After you submit">
        <p>
          Your manuscript goes through initial screening and double-blind peer review; the{' '}
          <TextLink to={paths.guidelines.peerReview.getHref()}>peer review process</TextLink> explains each stage and
          how long it takes. You will hear from the editorial office at every decision.
        </p>
      </GuidelineSection>
    </>
  );
}

export const authorContent: GuidelineContent = {
  lead: 'How to prepare and submit your manuscript: format, language, originality, references, figures and declarations, and what publication costs.',
  Body: AuthorGuideline,
};
