/**
 * The catalogue's load scenarios (decisions 0019 and 0020): what a visitor's browser asks for, each checked
 * once (status, body size) and then driven by autocannon (bench/measure.ts). Every request
 * accepts gzip like a browser does. The baseline is the server's floor: an unknown API path,
 * answered with a small JSON 404 by the whole plugin pipeline, no database and no compression.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Scenario {
  name: string;
  /** Path and query, from the server's root; with `sequence`, its first request. */
  path: string;
  /** Requests each connection sends in turn (a page's several calls); default `[path]`. */
  sequence?: string[];
  /** Each request takes a path of `sequence` at random instead of in turn (so that connections do not ask in step). */
  randomOrder?: boolean;
  /** Status every answer must have (default 200). */
  status?: number;
  /** Largest acceptable body in bytes, when the scenario has a budget. */
  maxBytes?: number;
  /** Also measured on a cold cache: every request after a catalogue invalidation. */
  cold?: boolean;
  /** Why the scenario cannot run here (reported, not measured). */
  skipped?: string;
}

/** The floor: an API path no route takes. */
export const FLOOR: Scenario = {
  name: 'floor: JSON 404 of an unknown API path',
  path: '/api/bench-floor',
  status: 404,
};
/** A rare word of the corpus: "enkephalin" is in 3 of the 92k records, one in the first 2,000. */
export const RARE_TERM = 'enkephalin';
/** Budget of one header-search keystroke response (JSON bytes, before compression). */
export const HEADER_SEARCH_MAX_BYTES = 10 * 1024;
/**
 * The header search's common queries (bench/README.md): "neural network" and five other
 * frequent two-word phrases of the arXiv corpus, mostly computer science (each phrase is in
 * hundreds to thousands of records; each word in thousands).
 */
export const COMMON_QUERIES = [
  'neural network',
  'machine learning',
  'deep learning',
  'natural language',
  'convolutional neural',
  'reinforcement learning',
];
/** More header searches (decision 0019): a prefix being typed, a DOI URL, an author, a journal title. */
export const OTHER_HEADER_QUERIES = [
  'neural netw',
  // The corpus's first record (so also in BENCH_LIMIT runs).
  'https://doi.org/10.1209/0295-5075/22/3/002',
  'Yuko Okamoto',
  'arXiv',
];

/** What the header dropdown sends (client features/articles/search/api/search-articles.ts). */
export const headerSearchPath = (q: string) =>
  `/api/articles/search?q=${encodeURIComponent(q)}&limit=5&offset=0&view=compact`;

/** The hashed entry script and stylesheet of the client build (what every page loads), or null without a build. */
export function entryAssets(clientDir: string): { script: string; stylesheet: string | null } | null {
  const index = path.join(clientDir, 'index.html');
  if (!fs.existsSync(index)) return null;
  const html = fs.readFileSync(index, 'utf8');
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html);
  const stylesheet = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(html);
  return script ? { script: script[1], stylesheet: stylesheet?.[1] ?? null } : null;
}

export interface ScenarioInputs {
  articleId: number;
  /** Abbreviation of a journal with articles (its server-rendered page). */
  journalAbbreviation: string;
  /** The deep page by cursor (see deepCursorPage), or why there is none. */
  deepPage: { path: string } | { skipped: string };
  /** The hashed assets to fetch, or null when the client is not built. */
  assets: ReturnType<typeof entryAssets>;
}

/** The scenarios, in the order they are run (the floor first; run.ts runs it again last). */
export function catalogueScenarios(inputs: ScenarioInputs): Scenario[] {
  const deep: Scenario =
    'path' in inputs.deepPage
      ? { name: 'list, deep page by cursor', path: inputs.deepPage.path, cold: true }
      : { name: 'list, deep page by cursor', path: '', skipped: inputs.deepPage.skipped };
  return [
    FLOOR,
    { name: 'list, first page', path: '/api/articles?limit=20', cold: true },
    deep,
    { name: 'one article', path: `/api/articles/${inputs.articleId}`, cold: true },
    { name: 'journals', path: '/api/journals', cold: true },
    {
      // The home page's calls (client app/routes/home.tsx prefetch): latest articles, all journals.
      name: 'home data (2 calls)',
      path: '/api/articles?limit=6',
      sequence: ['/api/articles?limit=6', '/api/journals?limit=100'],
      cold: true,
    },
    { name: 'article page (server-rendered)', path: `/articles/${inputs.articleId}`, cold: true },
    {
      name: 'journal page (server-rendered)',
      path: `/journals/${encodeURIComponent(inputs.journalAbbreviation)}`,
      cold: true,
    },
    // Decision 0026: what crawlers and feed readers fetch. The first article sitemap is the largest
    // answer of the site (up to 50,000 URLs, ~5 MB before compression).
    { name: 'sitemap index', path: '/sitemap.xml', cold: true },
    { name: 'article sitemap (first 50,000 ids)', path: '/sitemaps/articles-1.xml', cold: true },
    { name: 'site feed (Atom, latest 50)', path: '/feeds/atom.xml', cold: true },
    ...(inputs.assets
      ? [
          { name: 'hashed static asset, gzip: entry script', path: inputs.assets.script },
          ...(inputs.assets.stylesheet
            ? [{ name: 'hashed static asset, gzip: stylesheet', path: inputs.assets.stylesheet }]
            : []),
        ]
      : [{ name: 'hashed static asset, gzip', path: '', skipped: 'no client build (npm run build)' }]),
    ...COMMON_QUERIES.map((q) => ({
      name: `header search "${q}"`,
      path: headerSearchPath(q),
      maxBytes: HEADER_SEARCH_MAX_BYTES,
      cold: true,
    })),
    { name: `header search, rare "${RARE_TERM}"`, path: headerSearchPath(RARE_TERM), cold: true },
    ...OTHER_HEADER_QUERIES.map((q) => ({ name: `header search "${q}"`, path: headerSearchPath(q), cold: true })),
  ];
}

/** Offsets tried for the deepest offset page, deepest first (the API may cap offset: 400 past the cap). */
const DEEP_OFFSETS = [50_000, 10_000, 5_000, 1_000];

/** The `rel="next"` target of a Link header (RFC 8288), or null. */
export function nextLink(header: string | string[] | undefined): string | null {
  for (const link of [header ?? []].flat().flatMap((h) => h.split(/,(?=\s*<)/))) {
    const m = /<([^>]+)>\s*;(.*)$/.exec(link.trim());
    if (m && /\brel="?([^";]*\s)?next(\s[^";]*)?"?/i.test(m[2])) return m[1];
  }
  return null;
}

/**
 * A deep page by cursor: the deepest offset page the list serves, then its Link rel="next"
 * (a keyset cursor). Without a Link header (no cursor in the API yet) the reason is returned.
 */
export async function deepCursorPage(
  baseUrl: string,
  articles: number,
): Promise<{ path: string } | { skipped: string }> {
  // Within the catalogue: a page past its end has no next page.
  for (const offset of DEEP_OFFSETS.filter((o) => o + 40 < articles)) {
    const res = await fetch(`${baseUrl}/api/articles?limit=20&offset=${offset}`);
    await res.arrayBuffer();
    if (res.status !== 200) continue;
    const next = nextLink(res.headers.get('link') ?? undefined);
    if (!next) return { skipped: `no Link rel="next" on /api/articles?offset=${offset} (the API has no cursor yet)` };
    const url = new URL(next, baseUrl);
    return { path: url.pathname + url.search };
  }
  return { skipped: `no offset of ${DEEP_OFFSETS.join(', ')} answered 200` };
}
