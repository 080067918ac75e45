import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const sizes = [];
page.on('response', async (r) => { if (r.request().resourceType() === 'script') { const b = await r.body().catch(() => Buffer.alloc(0)); sizes.push([r.url().split('/').pop(), (await r.headerValue('content-length')) ?? '?', b.length]); } });
await page.goto('http://localhost:3300' + (process.argv[2] ?? '/journals'), { waitUntil: 'networkidle' });
const zlib = await import('node:zlib');
let total = 0;
for (const [n, cl, raw] of sizes) { console.log(n, raw); total += raw; }
console.log('total raw', total);
await browser.close();
