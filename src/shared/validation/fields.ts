/**
 * Field rules of seed 000 §5, each a zod schema carrying the seed's exact messages:
 * email, password, E.164 phone, name, address, city, postal code, ORCID. Where the seed gives
 * no message (a missing value, a too-long email, each missing password class) the wording is
 * ours and follows the seed's style.
 */
import { INTAKE_LIMITS as L } from '../domain/intake';
import { boundedLine, boundedText, optionalLine, requiredText, text } from './text';

/**
 * Email pattern: a dotted local part (letters, digits and _ % + ' -, no leading, trailing or
 * double dot), "@", one or more domain labels, a top-level domain of 2+ letters.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+'-]+(?:\.[A-Za-z0-9_%+'-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Email (seed 000 §5): trimmed, lowercased, 5 to 254 characters ('Email must be at least 5
 * characters long', 'Email must be 254 characters or less'), then 'Invalid email format'.
 */
export const email = text('Email is required')
  .trim()
  .toLowerCase()
  .min(L.emailMin, { error: 'Email must be at least 5 characters long', abort: true })
  .max(L.emailMax, { error: 'Email must be 254 characters or less', abort: true })
  .regex(EMAIL_PATTERN, { error: 'Invalid email format' });

/** From this length on, a password is a passphrase: the character-class rules are waived. */
export const PASSPHRASE_MIN = 20;

/**
 * Password rule (seed 000 §5, amended by docs/decisions/0013): 8 to 128 characters
 * ('Min 8 characters', 'Max 128 characters'). A password shorter than {@link PASSPHRASE_MIN}
 * needs a lowercase and an uppercase letter, a number and a special character (the seed's
 * rule); a passphrase of 20 or more characters needs none of them. Spaces are allowed
 * (the seed's 'No spaces allowed' is dropped so that passphrases work). Not trimmed. Every
 * unmet rule is reported (a checklist can show them all); a form shows the first. The server
 * also refuses common passwords, ones containing the e-mail's local part
 * ({@link passwordProblemWithEmail}) and ones its zxcvbn-ts estimate finds easy to guess
 * (features/accounts/common-passwords.ts).
 */
export const password = text('Min 8 characters')
  .min(L.passwordMin, { error: 'Min 8 characters' })
  .max(L.passwordMax, { error: 'Max 128 characters' })
  .superRefine((value, ctx) => {
    if (value.length >= PASSPHRASE_MIN) return;
    const rules: [RegExp, string][] = [
      [/\p{Ll}/u, 'Needs a lowercase letter'],
      [/\p{Lu}/u, 'Needs an uppercase letter'],
      [/\p{Nd}/u, 'Needs a number'],
      [/[^\p{L}\p{N}\s]/u, 'Needs a special character'],
    ];
    for (const [pattern, message] of rules) {
      if (!pattern.test(value)) ctx.addIssue({ code: 'custom', message });
    }
  });

/** The rule in a sentence, for the hint under a new-password field (signup, reset). */
export const PASSWORD_RULE_HINT =
  'At least 8 characters with a lowercase and an uppercase letter, a number and a special character, or a passphrase of 20 characters or more. Common and easily guessed passwords are refused.';

/** The message of a password that contains the account's e-mail name (decision 0013). */
export const PASSWORD_CONTAINS_EMAIL = 'Must not contain your e-mail address or its name';

/**
 * Checks a password against its account's address (decision 0013): it must not contain the
 * e-mail's local part (the part before @) when that part has 3 or more characters, in any case.
 * @returns the problem's message, or null
 */
export function passwordProblemWithEmail(password: string, email: string): string | null {
  const local = email.trim().toLowerCase().split('@')[0] ?? '';
  if (local.length >= 3 && password.toLowerCase().includes(local)) return PASSWORD_CONTAINS_EMAIL;
  return null;
}

/** E.164 after whitespace is stripped: optional +, first digit 1-9, 2 to 15 digits in all. */
export const E164_PATTERN = /^\+?[1-9]\d{1,14}$/;
export const PHONE_FORMAT_MESSAGE = 'Use E.164 format, e.g. +14155552671';
const stripWhitespace = (s: string) => s.replace(/\s+/g, '');

/**
 * Phone (seed 000 §5): whitespace stripped, then E.164 ('Use E.164 format, e.g.
 * +14155552671'). Empty or missing: 'Phone is required' (ours).
 */
export const phone = text('Phone is required')
  .overwrite(stripWhitespace)
  .min(1, { error: 'Phone is required', abort: true })
  .regex(E164_PATTERN, { error: PHONE_FORMAT_MESSAGE });

/**
 * Optional phone of the contact form (seed 000 §5 "Optional on contact", §7 "empty string
 * if absent"): '' or missing gives ''; anything else must be E.164.
 */
