/**
 * The JATS → HTML renderer on small documents written from JATS 1.3 and the list
 * (docs/decisions/0022-jats-full-text.md: body → HTML, references, safety).
 */
import { describe, expect, it } from 'vitest';
import { renderFullText } from './render';

const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:mml="http://www.w3.org/1998/Math/MathML"';

function jats(body: string, back = '', front = '') {
  return `<?xml version="1.0"?><article ${XLINK}><front><article-meta>${front}</article-meta></front><body>${body}</body><back>${back}</back></article>`;
}

function render(body: string, back = '', front = '') {
  const result = renderFullText(jats(body, back, front), '10.5555/article.1');
  if (!result) throw new Error('no full text');
  return result;
}

describe('sections and headings', () => {
  it('numbers nested sections, gives h2 to top sections and lists them in the table of contents', () => {
    const { html, toc } = render(
      '<sec id="s1"><title>Introduction</title><p>One.</p></sec>' +
        '<sec id="s2"><title>Methods</title><sec id="s2a"><title>Design</title><p>Two.</p></sec></sec>',
    );
    expect(html).toContain(
      '<section class="jats-sec" id="ft-s1"><h2><span class="jats-sec-number">1</span> Introduction</h2>',
    );
    expect(html).toContain('<h3><span class="jats-sec-number">2.1</span> Design</h3>');
    expect(toc).toEqual([
      { id: 'ft-s1', number: '1', title: 'Introduction', level: 1 },
      { id: 'ft-s2', number: '2', title: 'Methods', level: 1 },
      { id: 'ft-s2a', number: '2.1', title: 'Design', level: 2 },
    ]);
  });

  it('keeps inline formatting and splits a paragraph around a list', () => {
    const { html } = render(
      '<p><italic>a</italic> <bold>b</bold> H<sub>2</sub>O x<sup>2</sup> <sc>sc</sc> <monospace>m</monospace> ' +
        '<ext-link ext-link-type="uri" xlink:href="https://example.org/">site</ext-link>' +
        '<list list-type="order"><list-item><p>first</p></list-item></list> after</p>',
    );
    expect(html).toContain(
      '<i>a</i> <b>b</b> H<sub>2</sub>O x<sup>2</sup> <span class="jats-sc">sc</span> <code>m</code>',
    );
    expect(html).toContain(
      '<a href="https://example.org/">site</a></p><ol class="jats-list"><li><p>first</p></li></ol><p>after</p>',
    );
  });

  it('renders block quotes, boxed text and definition lists', () => {
    const { html } = render(
      '<disp-quote><p>Quoted.</p></disp-quote><boxed-text id="box1"><caption><title>Box 1</title></caption><p>Boxed.</p></boxed-text>' +
        '<def-list><def-item><term>DNA</term><def><p>deoxyribonucleic acid</p></def></def-item></def-list>',
    );
    expect(html).toContain('<blockquote class="jats-quote"><p>Quoted.</p></blockquote>');
    expect(html).toContain('<div class="jats-box" id="ft-box1"><p class="jats-box-title">Box 1</p><p>Boxed.</p></div>');
    expect(html).toContain('<dl class="jats-def-list"><dt>DNA</dt><dd><p>deoxyribonucleic acid</p></dd></dl>');
  });
});

