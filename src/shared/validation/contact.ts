/**
 * The contact form (seed 000 §2 "Contact", §3 "Contact message", §5 "Contact", §7
 * `POST /api/contacts`).
 */
import { z } from 'zod';
import { DEFAULT_INQUIRY_TYPE, INQUIRY_TYPE_VALUES, INTAKE_LIMITS as L } from '../domain/intake';
import { email, optionalPhone, personName } from './fields';
import { boundedText } from './text';

/** Inquiry type: one of `INQUIRY_TYPES`, 'general' when missing, else 'Please select an inquiry type'. */
export const inquiryType = z
  .enum(INQUIRY_TYPE_VALUES, { error: 'Please select an inquiry type' })
  .default(DEFAULT_INQUIRY_TYPE);

/**
 * What the contact form sends (seed 000 §3, §7): firstName, lastName, email, phone ('' when
 * absent), inquiryType (default 'general'), message ('Message is required', 'Message must be
 * 2000 characters or less'). It is also the JSON body of `POST /api/contacts`.
 */
export const contactForm = z.object({
  firstName: personName,
  lastName: personName,
  email,
  phone: optionalPhone,
  inquiryType,
  message: boundedText('Message is required', L.contactMessageMax, 'Message must be 2000 characters or less'),
});
export type ContactFormInput = z.input<typeof contactForm>;
export type ContactForm = z.output<typeof contactForm>;

/** Message of the unticked privacy-policy checkbox (ours; the seed says only "required"). */
export const PRIVACY_CONSENT_REQUIRED = 'You must accept the privacy policy';

/**
 * The contact form as the page holds it: `contactForm` plus the privacy-policy checkbox
 * `privacyAccepted` (seed 000 §2, §5: required, and never sent to the server, so that the
 * server validates `contactForm` alone). Strip the checkbox before sending.
 */
export const contactFormWithConsent = contactForm.extend({
  privacyAccepted: z.literal(true, { error: PRIVACY_CONSENT_REQUIRED }),
});
export type ContactFormWithConsentInput = z.input<typeof contactFormWithConsent>;
