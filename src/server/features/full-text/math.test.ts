/**
 * The minimal form of MathML (docs/decisions/0084-light-article-pages.md): what is left out
 * changes nothing MathML Core renders, and what changes the rendering is kept. Expectations from
 * MathML Core (W3C Recommendation draft 2023): `display` defaults to inline (§2.1.2); an
 * `mrow`'s single child is laid out as that child (§3.3.1), but an operator's form depends on
 * its place in its row (§3.2.4.2) and a script's base is measured as the base element (§3.4);
 * `displaystyle` only changes fractions, radicals, large operators, movable limits and tables
 * (§3.1.4, `math-style`); a multi-letter `mi` is upright without `mathvariant` (§3.2.3.1).
 */
import { describe, expect, it } from 'vitest';
import { renderFullText } from './render';

const NS = 'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:mml="http://www.w3.org/1998/Math/MathML"';

/** The HTML of a paragraph holding `inline`, as the renderer writes it. */
function inline(math: string, id = ''): string {
  const xml = `<?xml version="1.0"?><article ${NS}><front><article-meta/></front><body><p>A <inline-formula${id}>${math}</inline-formula>.</p></body></article>`;
  const result = renderFullText(xml, '10.5555/math.1');
  if (!result) throw new Error('no full text');
  return /<p>A (.*)\.<\/p>/.exec(result.html)?.[1] ?? result.html;
}

function display(math: string): string {
  const xml = `<?xml version="1.0"?><article ${NS}><front><article-meta/></front><body><disp-formula id="e1">${math}</disp-formula></body></article>`;
  const result = renderFullText(xml, '10.5555/math.1');
  if (!result) throw new Error('no full text');
  return /<math.*<\/math>/.exec(result.html)?.[0] ?? result.html;
}

describe('MathML in its minimal form', () => {
  it('writes an inline formula as its bare math element, without the default display or a wrapper', () => {
    expect(inline('<mml:math id="m1"><mml:mi>x</mml:mi></mml:math>')).toBe('<math><mi>x</mi></math>');
    // An id that links point to is kept, on the span that carries it.
    expect(inline('<mml:math><mml:mi>x</mml:mi></mml:math>', ' id="f1"')).toBe(
      '<span id="ft-f1"><math><mi>x</mi></math></span>',
    );
    expect(display('<mml:math><mml:mi>x</mml:mi></mml:math>')).toBe('<math display="block"><mi>x</mi></math>');
  });

  it('drops whitespace between elements but keeps the text of token elements', () => {
    expect(
      inline(
        '<mml:math>\n  <mml:mrow>\n    <mml:mi>a</mml:mi>\n    <mml:mtext> and </mml:mtext><mml:mi>b</mml:mi></mml:mrow>\n</mml:math>',
      ),
    ).toBe('<math><mi>a</mi><mtext> and </mtext><mi>b</mi></math>');
  });

  it('unwraps an mrow around a single row item, but not around an operator or a script base', () => {
    expect(
      inline('<mml:math><mml:mrow><mml:mi>a</mml:mi></mml:mrow><mml:mo>+</mml:mo><mml:mi>b</mml:mi></mml:math>'),
    ).toBe('<math><mi>a</mi><mo>+</mo><mi>b</mi></math>');
    // The "−" alone in its row is infix; moved into the outer row it would become a prefix.
    expect(inline('<mml:math><mml:mrow><mml:mo>−</mml:mo></mml:mrow><mml:mi>b</mml:mi></mml:math>')).toBe(
      '<math><mrow><mo>−</mo></mrow><mi>b</mi></math>',
    );
    // A subscripted operator is an embellished operator: kept in its row too.
    expect(
      inline(
        '<mml:math><mml:mrow><mml:msub><mml:mo>∑</mml:mo><mml:mi>i</mml:mi></mml:msub></mml:mrow><mml:mi>x</mml:mi></mml:math>',
      ),
    ).toBe('<math><mrow><msub><mo>∑</mo><mi>i</mi></msub></mrow><mi>x</mi></math>');
    // A script's base is measured as the element it is (a lone mi's italic correction).
    expect(
      inline('<mml:math><mml:msub><mml:mrow><mml:mi>f</mml:mi></mml:mrow><mml:mn>2</mml:mn></mml:msub></mml:math>'),
    ).toBe('<math><msub><mrow><mi>f</mi></mrow><mn>2</mn></msub></math>');
    // A row that is all of its parent's row gives the parent its items, in the same places…
    expect(
      inline('<mml:math><mml:mrow><mml:mrow><mml:mo>−</mml:mo><mml:mi>b</mml:mi></mml:mrow></mml:mrow></mml:math>'),
    ).toBe('<math><mo>−</mo><mi>b</mi></math>');
    // …but a row of several items beside others stays a group (its "−" is a prefix there, infix outside).
    expect(
      inline('<mml:math><mml:mi>a</mml:mi><mml:mrow><mml:mo>−</mml:mo><mml:mi>b</mml:mi></mml:mrow></mml:math>'),
    ).toBe('<math><mi>a</mi><mrow><mo>−</mo><mi>b</mi></mrow></math>');
    // An mrow with attributes is not a plain row.
    expect(inline('<mml:math><mml:mrow mathvariant="bold"><mml:mi>a</mml:mi></mml:mrow></mml:math>')).toBe(
      '<math><mrow mathvariant="bold"><mi>a</mi></mrow></math>',
    );
  });

  it('drops a top-level mstyle that restates the style, and keeps one that changes how the formula is laid out', () => {
    const style = (inner: string) =>
      `<mml:math><mml:mstyle displaystyle="true" scriptlevel="0">${inner}</mml:mstyle></mml:math>`;
    expect(inline(style('<mml:mrow><mml:mi>α</mml:mi></mml:mrow>'))).toBe('<math><mi>α</mi></math>');
    expect(inline(style('<mml:msub><mml:mi>x</mml:mi><mml:mn>1</mml:mn></mml:msub>'))).toBe(
      '<math><msub><mi>x</mi><mn>1</mn></msub></math>',
    );
    // A fraction or a large operator is drawn larger in display style: the inline formula keeps it.
    expect(inline(style('<mml:mfrac><mml:mi>a</mml:mi><mml:mi>b</mml:mi></mml:mfrac>'))).toBe(
      '<math><mstyle displaystyle="true" scriptlevel="0"><mfrac><mi>a</mi><mi>b</mi></mfrac></mstyle></math>',
    );
    expect(inline(style('<mml:mo>∑</mml:mo><mml:mi>x</mml:mi>'))).toBe(
      '<math><mstyle displaystyle="true" scriptlevel="0"><mo>∑</mo><mi>x</mi></mstyle></math>',
    );
    // A displayed formula is in display style already.
    expect(display(style('<mml:mfrac><mml:mi>a</mml:mi><mml:mi>b</mml:mi></mml:mfrac>'))).toBe(
      '<math display="block"><mfrac><mi>a</mi><mi>b</mi></mfrac></math>',
    );
    // A script level other than 0 is a change (smaller type).
    expect(inline('<mml:math><mml:mstyle scriptlevel="1"><mml:mi>x</mml:mi></mml:mstyle></mml:math>')).toBe(
      '<math><mstyle scriptlevel="1"><mi>x</mi></mstyle></math>',
    );
  });

  it('drops mathvariant="normal" on a multi-letter identifier only', () => {
    expect(
      inline('<mml:math><mml:mi mathvariant="normal">cos</mml:mi><mml:mi mathvariant="normal">d</mml:mi></mml:math>'),
    ).toBe('<math><mi>cos</mi><mi mathvariant="normal">d</mi></math>');
  });
});
