// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressLine2,
  city,
  cityField,
  email,
  hasValidOrcidChecksum,
  normalizeOrcid,
  optionalOrcid,
  optionalPhone,
  orcidCheckCharacter,
  password,
  passwordProblemWithEmail,
  personName,
  phone,
  postalCode,
  postalCodeField,
  streetAddress,
  streetAddressField,
} from './fields';

/** Messages of a failed parse, [] when it passes. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}
/** Parsed value of a parse that must pass. */
function valueOf(schema: z.ZodType, value: unknown): unknown {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`expected ${JSON.stringify(value)} to pass: ${r.error.message}`);
  return r.data;
}

describe('email (seed 000 §5)', () => {
  it('trims and lowercases', () => {
    expect(valueOf(email, '  Ada.Lovelace@Example.ORG ')).toBe('ada.lovelace@example.org');
    expect(valueOf(email, "o'brien+tag@uni.ac.uk")).toBe("o'brien+tag@uni.ac.uk");
  });
  it('5 characters is the minimum', () => {
    expect(valueOf(email, 'a@b.co')).toBe('a@b.co');
    expect(messagesOf(email, 'a@b.')).toEqual(['Email must be at least 5 characters long']);
    expect(messagesOf(email, '')).toEqual(['Email must be at least 5 characters long']);
    expect(messagesOf(email, '   ab   ')).toEqual(['Email must be at least 5 characters long']);
  });
  it('254 characters is the maximum', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.org`;
    expect(at254).toHaveLength(254);
    expect(valueOf(email, at254)).toBe(at254);
    expect(messagesOf(email, `x${at254}`)).toEqual(['Email must be 254 characters or less']);
  });
  it('rejects what is not an email address', () => {
    for (const bad of [
      'plainaddress',
      'ab@cd',
      'a b@c.org',
      'a@b.c',
      '.a@b.org',
      'a..b@c.org',
      'a@-b.org',
      'a@b_c.org',
    ]) {
      expect(messagesOf(email, bad), bad).toEqual(['Invalid email format']);
    }
  });
  it('a missing email is required', () => {
    expect(messagesOf(email, undefined)).toEqual(['Email is required']);
  });
});

describe('password rule (seed 000 §5, amended by decision 0013)', () => {
  it('accepts a password with every class, 8 to 128 characters', () => {
    expect(valueOf(password, 'Aa1!aaaa')).toBe('Aa1!aaaa');
    expect(valueOf(password, `Aa1!${'a'.repeat(124)}`)).toHaveLength(128);
  });
  it('gives one message per unmet rule', () => {
    expect(messagesOf(password, 'Aa1!aaa')).toEqual(['Min 8 characters']);
    expect(messagesOf(password, `Aa1!${'a'.repeat(125)}`)).toEqual(['Max 128 characters']);
    expect(messagesOf(password, 'AA1!AAAA')).toEqual(['Needs a lowercase letter']);
    expect(messagesOf(password, 'aa1!aaaa')).toEqual(['Needs an uppercase letter']);
    expect(messagesOf(password, 'Aab!aaaa')).toEqual(['Needs a number']);
    expect(messagesOf(password, 'Aa1aaaaa')).toEqual(['Needs a special character']);
  });
  it('allows spaces, and waives the character classes for passphrases of 20 characters or more', () => {
    expect(valueOf(password, 'Aa1! aaaa')).toBe('Aa1! aaaa');
    expect(messagesOf(password, 'correct horse battery')).toEqual([]);
    expect(messagesOf(password, 'correct horse batter')).toEqual([]); // 20
    expect(messagesOf(password, 'correct horse batte')).toEqual([
      'Needs an uppercase letter',
      'Needs a number',
      'Needs a special character',
    ]); // 19
    expect(messagesOf(password, ' '.repeat(129))).toEqual(['Max 128 characters']);
  });
  it('refuses a password containing the e-mail name (3 characters or more), in any case', () => {
    expect(passwordProblemWithEmail('My-Ada.Lovelace-99', 'ada.lovelace@example.org')).toBe(
      'Must not contain your e-mail address or its name',
    );
    expect(passwordProblemWithEmail('Str0ng-Pass!', 'ada.lovelace@example.org')).toBeNull();
    expect(passwordProblemWithEmail('Jo-Secret-99', 'jo@example.org')).toBeNull();
  });
  it('reports every unmet rule at once, length first', () => {
    expect(messagesOf(password, 'abc')).toEqual([
      'Min 8 characters',
      'Needs an uppercase letter',
      'Needs a number',
      'Needs a special character',
    ]);
  });
});

describe('phone, E.164 (seed 000 §5)', () => {
  const E164 = 'Use E.164 format, e.g. +14155552671';
  it('accepts E.164 numbers, with or without +', () => {
    expect(valueOf(phone, '+14155552671')).toBe('+14155552671');
    expect(valueOf(phone, '14155552671')).toBe('14155552671');
    expect(valueOf(phone, '+12')).toBe('+12');
    expect(valueOf(phone, '+123456789012345')).toBe('+123456789012345');
  });
  it('strips whitespace first', () => {
    expect(valueOf(phone, ' +1 415 555\t2671 ')).toBe('+14155552671');
    expect(valueOf(phone, '+44\u00a020 7946 0958')).toBe('+442079460958');
  });
  it('rejects a leading zero, too few or too many digits, other characters', () => {
    expect(messagesOf(phone, '0123')).toEqual([E164]);
    expect(messagesOf(phone, '+0123456')).toEqual([E164]);
    expect(messagesOf(phone, '+1')).toEqual([E164]);
    expect(messagesOf(phone, '+1234567890123456')).toEqual([E164]);
    expect(messagesOf(phone, '+1-415-555-2671')).toEqual([E164]);
    expect(messagesOf(phone, '(415) 555 2671')).toEqual([E164]);
    expect(messagesOf(phone, '++14155552671')).toEqual([E164]);
  });
  it('is required on the forms that ask for it', () => {
    expect(messagesOf(phone, '')).toEqual(['Phone is required']);
    expect(messagesOf(phone, '   ')).toEqual(['Phone is required']);
    expect(messagesOf(phone, undefined)).toEqual(['Phone is required']);
  });
  it('optional variant (contact): empty or missing is "", anything else is E.164', () => {
    expect(valueOf(optionalPhone, '')).toBe('');
    expect(valueOf(optionalPhone, '  ')).toBe('');
    expect(valueOf(optionalPhone, undefined)).toBe('');
    expect(valueOf(optionalPhone, '+1 415 555 2671')).toBe('+14155552671');
    expect(messagesOf(optionalPhone, '0123')).toEqual([E164]);
  });
});

describe('name (seed 000 §5)', () => {
  it('accepts accents, marks, apostrophes, hyphens, dots and commas', () => {
    for (const ok of [
      "O'Brien",
      'O’Brien',
      'José',
      'Nguyễn',
      'Jean-Luc',
      'Mary Ann',
      'J. R. R.',
      'Smith, Jr.',
      'Łukasz',
      'Zoë',
      '李',
      'Müller',
    ]) {
      expect(valueOf(personName, ok), ok).toBe(ok);
    }
  });
  it('accepts decomposed accents (marks) and stores NFC', () => {
    const decomposed = 'Nguye\u0302\u0303n';
    expect(valueOf(personName, decomposed)).toBe('Nguyễn');
  });
  it('trims', () => {
    expect(valueOf(personName, '  Ada  ')).toBe('Ada');
  });
  it('is required', () => {
    expect(messagesOf(personName, '')).toEqual(['Name is required']);
    expect(messagesOf(personName, '   ')).toEqual(['Name is required']);
    expect(messagesOf(personName, undefined)).toEqual(['Name is required']);
  });
  it('rejects digits, other symbols, a first character that is not a letter, over 100', () => {
    for (const bad of ['Ada2', 'R2-D2', 'Ada_Lovelace', 'Ada@home', "'Brien", '-Ada', '.Ada', 'Ada!']) {
      expect(messagesOf(personName, bad), bad).toEqual(['Invalid name']);
    }
    expect(valueOf(personName, 'a'.repeat(100))).toHaveLength(100);
    expect(messagesOf(personName, 'a'.repeat(101))).toEqual(['Invalid name']);
  });
});

describe('address (seed 000 §5)', () => {
  it('line 1 is required, at most 200', () => {
    expect(valueOf(streetAddress, ' 12 Marina Road, #4 ')).toBe('12 Marina Road, #4');
    expect(messagesOf(streetAddress, '')).toEqual(['Address is required']);
    expect(valueOf(streetAddress, 'a'.repeat(200))).toHaveLength(200);
    expect(messagesOf(streetAddress, 'a'.repeat(201))).toEqual(['Invalid address']);
  });
  it("the applications' required message", () => {
    expect(messagesOf(streetAddressField('Street address is required'), '  ')).toEqual(['Street address is required']);
  });
  it('line 2 is optional, at most 200', () => {
    expect(valueOf(addressLine2, '')).toBeUndefined();
    expect(valueOf(addressLine2, undefined)).toBeUndefined();
    expect(valueOf(addressLine2, ' Suite 4 ')).toBe('Suite 4');
    expect(messagesOf(addressLine2, 'a'.repeat(201))).toEqual(['Invalid address']);
  });
});

describe('city (seed 000 §5)', () => {
  it("accepts letters, spaces and . , ' -", () => {
    for (const ok of ['Lagos', 'São Paulo', "St. John's", "'s-Hertogenbosch", 'Washington, D.C.', 'Hà Nội', 'Zürich']) {
      expect(valueOf(city, ok), ok).toBe(ok);
    }
  });
  it('is required', () => {
    expect(messagesOf(city, '')).toEqual(['City is required']);
    expect(messagesOf(cityField('City is required'), undefined)).toEqual(['City is required']);
  });
  it('rejects digits, symbols, no letter at all, over 100', () => {
    for (const bad of ['District 9', 'Paris/Nord', 'Lagos!', '...', '-']) {
      expect(messagesOf(city, bad), bad).toEqual(['Invalid city']);
    }
    expect(valueOf(city, 'a'.repeat(100))).toHaveLength(100);
    expect(messagesOf(city, 'a'.repeat(101))).toEqual(['Invalid city']);
  });
});

describe('postal code (seed 000 §5)', () => {
  it('accepts 2 to 12 letters, digits, spaces, hyphens', () => {
    for (const ok of ['02139', 'SW1A 1AA', '101001', '1234-567', 'AB', 'A1B 2C3', '123456789012']) {
      expect(valueOf(postalCode, ok), ok).toBe(ok);
    }
  });
  it('under 2 characters', () => {
    expect(messagesOf(postalCode, '1')).toEqual(['Postal/ZIP code must be at least 2 characters long']);
    expect(messagesOf(postalCode, '')).toEqual(['Postal/ZIP code must be at least 2 characters long']);
  });
  it('over 12 characters or other characters', () => {
    expect(messagesOf(postalCode, '1234567890123')).toEqual(['Invalid postal/ZIP']);
    expect(messagesOf(postalCode, '021#39')).toEqual(['Invalid postal/ZIP']);
    expect(messagesOf(postalCode, '02139.')).toEqual(['Invalid postal/ZIP']);
    expect(messagesOf(postalCode, '--')).toEqual(['Invalid postal/ZIP']);
  });
  it("the applications' required message for an empty code", () => {
    const p = postalCodeField('ZIP/Postal code is required');
    expect(messagesOf(p, '')).toEqual(['ZIP/Postal code is required']);
    expect(messagesOf(p, '1')).toEqual(['Postal/ZIP code must be at least 2 characters long']);
  });
});

describe('ORCID (seed 000 §5)', () => {
  it('computes the ISO 7064 11,2 check character of real iDs', () => {
    expect(orcidCheckCharacter('0000-0002-1825-009')).toBe('7');
    expect(orcidCheckCharacter('0000-0001-5109-370')).toBe('0');
    expect(orcidCheckCharacter('0000-0002-9079-593')).toBe('X');
    expect(hasValidOrcidChecksum('0000-0002-1694-233X')).toBe(true);
    expect(hasValidOrcidChecksum('0000-0002-1825-0098')).toBe(false);
  });
  it('accepts valid iDs, bare or as an orcid.org URL, and normalises them', () => {
    expect(valueOf(optionalOrcid, '0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
    expect(valueOf(optionalOrcid, '0000-0001-5109-3700')).toBe('0000-0001-5109-3700');
    expect(valueOf(optionalOrcid, '0000-0002-9079-593X')).toBe('0000-0002-9079-593X');
    expect(valueOf(optionalOrcid, '0000-0002-9079-593x')).toBe('0000-0002-9079-593X');
    expect(valueOf(optionalOrcid, ' https://orcid.org/0000-0002-1825-0097 ')).toBe('0000-0002-1825-0097');
    expect(valueOf(optionalOrcid, 'http://orcid.org/0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
    expect(normalizeOrcid('orcid.org/0000-0002-1825-0097')).toBe('0000-0002-1825-0097');
  });
  it('is optional: empty or missing gives undefined', () => {
    expect(valueOf(optionalOrcid, '')).toBeUndefined();
    expect(valueOf(optionalOrcid, '  ')).toBeUndefined();
    expect(valueOf(optionalOrcid, undefined)).toBeUndefined();
  });
  it('bad format', () => {
    for (const bad of [
      '0000-0002-1825-009',
      '0000000218250097',
      '0000-0002-1825-00X7',
      'X000-0002-1825-0097',
      'https://example.org/0000-0002-1825-0097',
      'abcd-efgh-ijkl-mnop',
    ]) {
      expect(messagesOf(optionalOrcid, bad), bad).toEqual(['Invalid ORCID format']);
    }
  });
  it('bad checksum', () => {
    expect(messagesOf(optionalOrcid, '0000-0002-1825-0098')).toEqual(['Invalid ORCID checksum']);
    expect(messagesOf(optionalOrcid, '0000-0002-9079-5930')).toEqual(['Invalid ORCID checksum']);
    expect(messagesOf(optionalOrcid, 'https://orcid.org/0000-0001-5109-370X')).toEqual(['Invalid ORCID checksum']);
  });
});
