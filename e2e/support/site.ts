/* eslint-disable no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter; {} means none. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test as base } from '../fixtures.ts';
import { AppointmentPopupTexts } from '@atrium/contract/public-forms';
import { SiteTexts } from '@atrium/contract/site';
import { readE2eEnv } from './env.ts';

export { expect };

/**
 * The public site's specs: they run against the second app, the one with the demo content
 * (global-setup.ts), with every guard of the suite's fixtures (console errors, CSP violations).
 * A page frames a video host's player only once play is pressed (decision 080): a test that
 * presses it answers the hosts with stubVideoHosts (support/learn-screens.ts). Not every test: a
 * route makes Playwright hold each of the page's requests for a round trip and turns the
 * browser's cache off (decision 109); playwright.config.ts keeps the hosts unreachable otherwise.
 */
export const test = base.extend({
  baseURL: async ({}, use) => use(readE2eEnv().siteURL),
});

/** An access token of the demo site's administrator (the suite's ADMIN_EMAIL), for the admin API. */
export async function siteAdminToken(request: APIRequestContext): Promise<string> {
  const env = readE2eEnv();
  const response = await request.post('/api/admin-login/', {
    data: { identifier: env.adminEmail, password: env.adminPassword },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { access: string } }).data.access;
}

/** The JSON-LD blocks of the page, parsed. */
export async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The content of a <meta> by name or property. */
export async function metaContent(page: Page, key: string): Promise<string | null> {
  const tag = page.locator(`meta[name="${key}"], meta[property="${key}"]`).first();
  return (await tag.count()) ? tag.getAttribute('content') : null;
}

/** The published items of a learn type, newest first, as the public API gives them. */
export async function publishedLearn<T = { slug: string; title: string }>(
  page: Page,
  key: 'learn-blogs' | 'learn-articles' | 'learn-videos' | 'learn-podcasts',
  query = '',
): Promise<T[]> {
  const response = await page.request.get(`/api/${key}/?status=1&sort_by=-created_at&limit=100${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T[] }).data;
}

/** The suite is typed without the DOM library: the little of `window` the site specs use. */
type Win = { scrollY: number; scrollTo(x: number, y: number): void };

export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => (globalThis as unknown as Win).scrollTo(0, top), y);
}

export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as Win).scrollY);
}

/** True when an <img> has loaded a real picture (not a broken one). */
export function imageLoaded(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((img) => {
      const image = img as unknown as { complete: boolean; naturalWidth: number };
      return image.complete && image.naturalWidth > 0;
    });
}

/** The appointment popup (requirements 3 §2, §4, §5, §8 Public), opened from the header on every page. */
export const appointmentPopup = (page: Page) => page.getByRole('dialog', { name: AppointmentPopupTexts.title });
export const appointmentButton = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: SiteTexts.requestAppointment }).first();

/**
 * Opens the appointment popup from the header of `path`, once its island has enhanced the link:
 * before that, a click follows the link to the contact page, as it should without JavaScript.
 */
export async function openAppointmentPopup(page: Page, path = '/faqs'): Promise<void> {
  await page.goto(path);
  await expect(appointmentButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
  await appointmentButton(page).click();
  await expect(appointmentPopup(page)).toBeVisible();
}
