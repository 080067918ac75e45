/**
 * ISSN (ISO 3297): "NNNN-NNNC", seven digits and a check character. The check character is
 * (11 − Σ digit·weight mod 11) mod 11 with weights 8…2, written "X" for 10.
 */

/** The form of an ISSN: four digits, a hyphen, three digits and a digit or X. */
export const ISSN_PATTERN = /^\d{4}-\d{3}[\dX]$/;

/** The check character of the seven digits `digits` ("0317847" → "1"). */
export function issnCheckCharacter(digits: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(digits[i]) * (8 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** True when `value` is "NNNN-NNNC" (upper-case X) and its check character is right. */
export function isValidIssn(value: string): boolean {
  if (!ISSN_PATTERN.test(value)) return false;
  const digits = value.slice(0, 4) + value.slice(5, 8);
  return issnCheckCharacter(digits) === value[8];
}
