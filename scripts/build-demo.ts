/**
 * Rebuilds demo/: a small subset (< 14 MB) of the real CC-BY articles in
 * ../shared/data/articles, with PDFs, and demo/ATTRIBUTION.md giving each article's DOI,
 * license and source. `npm start` imports demo/ on first start with an empty catalogue.
 * A few articles come with the figure and supplementary files their JATS names, from
 * ../shared/data/articles/with-figures (docs/decisions/0082-figures-article-assets.md): the
 * importer stores them and the page shows the figures.
 *
 *   npx tsx scripts/build-demo.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseScholarlyXml } from '../src/server/features/scholarly/detect';

const REPO = path.resolve(import.meta.dirname, '..');
const SOURCE = path.resolve(REPO, '../shared/data/articles');
const DEMO = path.join(REPO, 'demo');
const MAX_BYTES = 14 * 1024 * 1024;

/**
 * Files from with-figures/ copied beside an article's JATS (source → demo path): eLife 00353's
 * figure TIFF (named without extension in its XML), JOSE 303's PNG figures, and a Research
 * Square preprint with its JPEG figures and data files (its 2.7 MB slide deck and 1 MB data image
 * are left out to keep demo/ small: the import reports them as references to no file).
 */
const FIGURE_FILES: [string, string][] = [
  ['elife/elife-00353/elife-00353-fig1-v1.tif', 'elife/with-pdf/elife-00353-v1/elife-00353-fig1-v1.tif'],
  ...['with_nemogb_workflow.png', 'without_nemogb_workflow.png'].map((n): [string, string] => [
    `openjournals/jose.00303/paper.jats/${n}`,
    `jose/jose.00303/paper.jats/${n}`,
  ]),
  ...[
    '2197876.xml',
    ...[1, 2, 3, 4, 5, 6].map((n) => `2197876v1_fig${n}.jpg`),
    ...[3, 4, 5, 6, 7, 8].map((n) => `2197876-data${n}.xlsx`),
    '2197876-data9.docx',
  ].map((n): [string, string] => [`researchsquare/rs-2197876/2197876/${n}`, `researchsquare/rs-2197876/2197876/${n}`]),
];
const FIGURES_SOURCE = path.join(SOURCE, 'with-figures');

const ls = (dir: string) => fs.readdirSync(path.join(SOURCE, dir)).sort();

function selection(): string[] {
  const files = [
    'elife/with-pdf/elife-00353-v1/elife-00353-v1.xml',
    'elife/with-pdf/elife-00353-v1/elife-00353-v1.pdf',
    'elife/with-pdf/elife-19405-v1/elife-19405-v1.xml',
    'elife/with-pdf/elife-19405-v1/elife-19405-v1.pdf',
    'elife/reviewed-preprint/95901-v1/24301711.xml',
    'elife/reviewed-preprint/95901-v1/24301711.pdf',
    ...['elife-14093-v1', 'elife00005', 'elife00013', 'elife02304', 'elife05502', 'elife09853'].map(
      (n) => `elife/xml/${n}.xml`,
    ),
    ...ls('pmc-iucr/xml').map((n) => `pmc-iucr/xml/${n}`),
  ];
  const plosPerJournal: Record<string, number> = { pbio: 4, pcbi: 4, pgen: 2, pmed: 4, pntd: 2, pone: 6, ppat: 3 };
  for (const [code, n] of Object.entries(plosPerJournal)) {
    // The newest files of each journal: the ones a reader of today's catalogue would expect.
    files.push(
      ...ls('plos/xml')
        .filter((f) => f.startsWith(`journal.${code}.`))
        .slice(-n)
        .map((f) => `plos/xml/${f}`),
    );
  }
  const jose = ls('jose').filter((d) => d.startsWith('jose.'));
  const withJats = jose.filter((d) => fs.existsSync(path.join(SOURCE, 'jose', d, 'paper.jats')));
  const picked = [...withJats.slice(-6), ...jose.filter((d) => !withJats.includes(d)).slice(-4)];
  for (const d of picked) {
    for (const f of ls(`jose/${d}`)) {
      if (/\.(crossref\.xml|pdf)$/.test(f)) files.push(`jose/${d}/${f}`);
    }
    if (withJats.includes(d)) {
      for (const f of ls(`jose/${d}/paper.jats`)) if (f.endsWith('.jats')) files.push(`jose/${d}/paper.jats/${f}`);
    }
  }
  return files;
}

