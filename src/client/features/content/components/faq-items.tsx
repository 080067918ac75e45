/**
 * The 17 questions of the FAQs page (seed 000 §2 FAQs), in four groups and numbered
 * through. The seed's facts: publishing times, no limit on manuscripts or authors, the
 * mandatory fee (negotiable for board members), board applications, double-blind review,
 * receipts, open access and reprints. The other answers restate our published policies.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { CC_BY_NAME, CC_BY_URL, policyHref } from '../content-links';
import {
  MIN_UNIQUE_CONTENT,
  PAGE_LIMITS,
  PUBLISHING_TIME,
  RECEIPT_TIME,
  REFUND_TIME,
  REJECTION_PLAGIARISM,
  SIMILARITY_LIMIT,
} from '../policy-facts';

/** One question: `id` is its fragment (`/faqs#faq-publishing-time` opens it). */
export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

/** A titled group of questions. */
export interface FaqGroup {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

const SUBMITTING: FaqGroup = {
  id: 'submitting',
  title: 'Submitting a Manuscript',
  items: [
    {
      id: 'faq-submit-without-account',
      question: 'Do I need an account to submit a manuscript?',
      answer: (
        <p>
          No. Fill in the <Link to={paths.submitManuscript.getHref()}>online manuscript submission form</Link> with your
          details, the journal, the article type, the title and abstract, and upload your files. We confirm receipt and
          contact you by e-mail at every later step.
        </p>
      ),
    },
    {
      id: 'faq-manuscript-format',
      question: 'How should I prepare my manuscript?',
      answer: (
        <p>
          Send your manuscript in Microsoft Word format, written in English, in Times New Roman 12 pt with 1.5 line
          spacing. The <Link to={paths.guidelines.manuscript.getHref()}>manuscript guidelines</Link> give the required
          structure, from title and abstract to references, and the{' '}
          <Link to={paths.guidelines.author.getHref()}>author guidelines</Link> cover figures, references and
          declarations.
        </p>
      ),
    },
    {
      id: 'faq-manuscript-limit',
      question: 'Is there a limit on the number of manuscripts I can submit?',
      answer: (
        <p>
          No. You may submit as many manuscripts as you wish, to one journal or to several. Each one is assessed on its
          own merits.
        </p>
      ),
    },
    {
      id: 'faq-author-limit',
      question: 'Is there a limit on the number of authors of a manuscript?',
      answer: (
        <p>
          No, there is no limit on the number of authors. Everyone listed should have made a substantial contribution to
          the work and approved the final version.
        </p>
      ),
    },
    {
      id: 'faq-page-limits',
      question: 'How long may my manuscript be?',
      answer: (
        <>
          <p>Each article type has a maximum length in manuscript pages:</p>
          <ul>
            {PAGE_LIMITS.map((limit) => (
              <li key={limit.type}>
                {limit.type}: {limit.pages} pages
              </li>
            ))}
          </ul>
          <p>
            See the <Link to={policyHref('pageLimits')}>page limits policy</Link> for how pages are counted.
          </p>
        </>
      ),
    },
  ],
};

const REVIEW: FaqGroup = {
  id: 'review-publication',
  title: 'Peer Review and Publication',
  items: [
    {
      id: 'faq-peer-review',
      question: 'What type of peer review do your journals use?',
      answer: (
        <p>
          All our journals use double-blind peer review: the reviewers do not know who the authors are, and the authors
          do not know who the reviewers are. Read about each stage in our{' '}
          <Link to={paths.guidelines.peerReview.getHref()}>peer review process</Link>.
        </p>
      ),
    },
    {
      id: 'faq-publishing-time',
      question: 'How long does it take to publish an article?',
      answer: (
        <>
          <ul>
            <li>
              Short notes, case reports and case series: <strong>{PUBLISHING_TIME.short}</strong>.
            </li>
            <li>
              Research articles and review articles: <strong>{PUBLISHING_TIME.full}</strong>.
            </li>
          </ul>
          <p>These times run from submission to publication and assume that revisions are returned promptly.</p>
        </>
      ),
    },
    {
      id: 'faq-plagiarism',
      question: 'Do you check manuscripts for plagiarism?',
      answer: (
        <p>
          Yes, every manuscript, before it is sent to peer review. We ask for a similarity score of no more than{' '}
          {SIMILARITY_LIMIT}, excluding cited references. An article must contain at least {MIN_UNIQUE_CONTENT} unique
          content, and more than {REJECTION_PLAGIARISM} plagiarism may lead to rejection. See our{' '}
          <Link to={policyHref('plagiarism')}>plagiarism policy</Link>.
        </p>
      ),
    },
    {
      id: 'faq-withdrawal',
      question: 'Can I withdraw my manuscript after submitting it?',
      answer: (
        <p>
          Only before peer review begins. Once the manuscript has been sent to reviewers it can no longer be withdrawn,
          and accepted or published articles are never withdrawn. Our{' '}
          <Link to={policyHref('withdrawal')}>withdrawal policy</Link> explains how to ask.
        </p>
      ),
    },
  ],
};

const FEES: FaqGroup = {
  id: 'fees-payments',
  title: 'Fees and Payments',
  items: [
    {
      id: 'faq-publication-fee',
      question: 'Is there a publication fee?',
      answer: (
        <p>
          Yes. An article processing charge is mandatory for every accepted article, since it funds peer review,
          production and free access for readers. The amount varies by article type and by the country of the authors,
          and it is invoiced only after acceptance. See the{' '}
          <Link to={paths.guidelines.processingFee.getHref()}>article processing charges</Link>.
        </p>
      ),
    },
    {
      id: 'faq-fee-reduction',
      question: 'Can the publication fee be reduced?',
      answer: (
        <p>
          For members of our editorial and reviewer boards, the fee is negotiable: mention your board membership when
          you submit and the editorial office will discuss it with you. Authors from lower-income countries pay a lower
          fee, as the <Link to={paths.guidelines.processingFee.getHref()}>processing fee table</Link> shows.
        </p>
      ),
    },
    {
      id: 'faq-payment-receipt',
      question: 'When will I receive my payment receipt?',
      answer: <p>We e-mail your receipt within {RECEIPT_TIME} of receiving your payment.</p>,
    },
    {
      id: 'faq-refund',
      question: 'How long does a refund take?',
      answer: (
        <p>
          Once we approve a refund, the amount is credited to your original method of payment within {REFUND_TIME}. The{' '}
          <Link to={policyHref('refund')}>refund and cancellation policy</Link> lists when a refund applies.
        </p>
      ),
    },
  ],
};

const ACCESS: FaqGroup = {
  id: 'access-boards',
  title: 'Access, Reprints and Board Membership',
  items: [
    {
      id: 'faq-open-access',
      question: 'Are your articles free to read?',
      answer: (
        <p>
          Yes. All our journals are open access: every article is free to read, download and share from the day it is
          published, with no subscription. Learn <Link to={paths.openAccess.getHref()}>why we publish open access</Link>
          .
        </p>
      ),
    },
    {
      id: 'faq-reuse',
      question: 'May I reuse a published article?',
      answer: (
        <p>
          Yes, under the license shown on the article&rsquo;s page. Unless it says otherwise, that is the{' '}
          <a href={CC_BY_URL} rel="license">
            {CC_BY_NAME}
          </a>
          , which allows any use if you credit the authors and the original publication.
        </p>
      ),
    },
    {
      id: 'faq-reprints',
      question: 'Do you provide printed reprints?',
      answer: (
        <p>
          Reprints are provided only on request. <Link to={paths.contact.getHref()}>Contact us</Link> with the article
          title, the number of copies and the delivery address, and we will send you a quote.
        </p>
      ),
    },
    {
      id: 'faq-join-board',
      question: 'How can I join an editorial or reviewer board?',
      answer: (
        <>
          <p>
            Apply online with a short biography, a CV and a recent photograph. Choose the form for the role you want:
          </p>
          <ul>
            <li>
              <Link to={paths.guidelines.joinEditor.getHref()}>apply to join as an editor</Link>
            </li>
            <li>
              <Link to={paths.guidelines.joinAssociate.getHref()}>apply to join as an associate editor</Link>
            </li>
            <li>
              <Link to={paths.guidelines.joinReviewer.getHref()}>apply to join as a reviewer</Link>
            </li>
          </ul>
        </>
      ),
    },
  ],
};

/** All groups, in page order: 5 + 4 + 4 + 4 = 17 questions. */
export const FAQ_GROUPS: readonly FaqGroup[] = [SUBMITTING, REVIEW, FEES, ACCESS];