describe('figures, tables and formulas', () => {
  it('gives a figure its label and caption, and links to its DOI when the image is not here', () => {
    const { html } = render(
      '<p>See <xref ref-type="fig" rid="f1">Fig 1</xref>.</p><fig id="f1"><object-id pub-id-type="doi">10.5555/article.1.g001</object-id>' +
        '<label>Fig 1</label><caption><title>A <italic>title</italic>.</title><p>Text.</p></caption><graphic xlink:href="f1.tif"/></fig>',
    );
    expect(html).toContain('See <a class="jats-xref" href="#ft-f1">Fig 1</a>.');
    expect(html).toContain(
      '<figure class="jats-fig" id="ft-f1"><figcaption><p class="jats-caption-head"><span class="jats-label">Fig 1.</span> <span class="jats-caption-title">A <i>title</i>.</span></p><p>Text.</p>',
    );
    expect(html).toContain(
      '<a href="https://doi.org/10.5555/article.1.g001">View the image of Fig 1 at the publisher</a>',
    );
  });

  it('renders a table with spans, footnotes and a focusable scrolling region', () => {
    const { html } = render(
      '<table-wrap id="t1"><label>Table 1</label><caption><title>Counts.</title></caption><table><thead><tr><th colspan="2">Group</th></tr></thead>' +
        '<tbody><tr><td rowspan="2" align="center">a<xref ref-type="table-fn" rid="tf1">*</xref></td><td>1</td></tr><tr><td>2</td></tr></tbody></table>' +
        '<table-wrap-foot><fn id="tf1"><label>*</label><p>A note.</p></fn></table-wrap-foot></table-wrap>',
    );
    expect(html).toContain('<div class="jats-table-scroll" role="region" tabindex="0" aria-label="Table 1"><table>');
    expect(html).toContain('<th colspan="2">Group</th>');
    expect(html).toContain(
      '<td rowspan="2" class="jats-align-center">a<a class="jats-xref" href="#ft-tf1"><sup>*</sup></a></td>',
    );
    expect(html).toContain(
      '<div class="jats-table-foot"><ul class="jats-footnotes"><li id="ft-tf1"><p><span class="jats-fn-label">*</span> A note.</p></li></ul></div>',
    );
  });

  it('writes MathML natively (mfenced made MathML Core) and converts TeX with Temml', () => {
    const { html } = render(
      '<disp-formula id="e1"><label>(1)</label><mml:math><mml:mfenced><mml:mi>x</mml:mi><mml:mi>y</mml:mi></mml:mfenced></mml:math></disp-formula>' +
        '<p>Inline <inline-formula><tex-math>\\frac{a}{b}</tex-math></inline-formula>.</p>',
    );
    expect(html).toContain(
      '<div class="jats-disp-formula" id="ft-e1" tabindex="0"><math display="block"><mo fence="true">(</mo><mi>x</mi><mo separator="true">,</mo><mi>y</mi><mo fence="true">)</mo></math><span class="jats-formula-label">(1)</span></div>',
    );
    expect(html).toMatch(/<p>Inline <math[^>]*><mfrac><mi>a<\/mi><mi>b<\/mi><\/mfrac><\/math>.<\/p>/);
  });
});

describe('references', () => {
  const refs =
    '<ref-list><title>References</title>' +
    '<ref id="r1"><label>1</label><element-citation publication-type="journal"><person-group person-group-type="author"><name><surname>Yamashita</surname><given-names>Yukiko M</given-names></name><name><surname>Fuller</surname><given-names>MT</given-names></name></person-group>' +
    '<article-title>Asymmetric stem cell division</article-title><source>Cell</source><year>2016</year><volume>165</volume><issue>2</issue><fpage>10</fpage><lpage>20</lpage>' +
    '<pub-id pub-id-type="doi">10.1016/j.cell.2016.01.001</pub-id><pub-id pub-id-type="pmid">123456</pub-id><pub-id pub-id-type="pmcid">PMC654321</pub-id></element-citation></ref>' +
    '<ref id="r2"><label>2</label><mixed-citation publication-type="journal"><name><surname>Chapman</surname> <given-names>T</given-names></name>. <article-title>Lab automation</article-title>. <source>Nature</source>. <year>2003</year>;<volume>421</volume>: <fpage>661</fpage>–<lpage>666</lpage>. <comment>doi: <ext-link ext-link-type="uri" xlink:href="http://dx.doi.org/10.1038/421661a">10.1038/421661a</ext-link></comment> <object-id pub-id-type="pmid">12571603</object-id></mixed-citation></ref>' +
    '<ref id="r3"><mixed-citation>World Health Organization, untagged report text, 2010.</mixed-citation></ref>' +
    '</ref-list>';

  it('formats element-citation and mixed-citation in one style, with DOI, PubMed and PMC ids', () => {
    const { references } = render('<p>Cited <xref ref-type="bibr" rid="r1">1</xref>.</p>', refs);
    expect(references.map((r) => [r.number, r.html, r.doi, r.pmid, r.pmcid])).toEqual([
      [
        1,
        'Yamashita YM, Fuller MT. Asymmetric stem cell division. <i>Cell</i>. 2016;165(2):10–20.',
        '10.1016/j.cell.2016.01.001',
        '123456',
        'PMC654321',
      ],
      [2, 'Chapman T. Lab automation. <i>Nature</i>. 2003;421:661–666.', '10.1038/421661a', '12571603', null],
      [3, 'World Health Organization, untagged report text, 2010.', null, null, null],
    ]);
  });

  it('links in-text citations to their reference, and each reference back to them', () => {
    const { html, references } = render(
      '<p>A <xref ref-type="bibr" rid="r1">1</xref>, B <xref ref-type="bibr" rid="r1 r2">1,2</xref>.</p>',
      refs,
    );
    expect(html).toContain(
      'A <a class="jats-xref jats-cite" href="#ft-r1" id="ft-cite-1">1</a>, B <a class="jats-xref jats-cite" href="#ft-r1" id="ft-cite-2">1,2</a>',
    );
    expect(references[0]).toMatchObject({ id: 'ft-r1', citedFrom: ['ft-cite-1', 'ft-cite-2'] });
    expect(references[1]).toMatchObject({ id: 'ft-r2', citedFrom: ['ft-cite-2'] });
  });
});

