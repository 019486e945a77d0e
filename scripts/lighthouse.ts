/**
 * `npm run lighthouse`: Lighthouse (mobile, its default preset) in Debian's Chromium on the home,
 * learn and a blog page of the app as `npm start` runs it with the demo content (issue 12 item
 * 8, docs/architecture.md: 100 in performance, accessibility, best practices and SEO). Prints the four
 * scores per page and the audits that cost points; exits 1 when a score is under
 * LIGHTHOUSE_MIN_SCORE (default 100). LIGHTHOUSE_URL measures a site already running there
 * instead; CHROMIUM_PATH names another browser. Slow (about a minute a page): not in `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { assertNodeVersion } from '../apps/server/src/node-version.ts';
import { type DemoSite, measuredPages, startDemoSite } from './lib/demo-site.ts';
import { printTable } from './lib/table.ts';
import { ensureWebBuild } from './web-build.ts';

assertNodeVersion();

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const minimum = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 100);
if (!Number.isFinite(minimum) || minimum < 0 || minimum > 100) {
  console.error('LIGHTHOUSE_MIN_SCORE must be a number from 0 to 100');
  process.exit(2);
}

/** Debian's Chromium as root on a closed network (the machine notes): no sandbox, no background calls. */
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

let site: DemoSite | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const profile = mkdtempSync(path.join(tmpdir(), 'atrium-lighthouse-'));
const failures: string[] = [];

try {
  let origin = process.env.LIGHTHOUSE_URL?.replace(/\/+$/, '');
  if (!origin) {
    await ensureWebBuild();
    console.log('Starting the app with the demo content...');
    site = await startDemoSite();
    origin = site.origin;
  }
  const pages = await measuredPages(origin);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
    userDataDir: profile,
  });

  const rows: string[][] = [];
  for (const page of pages) {
    const url = origin + page.path;
    // A first visit fills the page cache; Lighthouse then measures what visitors get.
    await fetch(url);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) {
      // Lighthouse measured nothing (a 404 page, a page that did not load): no scores at all.
      rows.push([page.name, page.path, ...CATEGORIES.map(() => 'n/a')]);
      failures.push(
        `${page.name}: Lighthouse could not measure it: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
      continue;
    }
    const scores = CATEGORIES.map((id) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
    rows.push([page.name, page.path, ...scores.map(String)]);
    CATEGORIES.forEach((id, i) => {
      if (scores[i]! >= minimum) return;
      const lost = (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map(
          (ref) => `${lhr.audits[ref.id]!.title} (${lhr.audits[ref.id]!.displayValue ?? lhr.audits[ref.id]!.score})`,
        );
      failures.push(`${page.name} ${id} ${scores[i]}: ${lost.join('; ') || 'no weighted audit failed'}`);
    });
  }

  console.log(`\nLighthouse, mobile, on ${origin} (minimum ${minimum})\n`);
  printTable(['page', 'path', ...CATEGORIES], rows, new Set([2, 3, 4, 5]));
  if (failures.length) {
    console.log(`\nUnder ${minimum}:`);
    for (const failure of failures) console.log(`  ${failure}`);
    process.exitCode = 1;
  }
} finally {
  await chrome?.kill();
  await site?.stop();
  rmSync(profile, { recursive: true, force: true });
}
