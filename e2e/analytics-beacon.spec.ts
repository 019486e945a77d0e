import type { Request } from '@playwright/test';
import { test as backOfficeApp } from './fixtures.ts';
import { expect, test as demoSite } from './support/site.ts';

/**
 * Decision 089: the optional beacon, for a site whose pages a CDN answers. The demo site's app
 * runs with ANALYTICS_BEACON=true (global-setup.ts): a page sends one beacon with its path, its
 * query and the referrer. The other app runs with the default, off: nothing is sent.
 */
const isBeacon = (request: Request) => new URL(request.url()).pathname === '/api/analytics/beacon/';

demoSite('with the beacon on, a page shown sends one beacon with its path, query and referrer', async ({ page }) => {
  const beacons: Request[] = [];
  page.on('request', (request) => {
    if (isBeacon(request)) beacons.push(request);
  });
  // The browser's network events leave a beacon's body out; a route on it hands the body over.
  await page.route(
    (url) => url.pathname === '/api/analytics/beacon/',
    (route) => route.continue(),
  );
  const sent = page.waitForRequest(isBeacon);
  await page.goto('/faqs?utm_source=letter');
  const beacon = await sent;
  expect(beacon.method()).toBe('POST');
  expect(beacon.headers()['content-type']).toBe('application/json');
  expect(beacon.postDataJSON()).toEqual({
    path: '/faqs',
    token: expect.stringMatching(/^[\w-]{22}$/),
    search: '?utm_source=letter',
    referrer: '',
  });
  // Playwright's headless browser is a bot by its user agent: accepted, not counted.
  const answer = await beacon.response();
  expect(answer?.status()).toBe(202);
  expect(await answer?.json()).toEqual({ success: true, data: { counted: false } });
  await page.waitForLoadState('networkidle');
  expect(beacons).toHaveLength(1);
});

backOfficeApp('with the beacon off (the default), a page carries none and sends nothing', async ({ page }) => {
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (isBeacon(request)) beacons.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('html.js')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-island="beacon"]')).toHaveCount(0);
  expect(beacons).toEqual([]);
});
