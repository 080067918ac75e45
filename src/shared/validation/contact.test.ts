// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { contactForm, contactFormWithConsent } from './contact';

const valid = {
  firstName: 'José',
  lastName: "D'Souza",
  email: ' Jose@Example.org ',
  message: '  Hello, I have a question.  ',
};
const messages = (over: Record<string, unknown>, schema = contactForm) => {
  const r = schema.safeParse({ ...valid, ...over });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('contact form (seed 000 §3, §5, §7)', () => {
  it('accepts a message without phone; phone "" and inquiryType general by default', () => {
    expect(contactForm.parse(valid)).toEqual({
      firstName: 'José',
      lastName: "D'Souza",
      email: 'jose@example.org',
      phone: '',
      inquiryType: 'general',
      message: 'Hello, I have a question.',
    });
  });
  it('phone is optional but must be E.164 when given', () => {
    expect(contactForm.parse({ ...valid, phone: '' }).phone).toBe('');
    expect(contactForm.parse({ ...valid, phone: '+44 20 7946 0958' }).phone).toBe('+442079460958');
    expect(messages({ phone: '020 7946 0958' })).toEqual({ phone: 'Use E.164 format, e.g. +14155552671' });
  });
  it('inquiryType: empty or unknown gives its message', () => {
    expect(messages({ inquiryType: '' })).toEqual({ inquiryType: 'Please select an inquiry type' });
    expect(messages({ inquiryType: 'spam' })).toEqual({ inquiryType: 'Please select an inquiry type' });
    expect(contactForm.parse({ ...valid, inquiryType: 'fees' }).inquiryType).toBe('fees');
  });
  it('message: required, at most 2000', () => {
    expect(messages({ message: '' })).toEqual({ message: 'Message is required' });
    expect(messages({ message: ' \n ' })).toEqual({ message: 'Message is required' });
    expect(messages({ message: 'm'.repeat(2000) })).toEqual({});
    expect(messages({ message: 'm'.repeat(2001) })).toEqual({ message: 'Message must be 2000 characters or less' });
  });
  it('names and email follow the field rules', () => {
    expect(messages({ firstName: '', lastName: 'L33t', email: 'ab' })).toEqual({
      firstName: 'Name is required',
      lastName: 'Invalid name',
      email: 'Email must be at least 5 characters long',
    });
  });
  it('the privacy checkbox is required on the page and not part of the server body', () => {
    expect(messages({}, contactFormWithConsent)).toEqual({ privacyAccepted: 'You must accept the privacy policy' });
    expect(messages({ privacyAccepted: false }, contactFormWithConsent)).toEqual({
      privacyAccepted: 'You must accept the privacy policy',
    });
    expect(contactFormWithConsent.parse({ ...valid, privacyAccepted: true }).privacyAccepted).toBe(true);
    expect(contactForm.parse({ ...valid, privacyAccepted: true })).not.toHaveProperty('privacyAccepted');
  });
});
