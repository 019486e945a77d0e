import { chromium } from 'playwright-core';
const [origin, path, ...sels] = process.argv.slice(2);
const w = Number(process.env.W || 1440);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: w, height: 900 } });
await page.goto(origin + path, { waitUntil: 'networkidle' });
for (const s of sels) {
  const r = await page.evaluate((s) => [...document.querySelectorAll(s)].slice(0, 3).map(e => {
    const cs = getComputedStyle(e); const b = e.getBoundingClientRect();
    return { tag: e.tagName, cls: e.className?.baseVal ?? e.className, box: [b.x, b.y, b.width, b.height].map(Math.round), display: cs.display, flexDir: cs.flexDirection, html: e.outerHTML.slice(0, 1500) };
  }), s);
  console.log('==', s, JSON.stringify(r, null, 1));
}
await browser.close();
