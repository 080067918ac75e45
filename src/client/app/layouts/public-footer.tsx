import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PUBLISHER } from '../../../shared/domain/publisher';
import { Container } from '../../components/ui/container';
import { paths } from '../../../shared/routes';
import { BrandLink } from './brand-link';
import { StaticRegion } from '../../lib/static-region';

interface FooterLink {
  label: string;
  to: string;
}

const JOIN_US: readonly FooterLink[] = [
  { label: 'Join as Editor', to: paths.guidelines.joinEditor.getHref() },
  { label: 'Join as Associate Editor', to: paths.guidelines.joinAssociate.getHref() },
  { label: 'Join as Reviewer', to: paths.guidelines.joinReviewer.getHref() },
  { label: 'Editor Guidelines', to: paths.guidelines.editor.getHref() },
  { label: 'Reviewer Guidelines', to: paths.guidelines.reviewer.getHref() },
];

const FOR_AUTHORS: readonly FooterLink[] = [
  { label: 'Submit Manuscript', to: paths.submitManuscript.getHref() },
  { label: 'Author Guidelines', to: paths.guidelines.author.getHref() },
  { label: 'Manuscript Guidelines', to: paths.guidelines.manuscript.getHref() },
  { label: 'Peer Review Process', to: paths.guidelines.peerReview.getHref() },
  { label: 'Processing Fees', to: paths.guidelines.processingFee.getHref() },
];

const ABOUT: readonly FooterLink[] = [
  { label: 'About Us', to: paths.about.getHref() },
  { label: 'Open Access', to: paths.openAccess.getHref() },
  { label: 'Journals', to: paths.journals.getHref() },
  { label: 'FAQs', to: paths.faqs.getHref() },
];

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-accent-300">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/**
 * A footer link is a target of at least 24 × 24 CSS px (WCAG 2.2 SC 2.5.8 Target Size (Minimum),
 * decision 0099): a block of its line box (20 px at text-sm) and 2 px above and below; every
 * label is wider than 24 px. `TARGET_XS` is the same for the 16 px line of text-xs.
 */
const TARGET = 'inline-block py-0.5';
const TARGET_XS = 'inline-block py-1';

function LinkList({ links }: { links: readonly FooterLink[] }) {
  return (
    <ul className="space-y-1.5 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={`${TARGET} text-slate-200 hover:text-white hover:underline`}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Public footer (seed 000 §2 Footer): About, Join Us, For Authors, Contact; copyright. */
export function PublicFooter() {
  const { address } = PUBLISHER;
  return (
    <StaticRegion id="public-footer" as="footer" className="bg-brand-950 text-slate-200">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn title="About">
          <p className="mb-4 text-sm leading-relaxed text-slate-300">
            {PUBLISHER.legalName} publishes peer-reviewed journals that are free to read and free to reuse.
          </p>
          <LinkList links={ABOUT} />
        </FooterColumn>
        <FooterColumn title="Join Us">
          <LinkList links={JOIN_US} />
        </FooterColumn>
        <FooterColumn title="For Authors">
          <LinkList links={FOR_AUTHORS} />
        </FooterColumn>
        <FooterColumn title="Contact">
          <address className="space-y-3 text-sm not-italic leading-relaxed text-slate-300">
            <p>
              <span className="block text-slate-400">E-mail</span>
              <a
                href={`mailto:${PUBLISHER.email}`}
                className={`${TARGET} text-slate-100 hover:text-white hover:underline`}
              >
                {PUBLISHER.email}
              </a>
            </p>
            <p>
              <span className="block text-slate-400">Phone</span>
              <a
                href={`tel:${PUBLISHER.phoneE164}`}
                className={`${TARGET} text-slate-100 hover:text-white hover:underline`}
              >
                {PUBLISHER.phone}
              </a>
            </p>
            <p>
              <span className="block text-slate-400">Address</span>
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
              <br />
              {address.country}
            </p>
            <p className="text-slate-400">Editorial office: {PUBLISHER.officeHours}</p>
            <p>
              <Link
                to={paths.contact.getHref()}
                className={`${TARGET} font-semibold text-accent-300 hover:text-accent-400 hover:underline`}
              >
                Send us a message <span aria-hidden="true">→</span>
              </Link>
            </p>
          </address>
        </FooterColumn>
      </Container>
      <div className="border-t border-white/10">
        <Container className="flex flex-col gap-3 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <BrandLink inverted />
          <p>
            © {PUBLISHER.copyrightYear} {PUBLISHER.legalName}. All rights reserved.
          </p>
          <ul className="flex gap-4">
            <li>
              <Link to={paths.termsConditions.getHref()} className={`${TARGET_XS} hover:text-white hover:underline`}>
                Terms &amp; Conditions
              </Link>
            </li>
            <li>
              <Link to={paths.policies.getHref()} className={`${TARGET_XS} hover:text-white hover:underline`}>
                Policies
              </Link>
            </li>
          </ul>
        </Container>
      </div>
    </StaticRegion>
  );
}
