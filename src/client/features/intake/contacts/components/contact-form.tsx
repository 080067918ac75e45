/**
 * The contact form (seed 000 §2 "Contact", §4 "Contact form", §5 "Contact", §8 "Contact"):
 * first and last name, email, phone (optional), the message (max 2000, with a counter) and
 * the required privacy-policy checkbox, which is never sent. inquiryType is 'general' with
 * no visible input. Validation on blur with the shared schema; server field errors inline;
 * any other failure as a toast.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DEFAULT_INQUIRY_TYPE, INTAKE_LIMITS } from '../../../../../shared/domain/intake';
import { contactFormWithConsent } from '../../../../../shared/validation/contact';
import { paths } from '../../../../../shared/routes';
import { toast } from '../../../../components/ui/toast';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { CONTACT_EXCEPTION_DEFAULT, sendContact } from '../lib/send-contact';
import { TextAreaField, TextField } from '../../../../components/ui/form-fields';

type ContactInput = z.input<typeof contactFormWithConsent>;
type ContactOutput = z.output<typeof contactFormWithConsent>;

/**
 * Visible fields a server error may be attached to. inquiryType has no input: an error on it
 * (or on any other path) cannot be shown inline, so it gets the 'Failed to send' toast.
 */
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
type ContactField = (typeof FIELDS)[number];

const DEFAULTS = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  inquiryType: DEFAULT_INQUIRY_TYPE,
  message: '',
  // Unticked: the schema's input type only admits `true`, but the form starts (and resets) unticked.
  privacyAccepted: false as unknown as true,
} satisfies ContactInput;

export const CONTACT_SUCCESS_MESSAGE = 'Thanks, we received your message';

export function ContactForm() {
  const queryClient = useQueryClient();
  // One key per filled form: kept for retries of the same form, renewed after a success.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(contactFormWithConsent),
    mode: 'onBlur',
    defaultValues: DEFAULTS,
  });
  const messageLength = (useWatch({ control, name: 'message' }) ?? '').length;

  const onSubmit = async (values: ContactOutput) => {
    setSent(false);
    const outcome = await sendContact(values, idempotencyKey);
    switch (outcome.kind) {
      case 'success':
        reset(DEFAULTS);
        setIdempotencyKey(newIdempotencyKey());
        setSent(true);
        toast({ title: 'Message sent', description: 'We will respond within 24 hours.' });
        void queryClient.invalidateQueries({ queryKey: ['api', 'contacts'] });
        break;
      case 'field-errors': {
        let focused = false;
        for (const e of outcome.errors) {
          if ((FIELDS as readonly string[]).includes(e.path)) {
            setError(e.path as ContactField, { type: 'server', message: e.message }, { shouldFocus: !focused });
            focused = true;
          }
        }
        if (!focused) toast({ title: 'Failed to send', description: 'Unexpected response', variant: 'destructive' });
        break;
      }
      case 'unexpected':
        toast({ title: 'Failed to send', description: 'Unexpected response', variant: 'destructive' });
        break;
      case 'exception':
        toast({
          title: 'Failed to Send Message',
          description: outcome.message || CONTACT_EXCEPTION_DEFAULT,
          variant: 'destructive',
        });
        break;
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="contact-form-title" className="space-y-5">
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight">
        Send us a message
      </h2>
      <p className="text-sm text-slate-600">
        Fields marked <span className="text-red-700">*</span> are required.
      </p>
      <input type="hidden" {...register('inquiryType')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-first-name"
          label="First name"
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="contact-last-name"
          label="Last name"
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        id="contact-email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="contact-phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="International format starting with +, e.g. +14155552671"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextAreaField
        id="contact-message"
        label="Your query"
        required
        rows={6}
        maxLength={INTAKE_LIMITS.contactMessageMax}
        error={errors.message?.message}
        aside={
          <span className="text-xs text-slate-600" aria-live="polite">
            {messageLength}/{INTAKE_LIMITS.contactMessageMax}
          </span>
        }
        {...register('message')}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="contact-privacy"
            type="checkbox"
            aria-required="true"
            aria-invalid={errors.privacyAccepted ? true : undefined}
            aria-describedby={errors.privacyAccepted ? 'contact-privacy-error' : undefined}
            className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400 accent-brand-700"
            {...register('privacyAccepted')}
          />
          <label htmlFor="contact-privacy" className="text-sm text-slate-700">
            I have read and accept the{' '}
            <Link to={`${paths.policies.path}#privacy`} className="font-semibold text-brand-700 underline">
              privacy policy
            </Link>
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
        </div>
        {errors.privacyAccepted ? (
          <p id="contact-privacy-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
            {errors.privacyAccepted.message}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
      >
        {isSubmitting ? 'Sending Message...' : 'Send Message'}
      </button>
      <div aria-live="polite">
        {sent ? (
          <p className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
            {CONTACT_SUCCESS_MESSAGE}
          </p>
        ) : null}
      </div>
    </form>
  );
}
