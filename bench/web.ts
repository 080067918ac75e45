/**
 * `npm run bench:web` (decisions 0024 and 0060): Lighthouse (mobile preset, simulated
 * throttling) with Debian's Chromium on the production build of the public pages: home,
 * /journals, one journal, /articles, one article, the demo article with the most figures shown as
 * images, and a search. Starts the real server
 * (src/server/main.ts) on a fresh data directory with the demo articles, on a free port,
 * builds the client first if there is no build, and prints one row per page: performance and
 * accessibility scores, FCP, LCP, CLS, total blocking time, and the JavaScript the page loaded
 * before it was interactive (bytes on the wire, gzipped), and the images: bytes loaded and how many
 * times the bytes of their rendered size they are (Lighthouse's own measure, its
 * uses-responsive-images audit: each image's transfer size × its rendered pixels, at the
 * emulated device pixel ratio, / its natural pixels; decision 0084). The demo is imported with
 * `npm run import`'s command before the server starts, so every figure is converted when the
 * pages are measured (it prints the conversion's time and peak memory). Writes everything to
 * bench/results/web-latest.json.
 *
 * Targets (decision 0060): performance ≥ 95, CLS ≤ 0.05, LCP ≤ 2.0 s, TBT ≤ 150 ms,
 * accessibility 100, JavaScript ≤ 130 KB gzipped (React DOM's runtime, decision 0024 as revised by
 * 0060); images at most 1.2× the bytes of their rendered size (decision 0084). The machine is shared: compare runs, not
 * absolute figures. `BENCH_WEB_RUNS` (default 1) runs each page that many times and keeps the
 * median performance run; `BENCH_WEB_PAGES` (names, comma-separated, e.g. `article,figures`)
 * measures only those pages.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const ONLY = process.env.BENCH_WEB_PAGES?.split(',').map((p) => p.trim()) ?? null;

/** The targets of decision 0024; the JavaScript budget as revised for React (decision 0060). */
const TARGETS = { performance: 95, accessibility: 100, lcpMs: 2000, cls: 0.05, tbtMs: 150, jsKb: 130, imageRatio: 1.2 };

