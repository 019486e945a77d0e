import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's headless shell (package chromium-headless-shell, the same Chromium version) when it is
 * installed: the old headless mode without the full browser's UI layers, whose own processes
 * cost about half as much CPU (the pages' renderers cost the same; decision 054). Full Chromium
 * otherwise; CHROMIUM_PATH wins.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((candidate) => existsSync(candidate)) ??
  '/usr/bin/chromium';

/**
 * End-to-end suite: Debian's Chromium against the real app, started by e2e/global-setup.ts
 * on a free port with its own data directory and a mail catcher. `npm run test:e2e`.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // Four browsers on two cores: a test mostly waits on a page or on the app (two workers kept the
  // CPU about 40 % busy), and the specs already share one database safely (decision 047).
  // `npm run test:e2e -- --workers=1` to debug one at a time.
  workers: 4,
  forbidOnly: Boolean(process.env.CI),
  // On CI one retry, so a timing blip on a loaded 2-core machine does not sink the run; the
  // summary names every test that needed it, and a flaky test is still fixed at its cause
  // (decision 021). Locally none: a flake shows up at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    // Set by the global setup before the workers start.
    baseURL: process.env.ATRIUM_E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
    // Transitions off (the admin theme respects it): an axe scan or a click never meets a screen mid-fade.
    reducedMotion: 'reduce',
    // A failed test's screenshot is e2e/fixtures.ts's failureScreenshot: Playwright's 'only-on-failure'
    // takes one of every page at every context's close, passed or not (decision 109).
    screenshot: 'off',
    // A stuck click or a page that never loads fails with its locator, not as a bare test timeout.
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // No test reaches the video hosts, online or not: one that frames a player answers them with
        // a route of its own (stubVideoHosts); any other request to them fails here, at once.
        '--host-resolver-rules=MAP www.youtube.com ~NOTFOUND, MAP www.youtube-nocookie.com ~NOTFOUND, MAP player.vimeo.com ~NOTFOUND',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
