import { expect, test } from './fixtures.ts';
import { test as siteTest } from './support/site.ts';

/** The script-src directive of a Content-Security-Policy header. */
function scriptSrc(policy: string | undefined): string {
  const directive = (policy ?? '').split(';').find((d) => d.trim().startsWith('script-src '));
  if (!directive) throw new Error(`no script-src in ${policy}`);
  return directive.trim();
}

const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

for (const path of ['/admin/login', '/admin/profile']) {
  test(`${path}: inline scripts run by a fresh nonce, never by 'unsafe-inline'`, async ({ request }) => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['x-cache']).toBeUndefined();
      const directive = scriptSrc(response.headers()['content-security-policy']);
      expect(directive).not.toContain("'unsafe-inline'");
      const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(directive)?.[1];
      expect(nonce, directive).toBeTruthy();
      nonces.push(nonce!);

      const scripts = scriptTags(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
}

// Public pages carry no inline script (decision 016): one policy without a nonce, and the same
// bytes for every visitor, which the page cache can keep (decision 017).
for (const path of ['/', '/no-such-page']) {
  siteTest(`${path}: the same page for everyone, under a policy without a nonce`, async ({ request }) => {
    const answers = [await request.get(path), await request.get(path)];
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(bodies[1]).toBe(bodies[0]);
    for (const answer of answers) {
      expect(answer.headers()['content-type']).toContain('text/html');
      const directive = scriptSrc(answer.headers()['content-security-policy']);
      // The demo runs ALTCHA, served from here: no Google host (decision 070).
      expect(directive).toBe("script-src 'self'");
    }
    // No inline script: the site's module from /assets/ (carrying the broken images' placeholder
    // pictures as data, decision 063), and JSON-LD data blocks.
    const scripts = [...bodies[0]!.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const modules = scripts.filter((m) => !m[1]!.includes('type="application/ld+json"'));
    expect(modules.map((m) => m[1]!.trim())).toEqual([
      expect.stringMatching(
        /^type="module" src="\/assets\/site-client-[\w-]+\.js"( data-fallback-\w+="data:image\/svg\+xml,[^"]*")*$/,
      ),
    ]);
    expect(modules[0]![2]).toBe('');
    expect(bodies[0]).not.toContain('nonce=');
  });
}

test('the API and static files carry a policy without a nonce', async ({ request }) => {
  for (const path of ['/api/healthz', '/favicon.svg']) {
    const directive = scriptSrc((await request.get(path)).headers()['content-security-policy']);
    expect(directive).not.toContain("'unsafe-inline'");
    expect(directive).not.toContain("'nonce-");
  }
});

test('the back office hydrates under its policy: the inline scripts ran, no violation', async ({ page }) => {
  await page.goto('/admin/login');
  // Set by React Router's inline scripts, which run only with the nonce.
  await expect.poll(() => page.evaluate(() => '__reactRouterContext' in globalThis)).toBe(true);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  // The consoleGuard fixture fails the test on any CSP violation reported in the page.
});

siteTest('a public page runs its site script under the policy, with no violation', async ({ page }) => {
  await page.goto('/');
  // The site's module ran (it marks the document), and React Router's runtime is not on the page.
  await expect(page.locator('html.js')).toHaveCount(1);
  expect(await page.evaluate(() => '__reactRouterContext' in globalThis)).toBe(false);
  // The consoleGuard fixture fails the test on any CSP violation reported in the page.
});
