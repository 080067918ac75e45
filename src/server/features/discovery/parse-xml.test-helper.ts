/**
 * Test helper for the discovery documents (sitemaps, feeds): parses XML with xmldom and fails
 * the test on any parser error or warning.
 */
import { DOMParser } from '@xmldom/xmldom';
import { expect } from 'vitest';

/** The parsed document of `xml`; the calling test fails if the parser reported anything. */
export function parseXmlStrictly(xml: string) {
  const errors: string[] = [];
  const doc = new DOMParser({ onError: (level, message) => void errors.push(`${level}: ${message}`) }).parseFromString(
    xml,
    'application/xml',
  );
  expect(errors).toEqual([]);
  return doc;
}
