import type { LearnFeedItem } from '@atrium/contract/learn';
import { AppointmentPopupTexts, PublicFormTexts } from '@atrium/contract/public-forms';
import { LearnPageTypes } from '@atrium/contract/pages';
import { SiteTexts } from '@atrium/contract/site';
import { LEARN_PAGE_SIZES, SectionTexts } from '@atrium/contract/site-sections';
import type { Locator } from '@playwright/test';
import { apiData } from './support/site-folds.ts';
import { appointmentPopup, expect, openAppointmentPopup, test } from './support/site.ts';

/**
 * What the visual review of issue 24 found, each held by an assertion (decision 050): the
 * appointment popup fits the screen and shows that it is coming, the focus ring's contrast, the
 * learn grid's columns and filter, and the phone page without a script. The initiatives page's
 * findings are in site-initiatives.spec.ts, word-boundary cuts in expectCut (support/site-folds.ts).
 */

/** WCAG's contrast ratio of two CSS colours (rgb()/rgba() as computed, or #rrggbb). */
function contrast(a: string, b: string): number {
  const channels = (color: string) => {
    const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
    const parts = hex ? hex.slice(1).map((part) => parseInt(part, 16)) : (color.match(/[\d.]+/g) ?? []).map(Number);
    return parts.slice(0, 3).map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  };
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = channels(color);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The little of the DOM these checks read (the suite is typed without the DOM library). */
type Styled = { outlineColor: string; outlineStyle: string; outlineWidth: string; backgroundColor: string };
type Browser = {
  getComputedStyle(element: unknown): Styled & { getPropertyValue(name: string): string };
  document: { documentElement: unknown };
};
type Element = { matches(selector: string): boolean; getBoundingClientRect(): { left: number } };

/** The element is wholly on screen: not cut by the viewport nor by a scrolling box around it. */
async function expectWhollyShown(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
}

test('the appointment popup: busy while its markup loads, then it fits 1366×768 and 390×664 with close and Submit in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // A slow connection: the popup's markup is held until the busy state has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/appointment-popup', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/faqs');
  const opener = page.getByRole('banner').getByRole('link', { name: SiteTexts.requestAppointment }).first();
  await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
  await opener.click();
  await expect(opener).toHaveAttribute('aria-busy', 'true');
  release();
  const popup = page.getByRole('dialog', { name: AppointmentPopupTexts.title });
  await expect(popup).toBeVisible();
  await expect(opener).not.toHaveAttribute('aria-busy');

  const close = popup.getByRole('button', { name: PublicFormTexts.close }).first();
  const submit = popup.getByRole('button', { name: PublicFormTexts.submit, exact: true });
  const cancel = popup.getByRole('button', { name: PublicFormTexts.cancel, exact: true });
  for (const [width, height] of [
    [1366, 768],
    [390, 664],
  ] as const) {
    await page.setViewportSize({ width, height });
    const box = (await popup.boundingBox())!;
    expect(box.y, `${width}×${height}`).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, `${width}×${height}`).toBeLessThanOrEqual(height + 0.5);
    await expectWhollyShown(close);
    await expectWhollyShown(submit);
    await expectWhollyShown(cancel);
    // Scrolled to its end, the form keeps its head and its actions.
    await popup.getByRole('textbox', { name: /Reason/ }).scrollIntoViewIfNeeded();
    await expectWhollyShown(close);
    await expectWhollyShown(submit);
  }
});

