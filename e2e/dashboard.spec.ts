import { randomBytes } from 'node:crypto';
import { DashboardTexts } from '@atrium/contract/analytics';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';

/**
 * Decision 082: the back office's home. A visitor (a real browser's user agent: Playwright's own
 * headless one is a bot, and never counted) searches for something the site does not have; the
 * dashboard, opened by the sign-in, shows the visit and that search, at desktop and phone widths.
 */
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

test('the dashboard shows the visits counted on the server and the searches that found nothing', async ({
  page,
  signIn,
  admin,
}) => {
  test.slow(); // waits for the server's next batch of counts (every 5 s)
  const query = `zebra ${randomBytes(3).toString('hex')}`;
  const visit = await page.request.get(`/search?q=${encodeURIComponent(query)}`, {
    headers: { 'user-agent': BROWSER },
  });
  expect(visit.status()).toBe(200);

  const token = await signIn(admin);
  const today = new Date().toISOString().slice(0, 10);
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/analytics/?from=${today}&to=${today}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return ((await answer.json()).data.searches as Array<{ query: string }>).some((s) => s.query === query);
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: DashboardTexts.title, level: 1 })).toBeVisible();
  // Mantine's segmented control: its radios are hidden under their labels.
  await page.getByText(DashboardTexts.periods.today, { exact: true }).click();
  await expect(page.getByRole('radio', { name: DashboardTexts.periods.today })).toBeChecked();
  const visitors = page.locator(`[data-stat="${DashboardTexts.visitors}"]`);
  await expect(visitors).not.toContainText('—');
  const searches = page.getByRole('region', { name: DashboardTexts.searchesNotFound });
  await expect(searches.getByRole('cell', { name: query })).toBeVisible();

  // The chart's figures, as a table behind it.
  const chart = page.getByRole('region', { name: DashboardTexts.chartTitle });
  await chart.getByText(DashboardTexts.chartTable).click();
  await expect(chart.getByRole('table').getByRole('row')).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'dashboard');

  // A phone: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(searches.getByRole('cell', { name: query })).toBeVisible();
  // Polled: the charts measure their box again a frame or more after the window changes (a
  // ResizeObserver), and until then keep the desktop width they were drawn at.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
            .scrollWidth,
      ),
    )
    .toBeLessThanOrEqual(390);
});
