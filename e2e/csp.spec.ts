import { expect, test } from './fixtures.ts';
import { test as siteTest } from './support/site.ts';

/** The script-src directive of a Content-Security-Policy header. */
function scriptSrc(policy: string | undefined): string {
  const directive = (policy ?? '').split(';').find((d) => d.trim().startsWith('script-src '));
  if (!directive) throw new Error(`no script-src in ${policy}`);
  return directive.trim();
}

// The back office is a single-page app (decision 073): its page names its module and
// stylesheets, all files of this origin, so it runs under the strict policy, without a nonce.
for (const path of ['/admin/login', '/admin/profile']) {
  test(`${path}: no inline script, under a policy without a nonce or 'unsafe-inline'`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['x-cache']).toBeUndefined();
    expect(scriptSrc(response.headers()['content-security-policy'])).toBe("script-src 'self'");
    const scripts = [...(await response.text()).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/assets\/[\w-]+\.js"/);
      expect(body).toBe('');
    }
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

test('the back office renders under its policy, with no violation', async ({ page }) => {
  await page.goto('/admin/login');
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
