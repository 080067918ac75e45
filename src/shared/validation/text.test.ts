// eslint-disable-next-line boundaries/dependencies -- the test runner: tests only, never shipped
import { describe, expect, it } from 'vitest';
import { checkFileName } from './files';
import { DISALLOWED_CHARACTERS, hasOnlyAllowedCharacters, optionalText, requiredText, text } from './text';

describe('characters PostgreSQL refuses', () => {
  it('finds NUL and unpaired surrogates, and keeps pairs (emoji) and other controls', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', 'a\ud83d'])
      expect(hasOnlyAllowedCharacters(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'Ada', '🙂', 'tab\there', 'Zürich', '\u0001'])
      expect(hasOnlyAllowedCharacters(good), good).toBe(true);
  });

  it('text() and the builders on it answer the one message, first and alone', () => {
    expect(
      text()
        .safeParse('a\u0000')
        .error?.issues.map((i) => i.message),
    ).toEqual([DISALLOWED_CHARACTERS]);
    expect(
      text('Required')
        .safeParse(3)
        .error?.issues.map((i) => i.message),
    ).toEqual(['Required']);
    expect(
      requiredText('Required')
        .max(2)
        .safeParse('\u0000\u0000\u0000')
        .error?.issues.map((i) => i.message),
    ).toEqual([DISALLOWED_CHARACTERS]);
    expect(
      optionalText(10, 'Too long')
        .safeParse('\ud800')
        .error?.issues.map((i) => i.message),
    ).toEqual([DISALLOWED_CHARACTERS]);
    expect(text().safeParse('fine 🙂').success).toBe(true);
  });

  it('refuses such a file name or type', () => {
    expect(checkFileName('manuscript', 'pa\u0000per.pdf', 'application/pdf')).toBe(DISALLOWED_CHARACTERS);
    expect(checkFileName('manuscript', 'paper.pdf', 'application/pdf\u0000')).toBe(DISALLOWED_CHARACTERS);
    expect(checkFileName('manuscript', 'paper.pdf', 'application/pdf')).toBeNull();
  });
});
