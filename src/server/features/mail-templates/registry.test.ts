/**
 * The registry of mail templates (decision 0053): every
 * registered mail's default renders with its sample values, uses exactly its declared
 * variables, keeps its required links in the body, and would pass the admin's own save rules.
 */
import { describe, expect, it } from 'vitest';
import { parseMailMessage } from '../../lib/mailer';
import { renderTemplate, variablesOf } from '../../lib/mail-template';
import { templatedMail } from './compose';
import { MAIL_TEMPLATES, templateDef, type MailTemplateKey } from './registry';
import { templateProblems } from './service';

const keys = Object.keys(MAIL_TEMPLATES) as MailTemplateKey[];
const samplesOf = (key: MailTemplateKey) =>
  Object.fromEntries(Object.entries(templateDef(key).variables).map(([name, v]) => [name, v.sample]));

describe.each(keys)('%s', (key) => {
  const def = templateDef(key);

  it('renders its default with the sample values into a valid mail', () => {
    const message = templatedMail(key, samplesOf(key) as never, { to: 'someone@example.org', ref: 'x:1' });
    expect(() => parseMailMessage(message)).not.toThrow();
    expect(message.subject).not.toMatch(/\{\{|\}\}/);
    expect(message.text).not.toMatch(/\{\{|\}\}/);
    expect(message.kind).toBe(def.mailKind);
    expect(message.template).toEqual({ key, values: samplesOf(key) });
  });

  it('uses every declared variable and no other, and would be accepted as a stored text', () => {
    const used = new Set([...variablesOf(def.subject), ...variablesOf(def.body)]);
    expect([...used].sort()).toEqual(Object.keys(def.variables).sort());
    expect(templateProblems(def, { subject: def.subject, body: def.body })).toEqual([]);
  });

  it('has a name, a description and one-line samples where the subject may use them', () => {
    expect(def.name.length).toBeGreaterThan(0);
    expect(def.description.length).toBeGreaterThan(0);
    for (const [name, v] of Object.entries(def.variables)) {
      expect(v.description, name).not.toBe('');
      if (!v.multiline) expect(v.sample, name).not.toMatch(/[\r\n]/);
    }
    expect(renderTemplate(def.subject, samplesOf(key))).not.toMatch(/[\r\n]/);
  });
});

describe('the rules of a stored text', () => {
  const reset = templateDef('auth.password_reset');
  it('name an unknown variable, a multi-line variable in the subject and a missing required link', () => {
    expect(templateProblems(reset, { subject: 'Hi {{nam}}', body: '{{resetLink}}' })).toEqual([
      expect.objectContaining({ path: 'subject', message: expect.stringContaining('{{nam}}') }),
    ]);
    expect(templateProblems(reset, { subject: 'Hi', body: 'no link' })).toEqual([
      expect.objectContaining({ path: 'body', message: expect.stringContaining('{{resetLink}}') }),
    ]);
    const notice = templateDef('intake.notice.contact');
    expect(templateProblems(notice, { subject: '{{message}}', body: 'x' })).toEqual([
      expect.objectContaining({ path: 'subject', message: expect.stringContaining('{{message}}') }),
    ]);
  });

  it('every mail that carries a token link requires it', () => {
    const required = (key: MailTemplateKey) =>
      Object.entries(templateDef(key).variables)
        .filter(([, v]) => v.required)
        .map(([n]) => n);
    expect(required('auth.password_reset')).toEqual(['resetLink']);
    expect(required('auth.verify_email')).toEqual(['verifyLink']);
    expect(required('auth.set_password')).toEqual(['setPasswordLink']);
    expect(required('workflow.invitation')).toEqual(['acceptLink', 'declineLink']);
    expect(required('workflow.reminder_unanswered')).toEqual(['acceptLink', 'declineLink']);
  });
});
