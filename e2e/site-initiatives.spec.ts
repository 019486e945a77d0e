import type { LearnFeedItem } from '@atrium/contract/learn';
import { DescriptionCuts, SectionLimits, SectionTexts } from '@atrium/contract/site-sections';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/site.ts';
import { apiData, expectCut, foldId, plain, sectionIds, sentences, shownFolds, textOf } from './support/site-folds.ts';

/** The published articles of a category placed on the initiatives page, by position. */
async function articlesOf(page: Page, category: string): Promise<LearnFeedItem[]> {
  const [found] = await apiData<Array<{ id: number }>>(
    page,
    `/api/categories/?name=${encodeURIComponent(category)}&status=1`,
  );
  return apiData<LearnFeedItem[]>(
    page,
    `/api/learn-content/?mediaType=article&categories=${found!.id}&selectedPage=initiatives&sort_by=position&limit=100`,
  );
}

test('the initiatives page: its folds in order, each article once, featured Read more to the article', async ({
  page,
}) => {
  const initiatives = await articlesOf(page, 'Initiatives');
  const featured = await articlesOf(page, 'Featured Initiatives');
  expect(initiatives.length).toBeGreaterThan(2);
  await page.goto('/initiatives');
  const folds = await shownFolds(page, 'initiatives');
  expect(await sectionIds(page)).toEqual(folds.map((fold) => foldId(fold.name)));

  // Each article once (issue 24): the list leaves out the ones featured below it.
  const shownFeatured = featured.slice(0, SectionLimits.featuredInitiatives);
  const listed = await listedInitiatives(page);
  expect(listed.length).toBeLessThan(initiatives.length);
  const list = page.locator('#initiatives .initiative');
  await expect(list.locator('h3')).toHaveText(listed.map((item) => plain(item.data.title)));
  await expect(list.first().getByRole('link', { name: plain(listed[0]!.data.title) })).toHaveAttribute(
    'href',
    `/articles/${listed[0]!.data.slug}`,
  );
  const cards = page.locator('#featured-initiatives .featured-card');
  await expect(cards).toHaveCount(shownFeatured.length);
  // A featured card's Read more leads to its article, never back to this page.
  for (const [i, item] of shownFeatured.entries()) {
    await expect(cards.nth(i).getByRole('link', { name: new RegExp(`^${SectionTexts.readMore}`) })).toHaveAttribute(
      'href',
      `/articles/${item.data.slug}`,
    );
  }
  const articleLinks = await page
    .locator('#initiatives h3 a, #featured-initiatives a.fold-link')
    .evaluateAll((links) =>
      links.map((link) => (link as unknown as { getAttribute(name: string): string | null }).getAttribute('href')),
    );
  expect(new Set(articleLinks).size).toBe(articleLinks.length);
  // A call to action that would reload this very page is left out.
  const ctas = await page
    .locator('#featured-initiatives .featured-card__actions .button')
    .evaluateAll((links) =>
      links.map((link) => (link as unknown as { getAttribute(name: string): string | null }).getAttribute('href')),
    );
  expect(ctas).not.toContain('/initiatives');
  await expectNoA11yViolations(page, 'initiatives');
});

/** The initiatives the list shows: those of the category that are not featured on the page. */
async function listedInitiatives(page: Page): Promise<LearnFeedItem[]> {
  const featured = (await articlesOf(page, 'Featured Initiatives')).slice(0, SectionLimits.featuredInitiatives);
  const featuredIds = new Set(featured.map((item) => item.data.id));
  return (await articlesOf(page, 'Initiatives')).filter((item) => !featuredIds.has(item.data.id));
}

test('a description over 300 characters: its start and read more, then the whole and show less', async ({ page }) => {
  const initiatives = await listedInitiatives(page);
  const index = initiatives.findIndex(
    (item) => [...sentences(item.data.description)].length > DescriptionCuts.initiative,
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const item = initiatives[index]!;
  const whole = plain(item.data.description);
  await page.goto('/initiatives');
  const entry = page.locator('#initiatives .initiative').nth(index);
  const short = entry.locator('.initiative__short');
  expectCut(await textOf(short), sentences(item.data.description), DescriptionCuts.initiative);
  const toggle = entry.locator('summary');
  await expect(toggle).toHaveAccessibleName(SectionTexts.initiativeMore);
  await expect(entry.locator('.initiative__whole')).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAccessibleName(SectionTexts.initiativeLess);
  await expect(short).toBeHidden();
  const shown = await textOf(entry.locator('.initiative__whole'));
  expect(shown.replace(/\s/g, '')).toBe(whole.replace(/\s/g, ''));
  // The toggle follows the text it opened.
  const textBox = (await entry.locator('.initiative__whole').boundingBox())!;
  expect((await toggle.boundingBox())!.y).toBeGreaterThan(textBox.y + textBox.height - 1);
  await expectNoA11yViolations(page, 'initiatives, one opened');

  await toggle.click();
  await expect(toggle).toHaveAccessibleName(SectionTexts.initiativeMore);
  await expect(short).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('read more and show less still work', async ({ page }) => {
    await page.goto('/initiatives');
    const entry = page
      .locator('#initiatives .initiative')
      .filter({ has: page.locator('summary') })
      .first();
    await entry.locator('summary').click();
    await expect(entry.locator('.initiative__whole')).toBeVisible();
    await expect(entry.locator('summary')).toHaveAccessibleName(SectionTexts.initiativeLess);
  });
});
