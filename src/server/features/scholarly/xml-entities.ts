/**
 * Named character entities beyond XML's five, for fast-xml-parser's `htmlEntities` option.
 * Older JATS (PLOS 2004–2008, PMC) declares ISO 8879 entities in its DTD (`&ndash;`,
 * `&alpha;`, `&iacute;`, `&lsqb;`); the parser never reads external DTDs, so the common
 * ones are listed here. Unknown names stay literal ("&foo;") rather than failing.
 */

const GREEK_LOWER =
  'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon phi chi psi omega';
const GREEK_UPPER =
  'Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho - Sigma Tau Upsilon Phi Chi Psi Omega';

/** Combining marks used by the ISO Latin-1/Latin-A entity names (`eacute`, `ccedil`, `scaron`…). */
const MARKS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  circ: '\u0302',
  uml: '\u0308',
  tilde: '\u0303',
  ring: '\u030a',
  cedil: '\u0327',
  caron: '\u030c',
};

/** Everything else, as name:hex code point. */
const OTHERS =
  'nbsp:a0 ensp:2002 emsp:2003 thinsp:2009 hairsp:200a ndash:2013 mdash:2014 minus:2212 plusmn:b1 ' +
  'times:d7 divide:f7 deg:b0 micro:b5 middot:b7 bull:2022 hellip:2026 prime:2032 Prime:2033 ' +
  'lsquo:2018 rsquo:2019 ldquo:201c rdquo:201d laquo:ab raquo:bb dagger:2020 Dagger:2021 sect:a7 ' +
  'para:b6 copy:a9 reg:ae trade:2122 le:2264 ge:2265 ne:2260 sim:223c asymp:2248 equiv:2261 ' +
  'infin:221e isin:2208 notin:2209 sum:2211 prod:220f radic:221a larr:2190 rarr:2192 uarr:2191 ' +
  'darr:2193 harr:2194 lsqb:5b rsqb:5d lcub:7b rcub:7d lpar:28 rpar:29 percnt:25 plus:2b ' +
  'equals:3d num:23 dollar:24 commat:40 excl:21 quest:3f colon:3a semi:3b comma:2c period:2e ' +
  'sol:2f bsol:5c verbar:7c ast:2a lowbar:5f hyphen:2010 shy:ad half:bd frac12:bd frac14:bc ' +
  'frac34:be sup1:b9 sup2:b2 sup3:b3 euro:20ac pound:a3 yen:a5 cent:a2 szlig:df aelig:e6 ' +
  'AElig:c6 oslash:f8 Oslash:d8 eth:f0 ETH:d0 thorn:fe THORN:de thetas:3b8 Thetas:398 ohm:2126 ' +
  'angst:c5 lowast:2217 sdot:22c5 cdot:10b';

function build(): Record<string, string> {
  const map: Record<string, string> = {};
  GREEK_LOWER.split(' ').forEach((n, i) => (map[n] = String.fromCodePoint(0x3b1 + i)));
  GREEK_UPPER.split(' ').forEach((n, i) => {
    if (n !== '-') map[n] = String.fromCodePoint(0x391 + i);
  });
  for (const base of 'AEIOUYCNSZaeiouycnszRrLlGgTtDd') {
    for (const [mark, combining] of Object.entries(MARKS)) {
      const composed = (base + combining).normalize('NFC');
      if ([...composed].length === 1) map[base + mark] = composed;
    }
  }
  for (const pair of OTHERS.split(' ')) {
    const [name, hex] = pair.split(':');
    map[name] = String.fromCodePoint(parseInt(hex, 16));
  }
  return map;
}

/** Entity name -> replacement text (no XML builtins; the parser adds those itself). */
export const NAMED_ENTITIES: Readonly<Record<string, string>> = build();
