import type { Category } from '@atrium/contract/categories';
import { MAX_PAGE_SIZE } from '@atrium/contract/enums';
import { describe, expect, it } from 'vitest';
import { pathOf } from '@atrium/contract/endpoint';
import type { SiteApi, SiteRead } from '~/lib/site-api';
import type { SectionContext } from './section';
import { namedCategory, peopleOf } from './section-reads';

const ok = <T>(data: T): SiteRead<T> => ({ status: 200, body: { success: true, data } });
const category = (id: number, name: string) => ({ id, name, desc: '' }) as Category;

/** A section context whose API answers from `answer`, recording every call; reads shared as the page loader shares them. */
function contextWith(answer: (path: string, query: Record<string, unknown>) => SiteRead<unknown>) {
  const calls: Array<{ path: string; query: Record<string, unknown> }> = [];
  const api = (async (endpoint, { params, query = {} } = {}) => {
    const path = pathOf(endpoint, params);
    calls.push({ path, query });
    return answer(path, query);
  }) as SiteApi;
  const shared = new Map<string, Promise<unknown>>();
  const context: SectionContext = {
    api,
    page: 'home',
    url: new URL('http://localhost/'),
    once<T>(key: string, read: () => Promise<T>) {
      if (!shared.has(key)) shared.set(key, read());
      return shared.get(key) as Promise<T>;
    },
    shows: () => true,
  };
  return { context, calls };
}

describe('namedCategory', () => {
  it('finds every category a page knows by name in one read of the published ones', async () => {
    const { context, calls } = contextWith((path) =>
      path === '/categories/'
        ? ok([category(1, 'Advisory Board'), category(2, 'Testimonials'), category(3, 'Recent Content')])
        : ok([]),
    );
    const [board, quotes, recent, missing] = await Promise.all([
      peopleOf(context, 'Advisory Board', 4),
      peopleOf(context, 'Testimonials', 10),
      namedCategory(context, 'Recent Content'),
      namedCategory(context, 'Featured Initiatives'),
    ]);
    expect([board.category?.id, quotes.category?.id, recent?.id, missing]).toEqual([1, 2, 3, null]);
    expect(calls.filter((c) => c.path === '/categories/')).toEqual([
      { path: '/categories/', query: { status: 1, sort_by: 'position', limit: MAX_PAGE_SIZE } },
    ]);
  });

  it('asks by name for one the read did not hold when there are more published categories than a read holds', async () => {
    const many = Array.from({ length: MAX_PAGE_SIZE }, (_, i) => category(i + 10, `Topic ${i}`));
    const { context, calls } = contextWith((_path, query) =>
      query.name === 'Founder' ? ok([category(7, 'Founder')]) : ok(many),
    );
    expect((await namedCategory(context, 'Founder'))?.id).toBe(7);
    expect((await namedCategory(context, 'Topic 3'))?.id).toBe(13);
    expect(calls.map((c) => c.query.name)).toEqual([undefined, 'Founder']);
  });

  it('is null when the name is not among the published ones, without a second read', async () => {
    const { context, calls } = contextWith(() => ok([category(1, 'Initiatives')]));
    expect(await namedCategory(context, 'Founder')).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
