import { learnArticlesEndpoints } from '@atrium/contract/endpoints/resources';
import { describe, expect, it, vi } from 'vitest';
import type { SiteApi } from '~/lib/site-api';
import newsletterWeb from '~/routes/site/newsletter-web';
import { sitePages } from '~/routes/site/page-table';
import { partnerLogos } from '~/site/layout/partner-logos.server';
import { definePage, movedPermanently, withStatus } from '~/site/page';
import { renderNotFound, renderSitePage, type SiteDeps } from './site-server';

/**
 * Decision 073: the site's pages rendered from its own page table, without a framework. The
 * reads fail here (a stub API answering 404): the frame falls back to the default settings.
 */
const api = (async () => ({ status: 404, body: { success: false, message: 'none' } })) as unknown as SiteApi;
const deps: SiteDeps = { api, config: { publicUrl: 'https://atrium.example.org' }, styles: ['/assets/site-x.css'] };
const html = (body: Buffer) => body.toString('utf8');

describe('the page table', () => {
  it('holds every public address once, in Fastify’s syntax', () => {
    const paths = sitePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/about-us',
        '/initiatives',
        '/learn',
        '/faqs',
        '/contact-us',
        '/privacy-policy',
        '/term-of-use',
        '/blogs/:slug',
        '/articles/:slug',
        '/videos/:slug',
        '/podcasts/:slug',
        '/search',
        '/newsletters',
        '/newsletters/:slug',
        // Decision 086: a sent newsletter's unlisted page.
        '/newsletters/web/:token',
        '/mailing-list/confirm',
        '/mailing-list/unsubscribe',
        '/mailing-list/confirmed',
        '/mailing-list/unsubscribed',
        '/preview/:token',
        '/appointment-popup',
      ]),
    );
    expect(paths).toHaveLength(22);
  });
});

