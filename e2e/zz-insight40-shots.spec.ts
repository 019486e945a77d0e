import path from 'node:path';
import { ItemFiguresTexts, type LearnItemFigures } from '@atrium/contract/analytics';
import { LearnMediaFields, LearnTexts } from '@atrium/contract/learn';
import { expect, test } from './fixtures.ts';
import { stubVideoHosts, YOUTUBE_WATCH } from './support/learn-screens.ts';
import { adminApiWithToken, listScreen, openSearched } from './support/list-screen.ts';

// Temporary (not committed): pictures of the learn form's figures panel at 390 and 1440 px.
const READERS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
];
test('shots', async ({ page, signIn, admin }) => {
  test.setTimeout(120_000);
  await stubVideoHosts(page);
  const api = adminApiWithToken(page.request, await signIn(admin));
  const tag = `shots${Date.now()}`;
  const title = `Gardens in winter ${tag}`;
  const media = LearnMediaFields.podcast as Record<string, string>;
  const item = await api.call<{ id: number; slug: string }>('POST', '/api/learn-podcasts/', {
    selectedPage: 'learn',
    title,
    description: '<p>x</p>',
    created_at: '2025-03-01',
    status: '1',
    [media.type!]: 0,
    [media.url!]: YOUTUBE_WATCH,
  });
  for (const ua of READERS)
    for (let i = 0; i < 3; i++) await page.request.get(`/podcasts/${item.slug}`, { headers: { 'user-agent': ua } });
  await expect
    .poll(async () => (await api.call<LearnItemFigures>('GET', `/api/analytics/learn/podcast/${item.id}/`)).pageviews, {
      timeout: 15_000,
    })
    .toBe(6);
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    const s = listScreen(page, LearnTexts.podcast);
    await openSearched(page, '/admin/podcasts', s, tag);
    await s.row(title).getByRole('button', { name: `Edit ${title}` }).click();
    const figures = page.getByRole('region', { name: ItemFiguresTexts.title });
    await expect(figures.locator('[data-figure="pageviews"]')).toHaveText(`6 ${ItemFiguresTexts.pageviews}`);
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join('/tmp/i40/shots', `form-${width}.png`) });
    await figures.getByText(ItemFiguresTexts.table).click();
    await figures.screenshot({ path: path.join('/tmp/i40/shots', `figures-table-${width}.png`) });
  }
});