function provenance(root = SOURCE): Map<string, string> {
  const rows = fs.readFileSync(path.join(root, 'PROVENANCE.tsv'), 'utf8').trim().split('\n').slice(1);
  return new Map(
    rows
      .map((r) => r.split('\t'))
      .map(([staged, repo, source, commit]) => [staged, `${repo} @ ${commit.slice(0, 8)}: ${source}`]),
  );
}

const files = selection();
fs.rmSync(DEMO, { recursive: true, force: true });
let bytes = 0;
for (const rel of files) {
  const to = path.join(DEMO, rel);
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(path.join(SOURCE, rel), to);
  bytes += fs.statSync(to).size;
}
for (const [from, rel] of FIGURE_FILES) {
  const to = path.join(DEMO, rel);
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.copyFileSync(path.join(FIGURES_SOURCE, from), to);
  bytes += fs.statSync(to).size;
}
if (bytes > MAX_BYTES) throw new Error(`demo/ is ${bytes} bytes, over the ${MAX_BYTES} budget`);

const prov = provenance();
const figureProv = provenance(FIGURES_SOURCE);
const escape = (s: string) => s.replace(/\|/g, '\\|');
const rows: string[] = [];
const seen = new Set<string>();
const metadata = [
  ...files
    .filter((f) => !f.endsWith('.pdf'))
    .map((rel) => ({ rel, file: path.join(SOURCE, rel), source: prov.get(rel) })),
  ...FIGURE_FILES.filter(([from]) => from.endsWith('.xml')).map(([from, rel]) => ({
    rel,
    file: path.join(FIGURES_SOURCE, from),
    source: figureProv.get(from),
  })),
];
for (const { rel, file, source } of metadata) {
  const parsed = parseScholarlyXml(fs.readFileSync(file, 'utf8'));
  if (!parsed.ok) throw new Error(`${rel}: ${parsed.reason}`);
  const a = parsed.article;
  if (seen.has(a.doi.toLowerCase())) continue;
  seen.add(a.doi.toLowerCase());
  const license = a.license.url ?? a.license.text ?? 'see the article';
  rows.push(
    `| [${a.doi}](https://doi.org/${a.doi}) | ${escape(a.title)} | ${escape(
      a.contributors
        .map((c) => c.name)
        .slice(0, 3)
        .join(', '),
    )}${a.contributors.length > 3 ? ' et al.' : ''} | ${escape(a.journal.title)} | ${escape(license)} | ${escape(source ?? rel)} |`,
  );
}

fs.writeFileSync(
  path.join(DEMO, 'ATTRIBUTION.md'),
  `# Demo articles: attribution

These ${rows.length} articles are real open-access publications, reproduced unchanged (JATS or
Crossref XML, the publisher's PDF where one is included, and for a few the figure and data
files their JATS names) under the license each one states. Nobody at Genesis wrote them: credit belongs to their authors and publishers. They
are the demo content that \`npm start\` imports on first start with an empty catalogue.

Figure and data files (from \`with-figures/\`, whose PROVENANCE.tsv gives each file's source):
${FIGURE_FILES.map(([from, rel]) => `- \`${rel}\`: ${escape(figureProv.get(from) ?? from)}`).join('\n')}

Built by \`npx tsx scripts/build-demo.ts\` from \`../shared/data/articles\` (${(bytes / 1024 / 1024).toFixed(1)} MB).

| DOI | title | authors | journal | license | source (repository @ commit: path) |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`,
);
console.log(
  `demo/: ${files.length + FIGURE_FILES.length} files, ${rows.length} articles, ${(bytes / 1024 / 1024).toFixed(2)} MB`,
);
