import type { Fold, FoldName, PublicPage } from '@atrium/contract/pages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathOf } from '@atrium/contract/endpoint';
import type { SiteApi, SiteRead } from '~/lib/site-api';
import { type FoldPageData, loadFoldPage } from './fold-page-loader';
import { sectionFor } from './fold-registry';

type Call = { path: string; query: Record<string, unknown> };

function page(folds: Array<[name: FoldName, position: number, status?: 0 | 1]>): PublicPage {
  return {
    customUrl: 'about-us',
    pageType: 'default',
    metaTitle: 'About us | Atrium',
    metaDescription: 'Who we are',
    metaKeywords: 'about',
    metaOGTitle: 'About',
    metaOGDescription: 'About us',
    image: null,
    updated_at: null,
    folds: folds.map(([name, position, status = 0], i): Fold => ({ id: i + 1, name, position, status })),
  };
}

const ok = <T>(data: T): SiteRead<T> => ({ status: 200, body: { success: true, data } });
const unavailable: SiteRead<never> = { status: 503, body: { success: false, message: 'Service unavailable' } };

/** A SiteApi answering from a table of paths, recording every call. */
function stubApi(answers: Record<string, SiteRead<unknown>>) {
  const calls: Call[] = [];
  const api = (async (endpoint, { params, query = {} } = {}) => {
    const path = pathOf(endpoint, params);
    calls.push({ path, query });
    return answers[path] ?? ok([]);
  }) as SiteApi;
  return { api, calls };
}

async function load(api: SiteApi, url = 'http://localhost/about-us') {
  const answer = await loadFoldPage({ api }, 'about-us', { url });
  return { data: answer.data as FoldPageData, status: answer.status };
}

const person = (id: number, title: string) => ({ id, title, subtitle: 'Member', description: '<p>Bio</p>' });

afterEach(() => vi.restoreAllMocks());

describe('loadFoldPage', () => {
  it('reads the shown folds by position, each with its own data, a shared read once', async () => {
    const { api, calls } = stubApi({
      '/pages/about-us/': ok(
        page([
          ['Advisory Board All Members', 3],
          ['hero slider', 1],
          ['testimonials', 2, 1],
          ['advisory board', 4],
        ]),
      ),
      '/hero-sliders/': ok([{ id: 1, title: '<p>Who we are</p>' }]),
      '/categories/': ok([{ id: 2, name: 'Advisory Board', desc: '' }]),
      '/individuals/': ok([person(7, 'Lena'), person(8, 'Rafael')]),
    });
    const { data, status } = await load(api);
    expect(status).toBe(200);
    expect(data.sections.map((s) => [s.name, s.id, s.result.ok])).toEqual([
      ['hero slider', 'hero-slider', true],
      ['Advisory Board All Members', 'advisory-board-all-members', true],
      ['advisory board', 'advisory-board', true],
    ]);
    // The hidden testimonials are not read; the board is read once for both of its sections.
    expect(calls.filter((c) => c.path === '/individuals/')).toEqual([
      { path: '/individuals/', query: { category: 2, status: 1, sort_by: 'position', limit: 100 } },
    ]);
    expect(calls.find((c) => c.path === '/hero-sliders/')?.query).toMatchObject({
      selectedPage: 'about-us',
      status: 1,
      sort_by: 'position',
    });
  });

  it('keeps a failed section in its place with the spec text, the others shown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = stubApi({
      '/pages/about-us/': ok(
        page([
          ['hero slider', 1],
          ['About Us Mission Vision Goal', 2],
        ]),
      ),
      '/hero-sliders/': unavailable,
      '/mission-vision-goals/': ok([{ id: 1, title: 'Mission, vision and goal', description: '' }]),
    });
    const { data, status } = await load(api);
    expect(status).toBe(200);
    expect(data.sections[0]).toEqual({
      name: 'hero slider',
      id: 'hero-slider',
      result: { ok: false, failure: 'heroFailed' },
    });
    expect(data.sections[1]?.result.ok).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"hero slider" section'), '503');
  });

  it('answers 503 without sections when the page itself cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, calls } = stubApi({ '/pages/about-us/': unavailable });
    const { data, status } = await load(api);
    expect(status).toBe(503);
    expect(data).toMatchObject({ meta: null, sections: [], page: 'about-us' });
    expect(calls).toHaveLength(1);
  });

  it('skips, with a warning, a section the page does not take', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, calls } = stubApi({ '/pages/about-us/': ok(page([['recent content', 1]])) });
    const { data } = await load(api);
    expect(data.sections).toEqual([]);
    expect(calls.map((c) => c.path)).toEqual(['/pages/about-us/']);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('"recent content" section is not shown on the about-us page'),
    );
  });
});

describe('sectionFor', () => {
  it('matches a known name in any case', () => {
    expect(sectionFor('HERO SLIDER', 'home')?.[0]).toBe('hero slider');
    expect(sectionFor('about us ceo', 'about-us')?.[0]).toBe('About Us CEO');
  });

  it('renders nothing for an unknown name or one the page does not take, and says so', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(sectionFor('newsletter', 'home')).toBeUndefined();
    expect(warn).toHaveBeenLastCalledWith('Unknown section "newsletter" on the home page: nothing rendered.');
    expect(sectionFor('initiatives', 'learn')).toBeUndefined();
    expect(sectionFor('recent content', 'initiatives')).toBeUndefined();
    expect(sectionFor('initiatives', 'initiatives')?.[0]).toBe('initiatives');
    expect(sectionFor('recent content', 'home')?.[0]).toBe('recent content');
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