describe('a sent newsletter’s unlisted page (decision 086)', () => {
  it('shows the newsletter and asks search engines to leave it out', async () => {
    const newsletter = {
      slug: 'members-only',
      subject: 'For members only',
      preheader: 'Quiet news',
      sent_at: '2026-12-01T08:00:00.000Z',
      intro: '<p>Hello members</p>',
      items: [],
    };
    const withNewsletter = (async (endpoint: { path: string }) =>
      endpoint.path === '/newsletters/web/:token/'
        ? { status: 200, body: { success: true, data: newsletter } }
        : { status: 404, body: { success: false, message: 'none' } }) as unknown as SiteApi;
    const token = 'A'.repeat(32);
    const answer = await renderSitePage(
      newsletterWeb,
      `/newsletters/web/${token}`,
      { token },
      { ...deps, api: withNewsletter },
    );
    expect(answer.status).toBe(200);
    const text = html(answer.body);
    expect(text).toContain('For members only');
    expect(text).toContain('Hello members');
    expect(text).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

describe('renderSitePage', () => {
  const page = definePage({
    path: '/thing/:slug',
    load: ({ params, request }) => ({ slug: params.slug!, url: request.url }),
    meta: ({ loaderData }) => [
      { title: `Thing ${loaderData?.slug}` },
      { name: 'description', content: 'A <thing>' },
      { tagName: 'link', rel: 'canonical', href: 'https://atrium.example.org/thing' },
      { 'script:ld+json': { name: '</script><b>' } },
    ],
    View: ({ data }) => <p className="thing">{data.url}</p>,
  });

  it('renders the document shell: doctype, head, the stylesheets, the site’s one module, the page in the frame', async () => {
    const answer = await renderSitePage(page, '/thing/a?b=1', { slug: 'a' }, deps);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html');
    const text = html(answer.body);
    expect(text).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta name="viewport" content="width=device-width, initial-scale=1"\/>/,
    );
    expect(text).toContain('<title>Thing a</title>');
    expect(text).toContain('<meta name="description" content="A &lt;thing&gt;"/>');
    expect(text).toContain('<link rel="canonical" href="https://atrium.example.org/thing"/>');
    // JSON-LD cannot close its element.
    expect(text).toContain(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cb\\u003e"}</script>',
    );
    expect(text).toContain('<link rel="stylesheet" href="/assets/site-x.css"/>');
    expect(text).toContain('<script type="module" src="/assets/site-client-test.js"');
    // The page's address is the site's, whatever the request's host.
    expect(text).toContain('<p class="thing">https://atrium.example.org/thing/a?b=1</p>');
    expect(text).toContain('class="site-header"');
    expect(text).not.toContain('nonce');
    const scripts = [...text.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.every((tag) => tag.includes('type="module" src=') || tag.includes('application/ld+json'))).toBe(
      true,
    );
  });

  it('answers the status a loader gives with its data', async () => {
    const invalid = definePage({
      path: '/x',
      load: () => withStatus({ n: 1 }, 404),
      View: ({ data }) => <i>{data.n}</i>,
    });
    const answer = await renderSitePage(invalid, '/x', {}, deps);
    expect(answer.status).toBe(404);
    expect(html(answer.body)).toContain('<i>1</i>');
  });

  it('redirects on a thrown 301 (a moved slug)', async () => {
    const moved = definePage<null>({
      path: '/blogs/:slug',
      load: () => {
        throw movedPermanently('/blogs/new');
      },
      View: () => null,
    });
    const answer = await renderSitePage(moved, '/blogs/old', { slug: 'old' }, deps);
    expect(answer).toMatchObject({ status: 301, headers: { location: '/blogs/new' } });
    expect(answer.body.length).toBe(0);
  });

  it('shows a thrown 404 or 410 as the site’s page in the frame, noindex', async () => {
    for (const status of [404, 410]) {
      const gone = definePage<null>({
        path: '/y',
        load: () => {
          throw new Response('', { status });
        },
        View: () => <p>never</p>,
      });
      const answer = await renderSitePage(gone, '/y', {}, deps);
      expect(answer.status).toBe(status);
      const text = html(answer.body);
      expect(text).toContain('<meta name="robots" content="noindex"/>');
      expect(text).toContain(`<p class="status-page__code" aria-hidden="true">${status}</p>`);
      expect(text).toContain('class="site-header"');
      expect(text).not.toContain('never');
    }
  });

  it('shows a failure as the error page with status 500', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = definePage<null>({
      path: '/z',
      load: () => {
        throw new Error('broken');
      },
      View: () => null,
    });
    const answer = await renderSitePage(broken, '/z', {}, deps);
    expect(answer.status).toBe(500);
    expect(html(answer.body)).toContain('class="status-page container"');
    expect(error).toHaveBeenCalled();
  });

  it('renders a fragment alone, with its headers', async () => {
    const fragment = definePage({
      path: '/f',
      fragment: { headers: { 'content-type': 'text/html; charset=utf-8', 'x-robots-tag': 'noindex' } },
      View: () => <dialog>hi</dialog>,
    });
    const answer = await renderSitePage(fragment, '/f', {}, deps);
    expect(answer).toMatchObject({ status: 200, headers: { 'x-robots-tag': 'noindex' } });
    expect(html(answer.body)).toBe('<dialog>hi</dialog>');
  });

  it('renders the 404 page for any other address', async () => {
    const answer = await renderNotFound('/no-such-page', deps);
    expect(answer.status).toBe(404);
    expect(html(answer.body)).toContain('<title>Page not found');
  });

  it('renders a page of the table: the privacy policy', async () => {
    const privacy = sitePages.find((one) => one.path === '/privacy-policy')!;
    const answer = await renderSitePage(privacy, '/privacy-policy', {}, deps);
    expect(answer.status).toBe(200);
    expect(html(answer.body)).toContain('<link rel="canonical" href="https://atrium.example.org/privacy-policy"/>');
  });
});

describe('the footer’s partner logos across renders (decision 093)', () => {
  const logo = `/media/images/${'b'.repeat(32)}.png`;
  /** An answer as the server's read cache hands it out: frozen, the same object until content changes. */
  const kept = (title: string) =>
    deepFreeze({ status: 200, body: { success: true, data: [{ title, slug: 'partner', articleLogo: logo }] } });
  let answer = kept('First partner');
  const partnerApi = (async (endpoint: unknown) =>
    endpoint === learnArticlesEndpoints.list
      ? answer
      : { status: 404, body: { success: false, message: 'none' } }) as unknown as SiteApi;
  const page = definePage({ path: '/plain', View: () => <p>Plain</p> });
  const render = async () => html((await renderSitePage(page, '/plain', {}, { ...deps, api: partnerApi })).body);

  it('are made once per answer, and a new answer (a write) shows at once', async () => {
    const logos = await partnerLogos(partnerApi);
    expect(await partnerLogos(partnerApi)).toBe(logos);
    expect(Object.isFrozen(logos)).toBe(true);

    const first = await render();
    expect(first).toContain('title="First partner"');
    expect(await render()).toBe(first);

    answer = kept('Renamed partner');
    const renamed = await render();
    expect(renamed).toContain('title="Renamed partner"');
    expect(renamed).not.toContain('First partner');
    expect(await partnerLogos(partnerApi)).not.toBe(logos);
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
