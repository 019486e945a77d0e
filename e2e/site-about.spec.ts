import type { Page } from '@playwright/test';
import type { Individual } from '@atrium/contract/individuals';
import type { MissionVisionGoalSub } from '@atrium/contract/mission-vision-goals';
import { SiteTexts } from '@atrium/contract/site';
import { DescriptionCuts, SectionTexts } from '@atrium/contract/site-sections';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expect, test } from './support/site.ts';
import { apiData, expectCut, foldId, plain, sectionIds, sentences, shownFolds, textOf } from './support/site-folds.ts';

async function people(page: Page, category: string): Promise<Individual[]> {
  const [found] = await apiData<Array<{ id: number }>>(
    page,
    `/api/categories/?name=${encodeURIComponent(category)}&status=1`,
  );
  return apiData<Individual[]>(page, `/api/individuals/?category=${found!.id}&status=1&sort_by=position&limit=100`);
}

test('each section of the about-us page has the slug id of its fold, in the order of the folds', async ({ page }) => {
  await page.goto('/about-us');
  const folds = await shownFolds(page, 'about-us');
  expect(folds.map((fold) => fold.name)).toEqual(
    expect.arrayContaining(['About Us CEO', 'About Us Mission Vision Goal', 'Advisory Board All Members']),
  );
  expect(await sectionIds(page)).toEqual(folds.map((fold) => foldId(fold.name)));
  expect(await sectionIds(page)).toEqual(expect.arrayContaining(['about-us-ceo', 'advisory-board-all-members']));
  await expectNoA11yViolations(page, 'about us');
});

test('founder banner: the first Founder, the bio cut at 700 with the whole of it in a modal, the appointment button', async ({
  page,
}) => {
  const [founder] = await people(page, 'Founder');
  await page.goto('/about-us');
  const banner = page.locator('#about-us-ceo');
  await expect(banner.getByRole('heading', { level: 2 })).toHaveText(founder!.title);
  await expect(banner.locator('.founder__role')).toHaveText(founder!.subtitle || SectionTexts.founderSubtitle);
  const bio = plain(founder!.description);
  expect([...bio].length).toBeGreaterThan(DescriptionCuts.founder);
  expectCut(await textOf(banner.locator('.founder__bio')), sentences(founder!.description), DescriptionCuts.founder);
  await expect(banner.getByRole('link', { name: SiteTexts.requestAppointment })).toHaveAttribute('href', '/contact-us');
  await expect(banner.locator('.founder__background')).toHaveAttribute('src', /\/media\/images\//);

  await banner.getByRole('button', { name: SectionTexts.fullBio }).click();
  const modal = page.getByRole('dialog', { name: founder!.title });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(bio.slice(-60));
  await expectNoA11yViolations(page, 'about us, full bio open');
  await modal.getByRole('button', { name: SectionTexts.close }).click();
  await expect(modal).toBeHidden();
  await expect(banner.getByRole('button', { name: SectionTexts.fullBio })).toBeFocused();
});

test('the full advisory list and the mission, vision and goal rows', async ({ page }) => {
  const members = await people(page, 'Advisory Board');
  const parts = await apiData<MissionVisionGoalSub[]>(page, '/api/mission-vision-goals-sub/?status=1&sort_by=position');
  await page.goto('/about-us');
  const list = page.locator('#advisory-board-all-members');
  await expect(list.locator('.member-list__item h3')).toHaveText(members.map((member) => member.title));
  await expect(list.locator('.member-list__item').first()).toContainText(plain(members[0]!.description));
  const rows = page.locator('#about-us-mission-vision-goal .mvg-row');
  await expect(rows.locator('h3')).toHaveText(parts.map((part) => part.title));
  for (const [i, part] of parts.entries()) await expect(rows.nth(i)).toContainText(plain(part.description));
});

test('the page scrolls to the section named in the hash, from a link and when the hash changes', async ({ page }) => {
  await page.goto('/');
  await page.locator('#advisory-board').getByRole('link', { name: SectionTexts.viewAllMembers }).click();
  await expect(page).toHaveURL(/\/about-us#advisory-board-all-members$/);
  const list = page.locator('#advisory-board-all-members');
  await expect(list).toBeInViewport();
  // Under the sticky header, not behind it.
  await expect.poll(async () => Math.round((await list.boundingBox())!.y)).toBeGreaterThanOrEqual(60);

  // The browser lands on the hash before the page's script, which scrolls there again when it
  // comes (late on a busy machine): scrolled away before that, the list would come back (decision 061).
  await expect(page.locator('[data-island="hash-scroll"]')).toHaveClass(/is-ready/);
  await page.evaluate('window.scrollTo(0, 0)');
  await expect(list).not.toBeInViewport();
  await page.evaluate("location.hash = 'about-us-mission-vision-goal'");
  await expect(page.locator('#about-us-mission-vision-goal')).toBeInViewport();
});

test('the hash waits for its section: a section added after the page loaded is scrolled to once it exists', async ({
  page,
}) => {
  await page.goto('/about-us#a-late-section');
  // Written as the page's own code (the suite is typed without the DOM).
  await page.evaluate(`setTimeout(() => {
    const late = document.createElement('section');
    late.id = 'a-late-section';
    late.style.height = '400px';
    late.textContent = 'Late';
    document.querySelector('main').append(late);
  }, 350)`);
  await expect(page.locator('#a-late-section')).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the hash still lands on its section and the full bio still opens', async ({ page }) => {
    await page.goto('/about-us#advisory-board-all-members');
    await expect(page.locator('#advisory-board-all-members')).toBeInViewport();
    await page.locator('#about-us-ceo').getByRole('button', { name: SectionTexts.fullBio }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
