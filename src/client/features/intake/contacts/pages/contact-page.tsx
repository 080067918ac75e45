/**
 * Contact Us (seed 000 §2 "Contact"): a hero, the contact details (support e-mail with the
 * 24-hour promise, editorial office phone and hours, postal address) and the contact form.
 */
import { PUBLISHER } from '../../../../../shared/domain/publisher';
import { STATIC_PAGE_META } from '../../../../../shared/seo/page-meta';
import { Container } from '../../../../components/ui/container';
import { ProsePageHeader } from '../../../../components/ui/prose-page';
import { usePageMeta } from '../../../../lib/page-meta';
import { ContactForm } from '../components/contact-form';

const META = STATIC_PAGE_META['/contact'];

function DetailCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-lg font-bold">{title}</h3>
      <div className="mt-2 space-y-1 text-base leading-7 text-slate-700">{children}</div>
    </div>
  );
}

export function ContactPage() {
  usePageMeta('Contact Us', META.description);
  const { address } = PUBLISHER;
  return (
    <>
      <ProsePageHeader title="Contact Us" eyebrow="Get in touch">
        <p>
          Questions about submitting, peer review, joining a board or publication fees? Write to us and the editorial
          office will answer {PUBLISHER.responseTime}.
        </p>
      </ProsePageHeader>

      <Container className="grid gap-12 py-14 sm:py-16 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-16">
        <section aria-labelledby="contact-details-title" className="space-y-5">
          <h2 id="contact-details-title" className="text-2xl font-bold tracking-tight">
            Contact details
          </h2>
          <DetailCard title="Email support">
            <p>
              <a href={`mailto:${PUBLISHER.email}`} className="font-semibold break-all text-brand-700 underline">
                {PUBLISHER.email}
              </a>
            </p>
            <p>We aim to reply with a response {PUBLISHER.responseTime}.</p>
          </DetailCard>
          <DetailCard title="Editorial office">
            <p>
              <a href={`tel:${PUBLISHER.phoneE164}`} className="font-semibold text-brand-700 underline">
                {PUBLISHER.phone}
              </a>
            </p>
            <p>{PUBLISHER.officeHours}</p>
          </DetailCard>
          <DetailCard title="Postal address">
            <address className="not-italic">
              {PUBLISHER.legalName}
              <br />
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
              <br />
              {address.country}
            </address>
          </DetailCard>
        </section>

        <section aria-label="Contact form" className="rounded-xl border border-slate-200 bg-slate-50/60 p-5 sm:p-8">
          <ContactForm />
        </section>
      </Container>
    </>
  );
}
