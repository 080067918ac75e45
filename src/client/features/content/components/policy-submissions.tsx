import { PUBLISHER } from '../../../../shared/domain/publisher';
import { Prose, ProseSection } from '../../../components/ui/prose-page';
import { POLICY_SECTIONS } from '../content-links';
import { RECEIPT_TIME, REFUND_TIME } from '../policy-facts';

const MAILTO = `mailto:${PUBLISHER.email}`;

/** Withdrawal Policy (seed 000 §2 Policies): only before peer review; never once accepted or published. */
export function WithdrawalPolicy() {
  return (
    <ProseSection id={POLICY_SECTIONS.withdrawal} title="Withdrawal Policy">
      <Prose>
        <p>Reviewers and editors give their time to every manuscript we send out, so a withdrawal has to come early.</p>
        <ul>
          <li>
            <strong>Before peer review:</strong> you may withdraw your manuscript at no cost while it is still with the
            editorial office, before it has been sent to reviewers.
          </li>
          <li>
            <strong>Once peer review has begun:</strong> the manuscript can no longer be withdrawn. It stays in the
            process until the editors reach a decision.
          </li>
          <li>
            <strong>Accepted or published articles</strong> can never be withdrawn. A serious error in a published
            article is handled openly, by a published correction or, where the findings can no longer be relied on, a
            retraction decided by the editors.
          </li>
        </ul>
        <p>
          To withdraw, the corresponding author writes to <a href={MAILTO}>{PUBLISHER.email}</a> with the manuscript
          title, the reason for withdrawal and the agreement of all co-authors. We confirm the withdrawal by e-mail.
        </p>
      </Prose>
    </ProseSection>
  );
}

/** Refund and Cancellation Policy (seed 000 §2 Policies, FAQs): refunds credited within 10-14 business days. */
export function RefundPolicy() {
  return (
    <ProseSection id={POLICY_SECTIONS.refund} title="Refund and Cancellation Policy">
      <Prose>
        <p>
          The article processing charge pays for editing, peer review, production and permanent open-access hosting. It
          is invoiced only after your manuscript is accepted, and we e-mail a receipt within {RECEIPT_TIME} of your
          payment.
        </p>
        <h3>When we refund</h3>
        <ul>
          <li>You paid the same invoice twice, or paid more than the invoiced amount.</li>
          <li>A payment was taken in error, for example for a manuscript that had not been accepted.</li>
          <li>We are unable to publish an article for which the charge has been paid.</li>
        </ul>
        <p>
          Because accepted manuscripts cannot be withdrawn, a paid charge is otherwise not refundable, and an accepted
          article cannot be cancelled to recover it.
        </p>
        <h3>How to ask for a refund</h3>
        <p>
          Write to <a href={MAILTO}>{PUBLISHER.email}</a> with the invoice number, the payment receipt and the reason
          for your request. Once we approve a refund, the amount is credited to the original method of payment within{' '}
          <strong>{REFUND_TIME}</strong>. Your bank or card provider may take a little longer to show it on your
          statement.
        </p>
      </Prose>
    </ProseSection>
  );
}