describe('back matter', () => {
  it('shows acknowledgements, data availability, funding, author contributions and competing interests', () => {
    const front =
      '<contrib-group><contrib contrib-type="author"><name><surname>Curie</surname><given-names>Marie</given-names></name><role>Conceptualization</role><role>Writing – original draft</role></contrib></contrib-group>' +
      '<author-notes><fn fn-type="conflict"><p>The authors have declared that no competing interests exist.</p></fn></author-notes>' +
      '<funding-group><award-group><funding-source>Wellcome Trust</funding-source><award-id>WT1</award-id></award-group><funding-statement>Funded by the Wellcome Trust.</funding-statement></funding-group>' +
      '<custom-meta-group><custom-meta><meta-name>Data Availability</meta-name><meta-value>All data are in the paper.</meta-value></custom-meta></custom-meta-group>';
    const { html, toc } = render('<p>Body.</p>', '<ack><p>We thank the reviewers.</p></ack>', front);
    expect(toc.map((h) => h.title)).toEqual([
      'Acknowledgements',
      'Data availability',
      'Funding',
      'Author contributions',
      'Competing interests',
    ]);
    expect(html).toContain('<h2>Acknowledgements</h2><p>We thank the reviewers.</p>');
    expect(html).toContain('<h2>Data availability</h2><p>All data are in the paper.</p>');
    expect(html).toContain('<li>Wellcome Trust (WT1)</li></ul><p>Funded by the Wellcome Trust.</p>');
    expect(html).toContain(
      '<span class="jats-contributor">Marie Curie</span>: Conceptualization, Writing – original draft',
    );
    expect(html).toContain(
      '<h2>Competing interests</h2><p>The authors have declared that no competing interests exist.</p>',
    );
  });

  it('answers null for a record with neither body nor references', () => {
    expect(renderFullText('<article><front><article-meta/></front></article>', null)).toBeNull();
    expect(renderFullText('<doi_batch/>', null)).toBeNull();
  });
});

