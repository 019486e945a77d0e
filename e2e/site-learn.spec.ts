import type { Category } from '@atrium/contract/categories';
import type { LearnFeedItem } from '@atrium/contract/learn';
import { AutoplayMs, DescriptionCuts, SectionLimits, SectionTexts } from '@atrium/contract/site-sections';
import type { Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/site.ts';
import { apiData, expectCut, foldId, plain, sectionIds, sentences, shownFolds, textOf } from './support/site-folds.ts';

const SECTION = '#all-learn-data-fold';
const SYSTEM = ['Featured Initiatives', 'Initiatives', 'Recent Content'];

/** The filter's two groups as the API has them: initiative tags (no system category) and media types. */
async function filterOptions(page: Page) {
  const tags = (
    await apiData<Category[]>(page, '/api/categories/?categoryType=2&status=1&sort_by=position&limit=100')
  ).filter((tag) => !SYSTEM.includes(tag.name));
  const types = await apiData<Category[]>(page, '/api/categories/?categoryType=1&status=1&sort_by=position&limit=100');
  return { tags, types };
}

async function count(page: Page, query: string): Promise<number> {
  return (await apiData<{ count: number }>(page, `/api/learn-content/count/?${query}`)).count;
}

/** The titles of the cards shown, in order. */
function cardTitles(section: Locator): Promise<string[]> {
  return section.locator('.learn-grid .learn-card__title').allTextContents();
}

async function feedTitles(page: Page, query: string): Promise<string[]> {
  const items = await apiData<LearnFeedItem[]>(page, `/api/learn-content/?sort_by=position&${query}`);
  return items.map((item) => plain(item.data.title));
}

test('the learn page: its folds in order, no axe violation', async ({ page }) => {
  await page.goto('/learn');
  const folds = await shownFolds(page, 'learn');
  expect(await sectionIds(page)).toEqual(folds.map((fold) => foldId(fold.name)));
  await expectNoA11yViolations(page, 'learn');
});

test('the learn slider: the 5 newest items, arrows and dots, no looping', async ({ page }) => {
  const newest = await apiData<LearnFeedItem[]>(
    page,
    `/api/learn-content/?sort_by=-created_at&limit=${SectionLimits.learnSlider}`,
  );
  await page.goto('/learn');

  const slider = page.locator('#learn-content-slider .slider');
  await expect(slider).toHaveAttribute('data-autoplay', String(AutoplayMs.learnSlider));
  await expect(slider).not.toHaveAttribute('data-loop');
  const slides = slider.locator('.slider__slide');
  await expect(slides).toHaveCount(newest.length);
  for (const [i, item] of newest.entries()) {
    const slide = slides.nth(i);
    await expect(slide.locator('.learn-card__title')).toHaveText(plain(item.data.title));
    await expect(slide.locator('.learn-card__title a')).toHaveAttribute(
      'href',
      `/${item.content_type}s/${item.data.slug}`,
    );
    expectCut(
      await textOf(slide.locator('.learn-card__text')),
      sentences(item.data.description),
      DescriptionCuts.learnSlider,
    );
    await expect(slide.locator('.type-tag')).toHaveText(new RegExp(item.content_type, 'i'));
    await expect(slide.locator('.author__name')).toHaveText(item.data.authorName);
    await expect(slide.locator('time')).toHaveAttribute('datetime', item.data.created_at);
    await expect(slide.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(slide.getByRole('link', { name: new RegExp(`^${SectionTexts.readMore}`) })).toBeAttached();
  }

  // Arrows and dots; no looping: previous is off at the start, next at the end.
  const prev = slider.getByRole('button', { name: SectionTexts.slider.previous });
  const next = slider.getByRole('button', { name: SectionTexts.slider.next });
  await expect(prev).toBeDisabled();
  const dots = slider.locator('.slider__dot');
  const stops = await dots.count();
  expect(stops).toBeGreaterThan(1);
  for (let i = 1; i < stops; i++) await next.click();
  await expect(dots.nth(stops - 1)).toHaveAttribute('aria-current', 'true');
  await expect(next).toBeDisabled();
  await dots.first().click();
  await expect(prev).toBeDisabled();
});

test.describe('the learn slider moving by itself', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('every 10 s, not while the pointer is over it', async ({ page }) => {
    const start = Date.UTC(2026, 10, 2, 10);
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto('/learn');
    const slider = page.locator('#learn-content-slider .slider');
    const dots = slider.locator('.slider__dot');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await slider.hover();
    await page.clock.runFor(AutoplayMs.learnSlider * 2);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(5, 5);
    await page.clock.runFor(AutoplayMs.learnSlider + 1000);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });
});

test('all learn: 10 cards a page by position, the count, cards cut at 150, the pager', async ({ page }) => {
  const total = await count(page, '');
  expect(total).toBeGreaterThan(30);
  await page.goto('/learn');
  const section = page.locator(SECTION);
  await expect(section.locator('.all-learn__count')).toHaveText(`${total} items`);
  expect(await cardTitles(section)).toEqual(await feedTitles(page, 'limit=10'));
  const first = (await apiData<LearnFeedItem[]>(page, '/api/learn-content/?sort_by=position&limit=1'))[0]!;
  const card = section.locator('.learn-card').first();
  expectCut(await textOf(card.locator('.learn-card__text')), sentences(first.data.description), DescriptionCuts.card);
  await expect(card.locator('.learn-tags li')).toHaveText(
    first.data.categoryNames.filter((name) => !SYSTEM.includes(name)),
  );

  const pager = section.getByRole('navigation', { name: 'Pagination' });
  const pages = Math.ceil(total / 10);
  // First and previous are off on page 1; at most 3 numbers, then the last.
  await expect(pager.locator('[aria-disabled="true"]')).toHaveCount(2);
  const numbers = pager.locator('.pager__number');
  await expect(numbers).toHaveText(['1', '2', '3', ...(pages > 3 ? [String(pages)] : [])]);
  await expect(numbers.first()).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|#|$)/);
  expect(await cardTitles(section)).toEqual(await feedTitles(page, 'limit=10&skip=10'));
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Last page' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${pages}(&|#|$)`));
  await expect(section.locator('.learn-grid > li')).toHaveCount(total - (pages - 1) * 10);
  await pager.getByRole('link', { name: 'First page' }).click();
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  // A page size: 20 a page, back to page 1.
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await section.getByLabel(SectionTexts.perPage).selectOption('20');
  await expect(page).toHaveURL(/[?&]size=20/);
  expect(page.url()).not.toContain('page=2');
  await expect(section.locator('.learn-grid > li')).toHaveCount(20);
  await expect(section.getByLabel(SectionTexts.perPage)).toHaveValue('20');
  expect(await section.getByLabel(SectionTexts.perPage).locator('option').allTextContents()).toEqual([
    '10',
    '20',
    '50',
    '100',
  ]);
});

test('the filter: two groups with All and counts, any of a group, both groups, back to page 1', async ({ page }) => {
  const { tags, types } = await filterOptions(page);
  const [health, climate] = [tags.find((t) => t.name === 'Health')!, tags.find((t) => t.name === 'Climate')!];
  // What the API says each state has, asked at once.
  const [tagCounts, [healthOnly, either, both, healthVideos]] = await Promise.all([
    Promise.all(tags.map((tag) => count(page, `categories=${tag.id}`))),
    Promise.all([
      count(page, `categories=${health.id}`),
      count(page, `categories=${health.id},${climate.id}`),
      count(page, `categories=${health.id},${climate.id}&mediaType=video`),
      count(page, `categories=${health.id}&mediaType=video`),
    ]),
  ]);
  await page.goto('/learn?page=2');
  const section = page.locator(SECTION);
  await section.locator('summary', { hasText: SectionTexts.filter }).click();
  const initiatives = section.getByRole('group', { name: SectionTexts.initiativesGroup });
  const media = section.getByRole('group', { name: SectionTexts.mediaType });
  await expect(initiatives.getByRole('link', { name: SectionTexts.all })).toHaveAttribute('aria-current', 'true');
  await expect(media.getByRole('link', { name: SectionTexts.all })).toHaveAttribute('aria-current', 'true');
  await expect(initiatives.getByRole('checkbox')).toHaveCount(tags.length);
  await expect(initiatives.locator('.learn-filter__count')).toHaveText(tagCounts.map((n) => `(${n})`));
  await expect(media.getByRole('checkbox')).toHaveCount(types.length);
  await expectNoA11yViolations(page, 'learn, filter open');

  // A tag: the list narrows at once, back to page 1, the dropdown stays open.
  await initiatives.getByRole('checkbox', { name: /Health/ }).check();
  await expect(page).toHaveURL(new RegExp(`[?&]tag=${health.id}`));
  expect(page.url()).not.toContain('page=2');
  await expect(initiatives).toBeVisible();
  await expect(section.locator('.all-learn__count')).toHaveText(`${healthOnly} items`);
  // Any of the tags within the group.
  await initiatives.getByRole('checkbox', { name: /Climate/ }).check();
  await expect(page).toHaveURL(new RegExp(`tag=${health.id}&tag=${climate.id}`));
  await expect(section.locator('.all-learn__count')).toHaveText(`${either} items`);
  // Both groups must match.
  await media.getByRole('checkbox', { name: 'Video' }).check();
  await expect(page).toHaveURL(/mediaType=video/);
  await expect(section.locator('.all-learn__count')).toHaveText(`${both} items`);
  for (const tag of await section.locator('.learn-grid .learn-card__type').allTextContents())
    expect(tag).toMatch(/Video/);
  // The tag counts follow the chosen media types.
  await expect(initiatives.locator('label', { hasText: 'Health' })).toContainText(`(${healthVideos})`);
  await page.keyboard.press('Escape');
  await expect(initiatives).toBeHidden();
});

test('the chosen filters as removable tags, Clear All, All for one group, and Back', async ({ page }) => {
  const { tags } = await filterOptions(page);
  const [health, climate] = [tags.find((t) => t.name === 'Health')!, tags.find((t) => t.name === 'Climate')!];
  await page.goto(`/learn?tag=${health.id}&tag=${climate.id}&mediaType=video`);
  const section = page.locator(SECTION);
  const initiatives = section.getByRole('group', { name: SectionTexts.initiativesGroup });
  // The chosen filters as tags: one removed, then Clear All.
  const chosen = section.getByRole('list', { name: SectionTexts.chosenFilters });
  await expect(chosen.getByRole('link')).toHaveText(
    ['Health', 'Climate', 'Video'].map((name) => new RegExp(`^${name}`)),
  );
  await chosen.getByRole('link', { name: /^Climate/ }).click();
  await expect(page).not.toHaveURL(/tag=\d+&tag=/);
  await expect(chosen.getByRole('link')).toHaveCount(2);
  await expectNoA11yViolations(page, 'learn, filters chosen');
  await section.getByRole('link', { name: SectionTexts.clearAll }).click();
  await expect(chosen).toBeHidden();
  await expect(page).not.toHaveURL(/tag=|mediaType=/);
  await expect(section.locator('.all-learn__count')).toHaveText(`${await count(page, '')} items`);

  // All clears its group only.
  await page.goto(`/learn?tag=${health.id}&mediaType=blog`);
  await section.locator('summary', { hasText: SectionTexts.filter }).click();
  await initiatives.getByRole('link', { name: SectionTexts.all }).click();
  await expect(page).toHaveURL(/mediaType=blog/);
  await expect(page).not.toHaveURL(/tag=/);

  // Back goes to the filter before.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`tag=${health.id}`));
  await expect(section.getByRole('list', { name: SectionTexts.chosenFilters }).getByRole('link')).toHaveCount(2);
});

test('?mediaType= preselects a media type by its name in any case; no match says No record Found.', async ({
  page,
}) => {
  await page.goto('/learn?mediaType=VIDEO');
  const section = page.locator(SECTION);
  await expect(section.getByRole('list', { name: SectionTexts.chosenFilters }).getByRole('link')).toHaveText([
    /^Video/,
  ]);
  await expect(section.locator('.all-learn__count')).toHaveText(`${await count(page, 'mediaType=video')} items`);
  await section.locator('summary', { hasText: SectionTexts.filter }).click();
  await expect(section.getByRole('checkbox', { name: 'Video' })).toBeChecked();

  // A tag and a type with nothing in common.
  const { tags } = await filterOptions(page);
  let empty: string | null = null;
  for (const tag of tags) {
    for (const type of ['article', 'blog', 'video', 'podcast']) {
      if (!empty && (await count(page, `categories=${tag.id}&mediaType=${type}`)) === 0)
        empty = `tag=${tag.id}&mediaType=${type}`;
    }
  }
  expect(empty, 'the demo has a tag with no item of some type').not.toBeNull();
  await page.goto(`/learn?${empty}`);
  await expect(section.getByText(SectionTexts.noRecord)).toBeVisible();
  await expect(section.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await expectNoA11yViolations(page, 'learn, no record');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter is a form, the chosen filters, the page size and the pager are links', async ({ page }) => {
    const { tags } = await filterOptions(page);
    const health = tags.find((t) => t.name === 'Health')!;
    await page.goto('/learn');
    const section = page.locator(SECTION);
    await section.locator('summary', { hasText: SectionTexts.filter }).click();
    await section.getByRole('checkbox', { name: /Health/ }).check();
    await section.getByRole('checkbox', { name: 'Podcast' }).check();
    await section.getByRole('button', { name: SectionTexts.applyFilter }).click();
    await expect(page).toHaveURL(new RegExp(`/learn\\?tag=${health.id}&mediaType=podcast#all-learn-data-fold$`));
    await expect(section.locator('.all-learn__count')).toHaveText(
      `${await count(page, `categories=${health.id}&mediaType=podcast`)} items`,
    );
    await expect(section).toBeInViewport();

    await section.getByRole('link', { name: SectionTexts.clearAll }).click();
    await expect(page).toHaveURL(/\/learn#all-learn-data-fold$/);
    await section.getByLabel(SectionTexts.perPage).selectOption('50');
    await section.getByRole('button', { name: SectionTexts.applySize }).click();
    await expect(page).toHaveURL(/size=50/);
    await expect(section.locator('.learn-grid > li')).toHaveCount(Math.min(50, await count(page, '')));

    await page.goto('/learn');
    await section.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    expect(await cardTitles(section)).toEqual(await feedTitles(page, 'limit=10&skip=10'));
  });
});
