/**
 * The publisher's own details, shown in the footer and on contact pages (seed 000 §2
 * Footer, §9 contact promise). Invented but plausible; the phone number uses the
 * fictional 555-01xx range. Change them here only.
 */
export const PUBLISHER = {
  name: 'Genesis',
  legalName: 'Genesis Open Access Publishing',
  tagline: 'Open Access Academic Publishing Excellence',
  email: 'contact@genesispub.org',
  phone: '+1 (617) 555-0142',
  /** The phone number for `tel:` links (E.164). */
  phoneE164: '+16175550142',
  address: {
    street: '88 Scholars Way, Suite 300',
    city: 'Cambridge',
    region: 'MA',
    postalCode: '02139',
    country: 'United States',
    /** ISO 3166-1 alpha-2 code of `country` (ORCID's convening organisation, decision 0088). */
    countryCode: 'US',
  },
  /** Editorial office hours (seed 000 §9). */
  officeHours: 'Monday–Friday, 9 AM–6 PM EST',
  /** Contact promise (seed 000 §9). */
  responseTime: 'within 24 hours',
  copyrightYear: 2026,
} as const;
