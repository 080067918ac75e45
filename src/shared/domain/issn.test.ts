// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { isValidIssn } from './issn';

describe('ISSN check character (ISO 3297)', () => {
  it('accepts registered ISSNs, including an X check character', () => {
    // Published ISSNs: Nature (0028-0836), The Lancet (0140-6736), eLife (2050-084X),
    // PLOS ONE (1932-6203), Hearing Research (0378-5955).
    for (const issn of ['0028-0836', '0140-6736', '2050-084X', '1932-6203', '0378-5955']) {
      expect(isValidIssn(issn), issn).toBe(true);
    }
  });

  it('refuses a wrong check character, a lower-case x and other forms', () => {
    for (const issn of ['0028-0837', '2050-0840', '2050-084x', '00280836', '0028-083', '0028 0836', 'abcd-efgh']) {
      expect(isValidIssn(issn), issn).toBe(false);
    }
  });
});
