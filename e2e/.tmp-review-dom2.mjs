import { chromium } from 'playwright-core';
const [origin, path] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const rm of ['no-preference', 'reduce']) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: rm });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  const info = await page.evaluate(() => ({
    sheets: [...document.styleSheets].map(s => s.href && s.href.split('/').pop()),
    ol: getComputedStyle(document.querySelector('.breadcrumbs ol')).display,
    links: [...document.querySelectorAll('link[rel=stylesheet],link[rel=modulepreload]')].map(l => l.rel + ' ' + l.href.split('/').pop() + ' media=' + l.media),
  }));
  console.log(rm, JSON.stringify(info, null, 1));
  await page.close();
}
await browser.close();
