import type { LocaleSettings } from '@atrium/contract/locales';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markupText, renderListPage } from '~/testing/list-page';
import { stubFetch } from '~/testing/stub-fetch';
import type { AnyWriteBody, ResourceRecord } from './resource-api';
import type { ResourceDefinition } from './types';
import { englishAlone as englishOnly, englishFrenchArabic as three } from '~/testing/locales';

/**
 * Decision 092: a list of records with per-language texts says which languages each is written
 * in and filters by what a language misses, once the site has several; with one, nothing shows.
 */
type Definition = ResourceDefinition<ResourceRecord, AnyWriteBody>;
// Found as list-screens.test.tsx finds them: the kit never imports a feature.
const features = import.meta.glob<Record<string, unknown>>('../features/*/*-definition.tsx', { eager: true });
const definition = (name: string) => Object.values(features).find((module) => name in module)![name] as Definition;
const blogs = definition('learnBlogsDefinition');
const industries = definition('industriesDefinition');

function render(definition: Definition, locales: LocaleSettings): string {
  // The fields the screens' columns read (as list-screens.test.tsx's rows), and the languages.
  const row = (id: number, title: string, locales: string[]) => ({
    id,
    status: 1,
    position: id,
    title,
    name: title,
    industriesName: title,
    subtitle: '',
    selectedPage: 'learn',
    created_at: '2026-11-01',
    locales,
  });
  const rows = [row(1, 'Both', ['en', 'fr']), row(2, 'English', ['en'])];
  return renderListPage(definition, {
    rows,
    counts: { all: 2, published: 2, unpublished: 0, scheduled: 0 },
    locales,
  });
}

const text = markupText;

afterEach(() => vi.unstubAllGlobals());

describe('translation status on the lists (decision 092)', () => {
  it('shows nothing of translation while the site has one language', () => {
    const html = render(blogs, englishOnly);
    expect(text(html)).not.toContain('Languages');
    expect(text(html)).not.toContain('Missing in');
    expect(html).not.toContain('data-languages');
  });

  it('shows each record’s languages and a “missing in” filter per language once there are several', () => {
    const html = render(blogs, three);
    const words = text(html);
    expect(words).toContain('Languages');
    expect(words).toContain('Missing in French');
    expect(words).toContain('Missing in Arabic');
    expect(words).not.toContain('Missing in English');
    // Row 1 is written in English and French, row 2 in English alone; Arabic is missing from both.
    expect(words).toContain('French: written');
    expect(words).toContain('French: missing');
    expect(html.match(/data-missing="true"/g)).toHaveLength(3);
  });

  it('leaves a resource without per-language fields as it was, whatever the languages', () => {
    expect(industries.api.localized).toEqual([]);
    const html = render(industries, three);
    expect(text(html)).toContain('English');
    expect(text(html)).not.toContain('Missing in');
  });

  it('reads and writes a record in a language, and filters the list and its counts by what one misses', async () => {
    const calls = stubFetch((call) => (call.url.includes('/count/') ? { count: 0 } : { id: 7, status: 1 }));
    const { requests } = blogs.api;
    await requests.getIn(7, 'fr');
    await requests.update({ id: 7, body: { title: 'Rivières' }, locale: 'fr', version: '"7@x"' });
    await requests.list({ limit: 10, skip: 0, filters: { missing: 'ar' } });
    await requests.counts({ filters: { missing: 'ar' } });
    const urls = calls.map((call) => `${call.method} ${call.url}`);
    expect(urls.slice(0, 3)).toEqual([
      'GET /api/learn-blogs/7/?locale=fr',
      'PATCH /api/learn-blogs/7/?locale=fr',
      expect.stringMatching(/^GET \/api\/learn-blogs\/\?.*missing=ar/),
    ]);
    expect(urls.slice(3).every((url) => url.includes('/count/?') && url.includes('missing=ar'))).toBe(true);
    expect(calls[1]!.body).toEqual({ title: 'Rivières' });
  });
});