export const optionalPhone = text(PHONE_FORMAT_MESSAGE)
  .overwrite(stripWhitespace)
  .refine((v) => v === '' || E164_PATTERN.test(v), { error: PHONE_FORMAT_MESSAGE })
  .default('');

/**
 * Letters (\p{L}) and marks (\p{M}), spaces and . , ' - after a first letter. The typographic
 * apostrophe ’ is accepted with the straight one: phones type it for ' ("O’Brien").
 */
export const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .,'’-]*$/u;
const toNfc = (s: string) => s.normalize('NFC');

/**
 * Personal name, used for first and last names (seed 000 §5): 'Name is required'; at most
 * 100 characters, starting with a letter, letters, marks, spaces and . , ' - else 'Invalid
 * name'. Trimmed and put in Unicode NFC.
 */
export const personName = boundedText('Name is required', L.nameMax, 'Invalid name')
  .overwrite(toNfc)
  .regex(NAME_PATTERN, { error: 'Invalid name' });

/**
 * Street address, line 1 (seed 000 §5): required (`required`, by default 'Address is
 * required'; the applications say 'Street address is required'), at most 200 characters
 * ('Invalid address').
 */
export function streetAddressField(required = 'Address is required') {
  return boundedLine(required, L.addressMax, 'Invalid address');
}
export const streetAddress = streetAddressField();

/** Address line 2 (seed 000 §5 "line 2 optional"): at most 200 ('Invalid address'). */
export const addressLine2 = optionalLine(L.addressMax, 'Invalid address');

/** Letters, marks, spaces and . , ' - (at least one letter): "St. John's", "'s-Hertogenbosch". */
export const CITY_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} .,'’-]+$/u;

/**
 * City (seed 000 §5): 'City is required'; at most 100 characters of letters, spaces and
 * . , ' - else 'Invalid city'. Marks are accepted with letters (decomposed accents).
 */
export function cityField(required = 'City is required') {
  return boundedText(required, L.cityMax, 'Invalid city')
    .overwrite(toNfc)
    .regex(CITY_PATTERN, { error: 'Invalid city' });
}
export const city = cityField();

/** Latin letters, digits, spaces and hyphens, with at least one letter or digit. */
export const POSTAL_PATTERN = /^(?=.*[A-Za-z0-9])[A-Za-z0-9 -]+$/;
export const POSTAL_TOO_SHORT = 'Postal/ZIP code must be at least 2 characters long';

/**
 * Postal/ZIP code (seed 000 §5): 2 to 12 characters ('Postal/ZIP code must be at least 2
 * characters long'), letters, digits, spaces, hyphens ('Invalid postal/ZIP'). Empty gives
 * `required` when given (the applications' 'ZIP/Postal code is required'), else the
 * too-short message.
 */
export function postalCodeField(required: string = POSTAL_TOO_SHORT) {
  return requiredText(required)
    .min(L.postalMin, { error: POSTAL_TOO_SHORT, abort: true })
    .max(L.postalMax, { error: 'Invalid postal/ZIP', abort: true })
    .regex(POSTAL_PATTERN, { error: 'Invalid postal/ZIP' });
}
export const postalCode = postalCodeField();

/** Four groups of four digits, the last character a digit or X. */
export const ORCID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;
const ORCID_URL_PREFIX = /^(?:https?:\/\/)?(?:www\.)?orcid\.org\//i;

/**
 * ORCID iD in its bare form: trimmed, an `https://orcid.org/` (or `http://`, `orcid.org/`)
 * prefix removed, a final x upper-cased. Does not validate.
 */
export function normalizeOrcid(value: string): string {
  return value.trim().replace(ORCID_URL_PREFIX, '').toUpperCase();
}

/**
 * ISO 7064 MOD 11-2 check character of the first 15 digits of an ORCID iD ('0'-'9' or 'X').
 * Hyphens are ignored.
 */
export function orcidCheckCharacter(base: string): string {
  const digits = base.replace(/-/g, '').slice(0, 15);
  let total = 0;
  for (const d of digits) total = (total + Number(d)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** True when a well-formed bare ORCID iD carries the right check character. */
export function hasValidOrcidChecksum(id: string): boolean {
  return ORCID_PATTERN.test(id) && orcidCheckCharacter(id) === id.slice(-1);
}

/**
 * Optional ORCID iD (seed 000 §5): normalised (see `normalizeOrcid`), then 'Invalid ORCID
 * format' or 'Invalid ORCID checksum'. Empty or missing gives `undefined`.
 */
export const optionalOrcid = text('Invalid ORCID format')
  .overwrite(normalizeOrcid)
  .refine((v) => v === '' || ORCID_PATTERN.test(v), { error: 'Invalid ORCID format', abort: true })
  .refine((v) => v === '' || hasValidOrcidChecksum(v), { error: 'Invalid ORCID checksum' })
  .optional()
  .transform((v) => (v === '' ? undefined : v));