describe('safety', () => {
  it('renders scripts, javascript: links, event attributes and styles inert', () => {
    const hostile = render(
      '<p onclick="alert(1)" style="color:red">Text<script>alert(2)</script>' +
        '<ext-link xlink:href="javascript:alert(3)">bad link</ext-link> <ext-link xlink:href=" JaVaScRiPt:alert(4)">bad 2</ext-link>' +
        '<uri>javascript:alert(5)</uri><email>x@y.org" onmouseover="alert(6)</email>' +
        '<named-content content-type="x" onmouseover="alert(7)"><![CDATA[<img src=x onerror=alert(8)>]]></named-content>' +
        '<xref ref-type="fig" rid="&quot; onfocus=&quot;alert(9)">x</xref></p>' +
        '<sec id="a&quot; onload=&quot;alert(10)"><title>T<style>*{}</style></title><p>S</p></sec>' +
        '<disp-formula><mml:math><mml:mi href="javascript:alert(11)" onclick="alert(12)" style="x">m</mml:mi><mml:maction actiontype="statusline"><mml:mi>n</mml:mi></mml:maction></mml:math></disp-formula>' +
        '<table-wrap><table><tr><td onmouseover="alert(13)" style="width:1px">c</td></tr></table></table-wrap>' +
        '<p><inline-formula><tex-math>\\href{javascript:alert(14)}{x}</tex-math></inline-formula></p>' +
        '<fig><graphic xlink:href="javascript:alert(15)"/></fig>',
      '<ref-list><ref id="r1"><mixed-citation><ext-link xlink:href="javascript:alert(16)">r</ext-link> <source onclick="alert(17)">S</source></mixed-citation></ref></ref-list>',
    );
    const all = hostile.html + hostile.references.map((r) => r.html + (r.url ?? '')).join('');
    // Markup only: the text of the file may say "javascript:" or "onclick=", escaped and inert.
    const tags = all.match(/<[^>]*>/g) ?? [];
    expect(tags.filter((t) => /^<\/?(script|style|img|iframe|object|embed|maction)/i.test(t))).toEqual([]);
    expect(tags.filter((t) => /javascript:/i.test(t))).toEqual([]);
    expect(tags.filter((t) => /\son[a-z]+\s*=/i.test(t))).toEqual([]);
    expect(tags.filter((t) => /\sstyle\s*=/i.test(t))).toEqual([]);
    expect(hostile.references[0].url).toBeNull();
    expect(all).toContain('&lt;img src=x onerror=alert(8)&gt;'); // text, escaped
    expect(hostile.html).toContain('bad link');
  });
});

describe('sanitizer', () => {
  it('strips what the allow-list does not name from markup that passes through', async () => {
    const { sanitizeFullText } = await import('./sanitize');
    const clean = sanitizeFullText(
      '<p onclick="x()" style="color:red" class="jats-sc evil">a<script>b()</script><a href="javascript:c()">d</a>' +
        '<a href="https://example.org/" onmouseover="e()">f</a><img src="x" onerror="g()"><iframe src="https://example.org/"></iframe></p>' +
        '<math display="block"><mi href="javascript:h()" style="x">m</mi></math><div role="button" tabindex="5" aria-label="t">z</div>',
    );
    expect(clean).toBe(
      '<p class="jats-sc">a<a>d</a><a href="https://example.org/">f</a></p><math display="block"><mi>m</mi></math><div role tabindex aria-label="t">z</div>',
    ); // a value outside the list is emptied (sanitize-html's behaviour): no role, no tab stop
  });
});

describe('align="char" columns (decision 0083)', () => {
  it('pads each cell of a column so that its decimal points line up, without JavaScript', () => {
    const cell = (v: string) => `<td align="char" char=".">${v}</td>`;
    const { html } = render(
      '<table-wrap id="t9"><label>Table 9</label><table><tbody>' +
        ['0.99', '10.5', '3', '100.25'].map((v) => `<tr><td>x</td>${cell(v)}</tr>`).join('') +
        '<tr><td colspan="2" align="char">spanning</td></tr></tbody></table></table-wrap>',
    );
    const pad = (s: string) => `<span class="jats-char-pad">${s}</span>`;
    expect(html).toContain('<td class="jats-align-char">0.99</td>');
    expect(html).toContain(`<td class="jats-align-char">10.5${pad('\u2007')}</td>`);
    expect(html).toContain(`<td class="jats-align-char">3${pad('\u2008\u2007\u2007')}</td>`);
    expect(html).toContain('<td class="jats-align-char">100.25</td>');
    // A cell spanning columns aligns on no column: no padding.
    expect(html).toContain('<td colspan="2" class="jats-align-char">spanning</td>');
  });

  it("places cells in columns past a rowspan, and aligns on the cell's own char", () => {
    const { html } = render(
      '<table-wrap id="t8"><table><tbody>' +
        '<tr><td rowspan="2">g</td><td align="char" char=",">1,5</td></tr>' +
        '<tr><td align="char" char=",">12,25</td></tr></tbody></table></table-wrap>',
    );
    expect(html).toContain('<td class="jats-align-char">1,5<span class="jats-char-pad">\u2007</span></td>');
    expect(html).toContain('<td class="jats-align-char">12,25</td>');
  });
});
