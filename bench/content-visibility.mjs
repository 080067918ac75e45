#!/usr/bin/env node
/**
 * What `content-visibility: auto` saves an article page, and whether axe sees boxes where they are
 * painted (decision 0099). For each page and variant, `runs` loads in a fresh context of Debian's
 * Chromium at 412 × 823 px (DPR 1.75, mobile), then 3 s; prints the medians of the main thread's
 * CPU time from the Performance domain (thread ticks: LayoutDuration, RecalcStyleDuration,
 * ScriptDuration, TaskDuration, in ms) and the page height. Variant `on` measures the page as
 * served; `off` adds a style (CSP bypassed) that lays every section and reference out. With
 * AXE=1 the first run of each also runs axe with WCAG 2.2 AA tags (as Lighthouse's audit does)
 * and lists the violations.
 *
 * Usage: [AXE=1] node bench/content-visibility.mjs http://127.0.0.1:3470 /articles/40,/articles/47 5 on off
 */
/* global document */
import { chromium } from 'playwright';
import AxeBuilder from '@axe-core/playwright';
const [base, paths, runs = '5', ...variants] = process.argv.slice(2);
const OFF =
  '.jats-body > section, .ft-references > li { content-visibility: visible !important; contain-intrinsic-size: none !important; }';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const path of paths.split(','))
  for (const variant of variants) {
    const rows = [];
    for (let i = 0; i < Number(runs); i++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
        bypassCSP: true,
      });
      const page = await context.newPage();
      if (variant === 'off')
        await page.addInitScript((css) => {
          document.addEventListener('DOMContentLoaded', () => {
            const s = document.createElement('style');
            s.textContent = css;
            document.head.append(s);
          });
        }, OFF);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
      await page.goto(base + path, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      const { metrics } = await cdp.send('Performance.getMetrics');
      const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
      const row = {
        layout: m.LayoutDuration * 1000,
        style: m.RecalcStyleDuration * 1000,
        script: m.ScriptDuration * 1000,
        task: m.TaskDuration * 1000,
        layouts: m.LayoutCount,
        height: await page.evaluate(() => document.documentElement.scrollHeight),
      };
      if (i === 0 && process.env.AXE) {
        const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
        row.axe = r.violations.map(
          (v) =>
            `${v.id}(${v.nodes.length}): ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        );
      }
      rows.push(row);
      await context.close();
    }
    const med = (k) => {
      const v = rows.map((r) => r[k]).sort((a, b) => a - b);
      return Math.round(v[Math.floor(v.length / 2)]);
    };
    console.log(
      JSON.stringify({
        path,
        variant,
        runs: rows.length,
        median: {
          layoutMs: med('layout'),
          styleMs: med('style'),
          scriptMs: med('script'),
          taskMs: med('task'),
          layouts: med('layouts'),
          height: med('height'),
        },
        all: rows.map((r) => [Math.round(r.layout), Math.round(r.task)]),
        axe: rows[0].axe,
      }),
    );
  }
await browser.close();
