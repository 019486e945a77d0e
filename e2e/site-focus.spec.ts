import type { Page } from '@playwright/test';
import { expect, publishedLearn, test } from './support/site.ts';

/**
 * Decision 080: every control a keyboard reaches on the public pages shows the site's focus ring
 * (WCAG 2.2 focus appearance): an outline at least 2 px thick, on the control or on the box that
 * draws it (the search field's pill, a tab's label), at 3:1 or more against the plain colour
 * behind it, and not cut off by a box that clips (a slider's viewport). Over a picture or a
 * gradient no one colour is behind it: there only the thickness and the clipping are checked.
 */

/**
 * Runs in the page (a string: the suite is typed without the DOM library). The focused element's
 * ring: null when nothing is focused, else its name and what is wrong with it, if anything.
 */
const RING_CHECK = `(() => {
  const luminance = (color) => {
    let parts = (color.match(/[\\d.]+/g) || []).map(Number);
    if (color.startsWith('color(')) parts = parts.map((v) => v * 255);
    const [r, g, b] = parts.slice(0, 3).map((v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m); return (x + 0.05) / (y + 0.05); };
  const transparent = (c) => c === 'transparent' || /[,/] 0\\)$/.test(c);
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const name = focused.tagName.toLowerCase() + ' "' + (focused.getAttribute('aria-label') || focused.textContent || focused.getAttribute('name') || '').trim().slice(0, 40) + '"';
  let ring = null;
  for (let e = focused, i = 0; e && i < 3 && !ring; e = e.parentElement, i++) {
    const style = getComputedStyle(e);
    if (e.getBoundingClientRect().width > 1 && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ring = { e, style };
  }
  if (!ring) return { name, problem: 'no ring' };
  const offset = parseFloat(ring.style.outlineOffset);
  let ground = 'rgb(255, 255, 255)';
  let overPicture = false;
  for (let e = offset >= 0 ? ring.e.parentElement : ring.e; e; e = e.parentElement) {
    const style = getComputedStyle(e);
    if (style.backgroundImage !== 'none') { overPicture = true; break; }
    if (!transparent(style.backgroundColor)) { ground = style.backgroundColor; break; }
  }
  const contrast = ratio(ring.style.outlineColor, ground);
  const grow = offset + parseFloat(ring.style.outlineWidth);
  const box = ring.e.getBoundingClientRect();
  for (let e = ring.e.parentElement; e; e = e.parentElement) {
    const style = getComputedStyle(e);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const clip = e.getBoundingClientRect();
    if (box.left - grow < clip.left - 0.5 || box.right + grow > clip.right + 0.5 || box.top - grow < clip.top - 0.5 || box.bottom + grow > clip.bottom + 0.5)
      return { name, problem: 'ring cut off by ' + e.tagName.toLowerCase() + '.' + [...e.classList].join('.') };
  }
  if (!overPicture && contrast < 3) return { name, problem: 'ring ' + ring.style.outlineColor + ' at ' + contrast.toFixed(2) + ':1 on ' + ground };
  return { name, problem: null };
})()`;

type Ring = { name: string; problem: string | null } | null;

/** Tabs through the page (at most `stops` times, or until the focus comes round again) and lists the rings that fail. */
async function ringProblems(page: Page, stops = 90): Promise<{ reached: number; problems: string[] }> {
  const seen: string[] = [];
  const problems = new Set<string>();
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const ring = (await page.evaluate(RING_CHECK)) as Ring;
    if (!ring) continue;
    if (seen.length > 5 && ring.name === seen[0]) break;
    seen.push(ring.name);
    if (ring.problem) problems.add(`${ring.name}: ${ring.problem}`);
  }
  return { reached: seen.length, problems: [...problems] };
}

async function pages(page: Page): Promise<string[]> {
  const [video] = await publishedLearn(page, 'learn-videos');
  return ['/', '/about-us', '/learn', '/faqs', '/contact-us', `/videos/${video!.slug}`, '/search?q=health'];
}

for (const [width, height, scheme] of [
  [390, 844, 'light'],
  [1440, 900, 'light'],
  [1440, 900, 'dark'],
] as const) {
  test(`at ${width} px (${scheme}): every control the keyboard reaches shows a focus ring`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme: scheme });
    const failures: string[] = [];
    for (const path of await pages(page)) {
      await page.goto(path);
      const { reached, problems } = await ringProblems(page);
      expect(reached, `${path}: controls reached`).toBeGreaterThan(10);
      failures.push(...problems.map((problem) => `${path} ${problem}`));
    }
    expect(failures).toEqual([]);
  });
}

test('the search field shows the ring on its pill, as thick as every other control’s', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/search');
  const field = page.getByRole('main').getByRole('searchbox');
  await field.focus();
  const ring = await page.locator('main .search-form__field').evaluate((pill) => {
    const style = (globalThis as unknown as { getComputedStyle(e: unknown): Record<string, string> }).getComputedStyle(
      pill,
    );
    return { style: style.outlineStyle!, width: parseFloat(style.outlineWidth!), color: style.outlineColor! };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(3);
  expect(ring.color).toBe('rgb(15, 42, 68)');
});
