import path from 'node:path';
import { SearchTexts } from '@atrium/contract/search';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expect, siteAdminToken, test } from './support/site.ts';

/**
 * Site search (issue 24 item 2, decision 049): a visitor types a word that only a post's text
 * has into the header's search, finds the post with the word marked, and opens it; the same
 * address works without JavaScript and is kept out of search engines. Ranking, escaping,
 * drafts and paging are the API suite's (apps/server/src/features/search/search.test.ts).
 */

const stamp = Date.now().toString(36);
/** A word no demo item has, in the new post's text alone. */
const word = `quillwort${stamp}`;
const title = `Dune grasses ${stamp}`;
let created: { id: number; slug: string } | undefined;
let headers: Record<string, string> = {};

test.beforeAll(async ({ request }) => {
  headers = { Authorization: `Bearer ${await siteAdminToken(request)}` };
  const response = await request.post('/api/learn-videos/', {
    headers,
    data: {
      selectedPage: 'learn',
      title,
      description: `<p>Marram and <em>${word}</em> hold the sand when the wind turns.</p><h2>Where they grow</h2><ul><li>Sheltered dunes</li><li>Salt marsh edges</li></ul>`,
      created_at: '2025-03-01',
      VideoType: 0,
      VideoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      status: 1,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  created = ((await response.json()) as { data: { id: number; slug: string } }).data;
});

test.afterAll(async ({ request }) => {
  if (created) await request.delete(`/api/learn-videos/${created.id}/`, { headers });
});

test('a visitor searches a word of a post’s text from the header, finds it marked and opens it', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search', { name: SearchTexts.siteSearch });
  await search.getByRole('searchbox', { name: SearchTexts.label }).fill(word.toUpperCase());
  await search.getByRole('searchbox', { name: SearchTexts.label }).press('Enter');

  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}`, 'i'));
  await expect(page.getByRole('status')).toHaveText(SearchTexts.count(1));
  const result = page.locator('.search-result');
  await expect(result).toHaveCount(1);
  await expect(result.locator('mark')).toHaveText(word);
  // The extract reads as sentences: the heading and the list items end with a full stop (decision 080).
  await expect(result.locator('.search-result__snippet')).toHaveText(
    `Marram and ${word} hold the sand when the wind turns. Where they grow. Sheltered dunes. Salt marsh edges.`,
  );
  // The page's own form keeps the words, labelled.
  await expect(page.getByRole('search', { name: SearchTexts.searchAgain }).getByLabel(SearchTexts.label)).toHaveValue(
    word.toUpperCase(),
  );
  await expectNoA11yViolations(page, 'search');
  await result.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/videos/${created!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/search?q= answers the results, noindex, and the type filter is links', async ({ page }) => {
    const response = await page.goto(`/search?q=${word}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('.search-result mark')).toHaveText(word);
    await page.getByRole('navigation', { name: SearchTexts.typeFilter }).getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(`/search?q=${word}&type=blog`);
    await expect(page.getByRole('status')).toHaveText(SearchTexts.count(0));
    await expect(page.getByText(SearchTexts.noResults)).toBeVisible();
    // A way onward (decision 080): the same words where they are found.
    const onward = page.getByRole('region', { name: SearchTexts.inOtherTypes });
    await expect(onward.getByRole('link')).toHaveText([SearchTexts.offer('Videos', 1)]);
    await onward.getByRole('link').click();
    await expect(page).toHaveURL(`/search?q=${word}&type=video`);
    await expect(page.locator('.search-result')).toHaveCount(1);
  });

  test('a search that finds nothing offers each word alone and the library by type and topic', async ({ page }) => {
    await page.goto(`/search?q=${word}%20zzyzxq`);
    await expect(page.getByRole('status')).toHaveText(SearchTexts.count(0));
    await expect(page.getByRole('heading', { level: 2, name: SearchTexts.onward })).toBeVisible();
    await expect(page.getByRole('region', { name: SearchTexts.inOtherTypes })).toHaveCount(0);
    const words = page.getByRole('region', { name: SearchTexts.oneWord });
    // Only the word that finds something is offered.
    await expect(words.getByRole('link')).toHaveText([SearchTexts.offer(`“${word}”`, 1)]);
    await expect(words.getByRole('link')).toHaveAttribute('href', `/search?q=${word}`);
    const library = page.getByRole('region', { name: SearchTexts.browse });
    await expect(library.getByRole('link', { name: SearchTexts.browseAll })).toHaveAttribute('href', '/learn');
    await expect(library.getByRole('link', { name: 'Podcasts', exact: true })).toHaveAttribute(
      'href',
      '/learn?mediaType=podcast',
    );
    const health = library.getByRole('link', { name: 'Health', exact: true });
    await expect(health).toHaveAttribute('href', /^\/learn\?tag=\d+$/);
    await health.click();
    await expect(page.locator('#all-learn-data-fold .learn-grid > li').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chosen filters' })).toContainText('Health');
  });
});

test('a search that finds nothing has no axe violation, in either scheme', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(`/search?q=${word}%20zzyzxq&type=article`);
    await expect(page.getByRole('heading', { level: 2, name: SearchTexts.onward })).toBeVisible();
    await expectNoA11yViolations(page, `search without results (${colorScheme})`);
  }
});

test.describe('screenshots', () => {
  const outDir = process.env.ATRIUM_SCREENSHOTS;
  test.skip(!outDir, 'set ATRIUM_SCREENSHOTS to a directory to take them');

  for (const viewport of [
    { name: '390', width: 390, height: 844 },
    { name: '1440', width: 1440, height: 900 },
  ]) {
    test(`/search at ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/search?q=teachers');
      await page.screenshot({ path: path.join(outDir!, `search-${viewport.name}.png`), fullPage: true });
      await page.goto('/');
      // On a phone the form is at the top of the menu.
      if (viewport.width < 960) await page.locator('.site-menu__toggle').click();
      await page.screenshot({ path: path.join(outDir!, `search-header-${viewport.name}.png`) });
    });
  }
});
