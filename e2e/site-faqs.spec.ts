import type { APIRequestContext } from '@playwright/test';
import { FaqMessages } from '@atrium/contract/faqs';
import { expectNoA11yViolations } from './support/a11y.ts';
import { expect, jsonLd, metaContent, test } from './support/site.ts';

type Faq = { title: string };

async function publishedFaqs(request: APIRequestContext): Promise<Faq[]> {
  return ((await (await request.get('/api/faqs/?status=1&sort_by=position&limit=100')).json()) as { data: Faq[] }).data;
}

test('the banner and the accordion, the first question open; questions open and close', async ({ page }) => {
  const faqs = await publishedFaqs(page.request);
  expect(faqs.length).toBeGreaterThan(1);
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByText('Everything you wanted to know')).toBeVisible();
  await expect(page.locator('.page-banner img')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/contact-us');

  const items = page.locator('details.faq__item');
  await expect(items).toHaveCount(faqs.length);
  await expect(items.locator('summary')).toHaveText(faqs.map((faq) => faq.title));
  await expect(items.first()).toHaveAttribute('open');
  for (let i = 1; i < faqs.length; i++) await expect(items.nth(i)).not.toHaveAttribute('open');
  const second = items.nth(1);
  await second.locator('summary').click();
  await expect(second.locator('.faq__answer')).toBeVisible();
  await second.locator('summary').click();
  await expect(second.locator('.faq__answer')).toBeHidden();
  await expect(page.getByText(FaqMessages.publicEmpty)).toHaveCount(0);
  await expectNoA11yViolations(page, 'FAQs');
});

test('meta tags, canonical link and FAQPage JSON-LD', async ({ page, baseURL }) => {
  const faqs = await publishedFaqs(page.request);
  await page.goto('/faqs');
  await expect(page).toHaveTitle('Frequently asked questions | Atrium');
  expect(await metaContent(page, 'description')).toContain('Short answers');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/faqs`);
  expect(await metaContent(page, 'og:url')).toBe(`${baseURL}/faqs`);
  expect(await metaContent(page, 'og:image')).toMatch(new RegExp(`^${baseURL}/media/images/.+-1600\\.webp$`));
  expect(await metaContent(page, 'twitter:card')).toBe('summary_large_image');
  const [faqPage] = (await jsonLd(page)).filter((block) => block['@type'] === 'FAQPage');
  const questions = faqPage!.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
  expect(questions.map((q) => q.name)).toEqual(faqs.map((faq) => faq.title));
  expect(questions[0]!.acceptedAnswer.text.length).toBeGreaterThan(10);
  expect(questions[0]!.acceptedAnswer.text).not.toContain('<');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the questions still open and read', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/faqs');
    const second = page.locator('details.faq__item').nth(1);
    await second.locator('summary').click();
    await expect(second.locator('.faq__answer')).toBeVisible();
  });
});

test('on a phone the page is accessible', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/faqs');
  await expect(page.locator('details.faq__item').first()).toBeVisible();
  await expectNoA11yViolations(page, 'FAQs on a phone');
});
