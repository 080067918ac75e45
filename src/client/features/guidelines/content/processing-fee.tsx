import { paths } from '../../../../shared/routes';
import { FeeTable } from '../components/fee-table';
import { BulletList, Callout, GuidelineSection, Term, TextLink } from '../components/prose';
import type { GuidelineContent } from './types';

/**
 * Article processing charges (seed 000 §2 "Processing fee", §9 fee table): double-blind
 * review, invoice only after acceptance, the fee by manuscript type and income band. This
 * table and the author guidelines' charges are not reconciled yet; see
 * docs/decisions/0005-fee-sets.md.
 */
export function ProcessingFeeGuideline() {
  return (
    <>
      <GuidelineSection id="fee-why" title="Why there is a charge">
        <p>
          Everything we publish is free to read, download and reuse from the day it appears. There are no subscriptions
          or paywalls; instead, a one-off article processing charge pays for managing the double-blind peer review,
          editing, typesetting, publication and permanent hosting of the article.
        </p>
      </GuidelineSection>

      <GuidelineSection id="fee-when" title="When you pay">
        <BulletList>
          <li>
            <Term>Double-blind review first.</Term> Every manuscript is reviewed double-blind, on its merit alone;
            whether and what the authors will pay plays no part in the decision.
          </li>
          <li>
            <Term>Invoice only after acceptance.</Term> There is no charge to submit or to be reviewed. The invoice is
            sent only once the manuscript has been accepted.
          </li>
        </BulletList>
      </GuidelineSection>

      <GuidelineSection id="fee-amounts" title="How much it costs">
        <p>
          The fee varies by <strong>manuscript type</strong> and by the <strong>income band of the country</strong> of
          the authors. Find your band in the rows and your manuscript type in the columns.
        </p>
        <FeeTable />
        <Callout title="Which column applies?">
          <p>
            Research, Review and Case Report apply to the article types of the same name; Others applies to every
            manuscript type without a column of its own.
          </p>
        </Callout>
      </GuidelineSection>

      <GuidelineSection id="fee-questions" title="Questions about fees">
        <p>
          If you are unsure which band or column applies to your manuscript, or you need an invoice in a particular
          form, please <TextLink to={paths.contact.getHref()}>contact us</TextLink> before you submit. The{' '}
          <TextLink to={paths.guidelines.author.getHref()}>author guidelines</TextLink> explain how to prepare your
          submission.
        </p>
      </GuidelineSection>
    </>
  );
}

export const processingFeeContent: GuidelineContent = {
  lead: 'Our journals are open access: a one-off charge, invoiced only after acceptance, replaces subscriptions. It depends on the manuscript type and your country’s income band.',
  Body: ProcessingFeeGuideline,
};
