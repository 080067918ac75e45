/**
 * Mail templates with `{{variable}}` placeholders (see
 * docs/decisions/0044-decision-letters.md). Plain text in, plain text out: a value is inserted
 * as written, never read as a template itself (a reviewer who writes `{{title}}` gets those
 * characters), so substitution cannot inject anything. A mail with an HTML part must escape
 * the values itself; the templates here build plain-text mails only.
 */

/** `{{ name }}`: letters, digits and underscores, spaces around the name allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The variables a template uses, in order of first use, without repeats. */
export function variablesOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1]))];
}

/** The variables `template` uses that are not in `allowed` (empty: the template is valid). */
export function unknownVariables(template: string, allowed: readonly string[]): string[] {
  return variablesOf(template).filter((name) => !allowed.includes(name));
}

/**
 * Fills `template`'s placeholders from `values` in one pass (values are not scanned again).
 * @throws Error naming the variables `values` lacks: a template is checked against its allowed
 *   variables (`unknownVariables`) before it is stored, so this is a programming error.
 */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const missing = variablesOf(template).filter((name) => !Object.hasOwn(values, name));
  if (missing.length > 0) throw new Error(`Mail template variables without a value: ${missing.join(', ')}`);
  return template.replace(PLACEHOLDER, (_match, name: string) => values[name]);
}