for (const [width, height] of [
  [1440, 900],
  [1024, 768],
] as const) {
  test(`the appointment popup at ${width}×${height}: the founder’s portrait shows the whole face (decision 080)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    // Once its island has enhanced the link: a click before that follows it to the contact page.
    await openAppointmentPopup(page);
    const portrait = appointmentPopup(page).locator('.appointment__founder');
    await expect(portrait).toBeVisible();
    await expect.poll(() => portrait.evaluate((img) => (img as unknown as { complete: boolean }).complete)).toBe(true);
    // How much of the picture object-fit: cover keeps in its box, across and down.
    const shown = await portrait.evaluate((img) => {
      const { naturalWidth, naturalHeight, clientWidth, clientHeight } = img as unknown as Record<string, number>;
      const scale = Math.max(clientWidth! / naturalWidth!, clientHeight! / naturalHeight!);
      return { across: clientWidth! / (naturalWidth! * scale), down: clientHeight! / (naturalHeight! * scale) };
    });
    // A face sits in the middle of a portrait: its full height and the middle three quarters across.
    expect(shown.down).toBeGreaterThanOrEqual(0.95);
    expect(shown.across).toBeGreaterThanOrEqual(0.7);
    await expect(portrait).toBeInViewport({ ratio: 1 });
  });
}

test('/learn at 1440: the focus ring at 3:1 on white and on gold, no lone card on a full page, the filter keeps its heading and dropdown in place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/learn');

  // The focus ring, computed: a link on white, and the gold appointment button.
  const gold = await page.evaluate(() => {
    const browser = globalThis as unknown as Browser;
    return browser.getComputedStyle(browser.document.documentElement).getPropertyValue('--gold');
  });
  const ringOf = async (locator: Locator) => {
    await locator.focus();
    return locator.evaluate((element) => {
      const style = (globalThis as unknown as Browser).getComputedStyle(element);
      return {
        visible:
          (element as unknown as Element).matches(':focus-visible') &&
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) >= 2,
        color: style.outlineColor,
        background: style.backgroundColor,
      };
    });
  };
  const onWhite = await ringOf(page.locator('#all-learn-data-fold .learn-card__title a').first());
  expect(onWhite.visible).toBe(true);
  expect(contrast(onWhite.color, '#ffffff')).toBeGreaterThanOrEqual(3);
  const onGold = await ringOf(
    page.getByRole('banner').getByRole('link', { name: SiteTexts.requestAppointment }).first(),
  );
  expect(onGold.visible).toBe(true);
  expect(contrast(onGold.color, onGold.background)).toBeGreaterThanOrEqual(3);
  expect(contrast(onGold.color, gold)).toBeGreaterThanOrEqual(3);
  expect(contrast(onGold.color, '#ffffff')).toBeGreaterThanOrEqual(3);

  // The grid's columns divide every page size: a full page ends on a full row.
  const section = page.locator('#all-learn-data-fold');
  const lefts = await section
    .locator('.learn-grid > li')
    .evaluateAll((items) => items.map((item) => (item as unknown as Element).getBoundingClientRect().left));
  const columns = new Set(lefts.map(Math.round)).size;
  expect(columns).toBeGreaterThan(1);
  for (const size of LEARN_PAGE_SIZES) expect(size % columns, `${size} cards in ${columns} columns`).toBe(0);

  // Filters that leave nothing: the heading and the chosen filters stay in view, the open dropdown inside the section.
  const filter = section.locator('details.learn-filter');
  await filter.locator('summary').click();
  const chips = section.getByRole('list', { name: SectionTexts.chosenFilters });
  await filter.locator('input[name="tag"]').first().check();
  await expect(chips.getByRole('listitem')).toHaveCount(1);
  await filter.locator('input[name="mediaType"]').last().check();
  await expect(chips.getByRole('listitem')).toHaveCount(2);
  await expect(section).not.toHaveAttribute('aria-busy');
  await expect(section.getByRole('heading', { level: 2, name: SectionTexts.allLearnHeading })).toBeInViewport();
  await expect(chips).toBeInViewport();
  await expect(filter).toHaveAttribute('open');
  const panel = (await filter.locator('.learn-filter__panel').boundingBox())!;
  const area = (await section.boundingBox())!;
  expect(panel.y + panel.height).toBeLessThanOrEqual(area.y + area.height);
});

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('/learn is no wider than the screen, and an item without an author shows no blank portrait', async ({
    page,
  }) => {
    await page.goto('/learn');
    const width = await page.evaluate(
      () =>
        (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
          .scrollWidth,
    );
    expect(width).toBeLessThanOrEqual(390);

    const items = await apiData<LearnFeedItem[]>(page, '/api/learn-content/?limit=100');
    const anonymous = items.find((item) => !item.data.authorName.trim());
    expect(anonymous, 'the demo has an item without an author').toBeDefined();
    await page.goto(`/${LearnPageTypes[anonymous!.content_type]}/${anonymous!.data.slug}`);
    await expect(page.locator('.author').first()).toBeVisible();
    await expect(page.locator('.author img')).toHaveCount(0);
  });
});
