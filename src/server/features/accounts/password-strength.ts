/**
 * Password strength (docs/decisions/0013-address-verification.md; NIST SP 800-63B §5.1.1.2:
 * refuse values that are commonly used, expected or compromised): the zxcvbn-ts estimate
 * (`@zxcvbn-ts/core` with the common and English dictionaries and keyboard graphs), given
 * the account's name and address as words an attacker would try first. A score under
 * {@link MIN_PASSWORD_SCORE} (of 0–4; 3 is "safely unguessable: moderate protection from an
 * offline slow-hash scenario", about 10^10 guesses) is refused with zxcvbn's own warning and
 * suggestions. Passphrases of plain words with spaces score high and pass.
 *
 * Server only: the dictionaries are large (built once, lazily, ~1–3 s). The estimate runs on
 * the first {@link STRENGTH_MAX_LENGTH} characters with at most 16 l33t substitutions, which
 * bounds its cost to well under a second for any input (a longer password is at least as
 * strong as its beginning).
 */
import { ZxcvbnFactory, type FeedbackType } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/** The lowest zxcvbn score (0–4) a new password may have. */
export const MIN_PASSWORD_SCORE = 3;
/** Characters of a password the estimate looks at. */
export const STRENGTH_MAX_LENGTH = 64;
/** The start of the message of a password scoring under {@link MIN_PASSWORD_SCORE}. */
export const PASSWORD_TOO_WEAK = 'This password is too easy to guess.';

let factory: ZxcvbnFactory | undefined;

function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
    maxLength: STRENGTH_MAX_LENGTH,
    l33tMaxSubstitutions: 16,
  });
  return factory;
}

/**
 * The words of an account an attacker would try first: the name, its words, the address, its
 * local part and the local part's and domain's pieces (lower-cased, 3 characters or more).
 */
export function accountWords(account: { email: string; name?: string | null }): string[] {
  const email = account.email.trim().toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const name = (account.name ?? '').trim().toLowerCase();
  const words = [name, ...name.split(/[^\p{L}\p{N}]+/u), email, local, ...local.split(/[^\p{L}\p{N}]+/u)];
  words.push(...domain.split('.').slice(0, -1));
  return [...new Set(words.filter((w) => w.length >= 3))];
}

/**
 * The zxcvbn-ts estimate of `password` for `account`.
 * @returns the score (0–4) and zxcvbn's feedback (a warning or null, and suggestions)
 */
export function estimatePasswordStrength(
  password: string,
  account: { email: string; name?: string | null },
): { score: number; feedback: FeedbackType } {
  const result = estimator().check(password, accountWords(account));
  return { score: result.score, feedback: result.feedback };
}

/**
 * The problem with `password` as the new password of `account` by its estimate, or null:
 * {@link PASSWORD_TOO_WEAK} followed by zxcvbn's warning and suggestions.
 */
export function passwordStrengthProblem(
  password: string,
  account: { email: string; name?: string | null },
): string | null {
  const { score, feedback } = estimatePasswordStrength(password, account);
  if (score >= MIN_PASSWORD_SCORE) return null;
  const advice = [feedback.warning, ...feedback.suggestions].filter((s): s is string => !!s && s.trim() !== '');
  if (advice.length === 0) advice.push('Add more words that are less common.');
  return [PASSWORD_TOO_WEAK, ...advice].join(' ');
}
