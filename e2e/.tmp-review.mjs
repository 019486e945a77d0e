import { chromium } from 'playwright-core';
import fs from 'node:fs';
const origin = process.argv[2];
const pages = process.argv.slice(3);
const out = '/tmp/review';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[390, 844], [1440, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, reducedMotion: 'reduce' });
  for (const p of pages) {
    const [path, action] = p.split('#');
    if (action && w === 1440 && action.includes('summary')) continue;
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    // scroll to trigger lazy images
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 50)); } window.scrollTo(0, 0); });
    await page.waitForTimeout(500);
    const base = (path.replace(/\W+/g, '_') || 'home') + (action ? '-' + action.replace(/\W+/g, '_').slice(0, 30) : '') + `-${w}`;
    if (action) {
      await page.locator(action).first().click(); await page.waitForTimeout(600);
      await page.screenshot({ path: `${out}/${base}.png` });
      console.log(base);
      continue;
    }
    const H = await page.evaluate(() => document.documentElement.scrollHeight);
    const sw = await page.evaluate(() => document.documentElement.scrollWidth);
    const chunk = w === 390 ? 1400 : 1800;
    let i = 0;
    for (let y = 0; y < H; y += chunk, i++) {
      await page.screenshot({ path: `${out}/${base}-${i}.png`, fullPage: true, clip: { x: 0, y, width: w, height: Math.min(chunk, H - y) } });
    }
    console.log(base, 'height', H, 'scrollWidth', sw, 'chunks', i);
  }
  await page.close();
}
await browser.close();