interface PageFigures {
  page: string;
  url: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Script bytes transferred (gzipped) during the load. */
  jsKb: number;
  /** Image bytes transferred during the load (KB), and how many images. */
  imageKb: number;
  images: number;
  /** Image bytes / the bytes of their rendered size (null: no image loaded). */
  imageRatio: number | null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the server did not answer ${base}/api/health within ${timeoutMs} ms`);
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** The demo article whose full text shows the most figure images (`<picture>`), or null when none does. */
async function mostFiguresArticle(base: string): Promise<number | null> {
  const list = await json<{ id: number }[]>(`${base}/api/articles?limit=100`);
  let best: { id: number; pictures: number } | null = null;
  for (const { id } of list) {
    const response = await fetch(`${base}/api/articles/${id}/full-text`);
    if (!response.ok) continue;
    const { html } = (await response.json()) as { html: string };
    const pictures = (html.match(/<picture/g) ?? []).length;
    if (pictures > (best?.pictures ?? 0)) best = { id, pictures };
  }
  return best?.id ?? null;
}

/** The public pages measured, with the journal, articles and query taken from the demo data. */
async function pagesOf(base: string): Promise<{ page: string; path: string }[]> {
  const [newest] = await json<{ id: number; journalId: number; title: string }[]>(`${base}/api/articles?limit=1`);
  const journals = await json<{ id: number; abbreviation: string }[]>(`${base}/api/journals?limit=100`);
  const journal = journals.find((j) => j.id === newest.journalId) ?? journals[0];
  const query = (newest.title.match(/\p{L}{5,}/gu) ?? ['research']).slice(0, 2).join(' ');
  const figures = await mostFiguresArticle(base);
  return [
    { page: 'home', path: '/' },
    { page: 'journals', path: '/journals' },
    { page: 'journal', path: `/journals/${journal.abbreviation.toLowerCase()}` },
    { page: 'articles', path: '/articles' },
    { page: 'article', path: `/articles/${newest.id}` },
    ...(figures === null ? [] : [{ page: 'figures', path: `/articles/${figures}` }]),
    { page: 'search', path: `/search?q=${encodeURIComponent(query)}` },
  ];
}

type Audits = Record<string, { numericValue?: number; details?: { items?: Record<string, unknown>[] } }>;

function scriptKb(audits: Audits): number {
  const items = audits['network-requests']?.details?.items ?? [];
  const bytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

/** What Lighthouse's artifacts say of one `<img>` (LH.Artifacts.ImageElement, the fields read here). */
interface ImageArtifact {
  src: string;
  isCss?: boolean;
  displayedWidth: number;
  displayedHeight: number;
  naturalDimensions?: { width: number; height: number };
}

/**
 * The images the page loaded: their bytes on the wire, and those bytes over the bytes of their
 * rendered size, as uses-responsive-images counts them (transfer size × min(1, rendered pixels
 * × DPR² / natural pixels)). Images without a natural size (not loaded) are left out.
 */
function imageFigures(
  audits: Audits,
  artifacts: { ImageElements?: ImageArtifact[]; ViewportDimensions?: { devicePixelRatio: number } },
): Pick<PageFigures, 'imageKb' | 'images' | 'imageRatio'> {
  const bytesOf = new Map<string, number>();
  for (const item of audits['network-requests']?.details?.items ?? [])
    if (item.resourceType === 'Image') bytesOf.set(String(item.url), Number(item.transferSize ?? 0));
  const dpr = artifacts.ViewportDimensions?.devicePixelRatio ?? 1;
  let total = 0;
  let rendered = 0;
  let images = 0;
  const counted = new Set<string>();
  for (const image of artifacts.ImageElements ?? []) {
    const bytes = bytesOf.get(image.src);
    const natural = image.naturalDimensions;
    if (!bytes || image.isCss || !natural?.width || !natural.height || counted.has(image.src)) continue;
    counted.add(image.src);
    const used = image.displayedWidth * dpr * (image.displayedHeight * dpr);
    total += bytes;
    rendered += bytes * Math.min(1, used / (natural.width * natural.height));
    images++;
  }
  return {
    images,
    imageKb: Math.round((total / 1024) * 10) / 10,
    imageRatio: rendered > 0 ? Math.round((total / rendered) * 100) / 100 : null,
  };
}

async function measure(port: number, page: string, url: string): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const artifacts = result.artifacts as unknown as Parameters<typeof imageFigures>[1];
  const value = (id: string) => Number(audits[id]?.numericValue ?? NaN);
  return {
    page,
    url,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(value('total-blocking-time')),
    jsKb: scriptKb(audits as Audits),
    ...imageFigures(audits as Audits, artifacts),
  };
}

function verdict(row: PageFigures): string {
  const misses: string[] = [];
  if (row.performance < TARGETS.performance) misses.push('perf');
  if (row.accessibility < TARGETS.accessibility) misses.push('a11y');
  if (row.lcpMs > TARGETS.lcpMs) misses.push('LCP');
  if (row.cls > TARGETS.cls) misses.push('CLS');
  if (row.tbtMs > TARGETS.tbtMs) misses.push('TBT');
  if (row.jsKb > TARGETS.jsKb) misses.push('JS');
  if (row.imageRatio !== null && row.imageRatio > TARGETS.imageRatio) misses.push('images');
  return misses.length === 0 ? 'meets all' : `misses ${misses.join(', ')}`;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, 'dist/client-ssr/entry-server.js'))) {
    const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build failed');
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genesis-bench-web-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  };
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  // The demo, imported and its figures converted before the server starts (which then finds a catalogue).
  console.log('npm run import -- demo (with the figures converted):');
  const imported = spawnSync(process.execPath, [tsx, 'src/server/cli/import.ts', 'demo'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  if (imported.status !== 0) throw new Error(`the demo import failed (${imported.status})`);
  for (const line of imported.stdout.split('\n')) if (/^(Imported|Figures| {2}article)/.test(line)) console.log(line);
  const server = spawn(process.execPath, [tsx, 'src/server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    await waitForHealth(base, 180_000);
    const rows: PageFigures[] = [];
    for (const { page, path: pagePath } of await pagesOf(base)) {
      if (ONLY && !ONLY.includes(page)) continue;
      const runs: PageFigures[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(chrome.port, page, `${base}${pagePath}`));
      runs.sort((a, b) => a.performance - b.performance);
      rows.push(runs[Math.floor(runs.length / 2)]);
    }
    console.log('\nLighthouse, mobile preset (simulated throttling), Debian Chromium, production build');
    console.log(
      '| page | performance | accessibility | FCP ms | LCP ms | CLS | TBT ms | JS KB (gzip) | images (KB) | images / rendered size | targets |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const r of rows) {
      const images = r.images > 0 ? `${r.images} (${r.imageKb})` : '0';
      const ratio = r.imageRatio === null ? '–' : `${r.imageRatio.toFixed(2)}×`;
      const cells = [
        r.page,
        r.performance,
        r.accessibility,
        r.fcpMs,
        r.lcpMs,
        r.cls,
        r.tbtMs,
        r.jsKb,
        images,
        ratio,
        verdict(r),
      ];
      console.log(`| ${cells.join(' | ')} |`);
    }
    const out = path.join(ROOT, 'bench/results');
    fs.mkdirSync(out, { recursive: true });
    const report = { date: new Date().toISOString(), runs: RUNS, targets: TARGETS, rows };
    fs.writeFileSync(path.join(out, 'web-latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwritten: bench/results/web-latest.json`);
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
