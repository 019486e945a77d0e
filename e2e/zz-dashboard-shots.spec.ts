import { expect, test } from './fixtures.ts';

const UAS = [
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36',
];
test('dashboard screenshots', async ({ page, signIn, admin }) => {
  test.setTimeout(120_000);
  const paths = ['/', '/learn', '/about-us', '/contact-us', '/search?q=garden+design', '/search?q=volunteering+abroad', '/learn?utm_source=newsletter&utm_medium=email&utm_campaign=december'];
  for (const [i, ua] of UAS.entries())
    for (const [j, p] of paths.entries())
      if ((i + j) % 3 !== 0)
        await page.request.get(p, { headers: { 'user-agent': ua, referer: ['https://www.google.com/', 'https://news.example.org/a', ''][j % 3]! } });
  await page.waitForTimeout(6000);
  await signIn(admin);
  for (const [w, h] of [[1440, 900], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/admin/dashboard');
    await page.getByText('Today', { exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/insight-shots/dashboard-${w}.png`, fullPage: true });
  }
});
