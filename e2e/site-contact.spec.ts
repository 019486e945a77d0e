import { expectNoA11yViolations } from './support/a11y.ts';
import { expect, metaContent, test } from './support/site.ts';

type Details = { title: string; description: string; company: string; email: string; phone: string; address: string };

test('the contact details block, the map and the meta', async ({ page, baseURL }) => {
  const [details] = ((await (await page.request.get('/api/contact-us-details/')).json()) as { data: Details[] }).data;
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: details!.title })).toBeVisible();
  await expect(page.getByText(details!.description)).toBeVisible();
  await expect(page.locator('.page-banner img')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: details!.company })).toBeVisible();
  await expect(page.getByRole('link', { name: details!.email })).toHaveAttribute('href', `mailto:${details!.email}`);
  const phone = page.getByRole('link', { name: /^\d{3}-\d{3}-\d{4}$/ });
  await expect(phone).toHaveText(details!.phone);
  await expect(phone).toHaveAttribute('href', `tel:+1${details!.phone.replace(/-/g, '')}`);
  await expect(page.locator('address')).toHaveText(details!.address);
  // What the Nu HTML Checker refused (issue 24): an <address> (flow content) inside a <span>, and
  // `tel-national` on a type="tel" field, whose only autofill token of its kind is `tel`.
  await expect(page.locator('span address')).toHaveCount(0);
  expect(await page.locator('input[type="tel"]').count()).toBeGreaterThan(0);
  await expect(page.locator('input[type="tel"]:not([autocomplete="tel"])')).toHaveCount(0);
  await expect(page.locator('.contact__map img')).toBeVisible();
  await expect(page.getByRole('link', { name: /Find us on OpenStreetMap/ })).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(details!.address)}`,
  );
  await expect(page).toHaveTitle('Contact Us | Atrium');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/contact-us`);
  expect(await metaContent(page, 'description')).toBe(details!.description);
  await expectNoA11yViolations(page, 'contact');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoA11yViolations(page, 'contact on a phone');
});
