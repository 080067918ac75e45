import { Link } from 'react-router';
import { paths } from '../../../../shared/routes';
import { Prose, ProseSection } from '../../../components/ui/prose-page';
import { ProseTable } from '../../../components/ui/prose-table';
import { CC_BY_NAME, CC_BY_URL, POLICY_SECTIONS } from '../content-links';
import { MIN_UNIQUE_CONTENT, PAGE_LIMITS, REJECTION_PLAGIARISM, SIMILARITY_LIMIT } from '../policy-facts';

/** Plagiarism Policy (seed 000 §2 Policies): 70% unique content; above 30% may be rejected; checked before review. */
export function PlagiarismPolicy() {
  return (
    <ProseSection id={POLICY_SECTIONS.plagiarism} title="Plagiarism Policy">
      <Prose>
        <p>
          Plagiarism, presenting someone else&rsquo;s words, data or ideas as your own, including reusing your own
          published work without citing it, is serious misconduct. We do not tolerate it.
        </p>
        <ul>
          <li>
            <strong>Checked before review.</strong> Every manuscript is screened with similarity-detection software
            before it is sent to peer review. Manuscripts that fail the check are not reviewed.
          </li>
          <li>
            <strong>At least {MIN_UNIQUE_CONTENT} unique content.</strong> An article must consist of at least{' '}
            {MIN_UNIQUE_CONTENT} original content. More than {REJECTION_PLAGIARISM} plagiarism may lead to rejection.
          </li>
          <li>
            <strong>Our target is stricter.</strong> We ask authors to keep the similarity score at or below{' '}
            {SIMILARITY_LIMIT}, excluding properly cited references, as our plagiarism guidelines describe.
          </li>
        </ul>
        <p>
          Misconduct discovered at any stage may lead to rejection, to a ban on future submissions and, for a published
          article, to retraction. Read the <Link to={paths.guidelines.plagiarism.getHref()}>plagiarism guidelines</Link>{' '}
          for how we screen manuscripts and what authors can do to avoid problems.
        </p>
      </Prose>
    </ProseSection>
  );
}

/** Page limits (seed 000 §2 Policies): research 45, review 25, case series 8, case report 4. */
export function PageLimits() {
  return (
    <ProseSection id={POLICY_SECTIONS.pageLimits} title="Page Limits">
      <Prose>
        <p>
          Each article type has a maximum length, counted in manuscript pages formatted as our{' '}
          <Link to={paths.guidelines.manuscript.getHref()}>manuscript guidelines</Link> describe (Times New Roman 12 pt,
          1.5 line spacing), including references, tables and figures.
        </p>
      </Prose>
      <ProseTable
        className="mt-6 max-w-xl"
        caption="Maximum length by article type"
        columns={['Article type', 'Maximum pages']}
        numeric={[1]}
        rows={PAGE_LIMITS.map((limit) => [limit.type, limit.pages])}
      />
      <Prose className="mt-6">
        <p>
          If your manuscript is longer, shorten it before you submit, or ask the editorial office whether an exception
          can be made.
        </p>
      </Prose>
    </ProseSection>
  );
}

/** Copyright and licensing: every article carries its own license; CC BY 4.0 unless it says otherwise. */
export function LicensingPolicy() {
  return (
    <ProseSection id={POLICY_SECTIONS.licensing} title="Copyright and Licensing">
      <Prose>
        <p>
          All Genesis articles are open access. Each article states its license on its article page, and that statement
          governs how the article may be used. Unless an article says otherwise, it is published under the{' '}
          <a href={CC_BY_URL} rel="license">
            {CC_BY_NAME}
          </a>
          , which lets anyone share and adapt it for any purpose, provided the authors and the original publication are
          credited.
        </p>
        <p>
          Authors are responsible for obtaining permission to reproduce figures, tables or text owned by others, and for
          stating that permission in the manuscript.
        </p>
      </Prose>
    </ProseSection>
  );
}
