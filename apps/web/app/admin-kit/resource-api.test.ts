import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heroSlidersEndpoints } from '@atrium/contract/endpoints/resources';
import { createResourceApi } from './resource-api.ts';
import { stubFetch } from '~/testing/stub-fetch.ts';

afterEach(() => vi.unstubAllGlobals());

describe('createResourceApi', () => {
  const api = createResourceApi(heroSlidersEndpoints);

  it('keys every query [resource, op, params]', () => {
    expect(api.keys.list({ limit: 10, skip: 0 })).toEqual(['hero-sliders', 'list', { limit: 10, skip: 0 }]);
    expect(api.keys.count({ searchedText: 'a' })).toEqual(['hero-sliders', 'count', { searchedText: 'a' }]);
    expect(api.listOptions({ limit: 10, skip: 0 }).queryKey.slice(0, 2)).toEqual(api.keys.lists);
  });

  it('lists by position with the search URL-encoded, leaving out what is unset', async () => {
    const calls = stubFetch(() => []);
    await api.requests.list({ status: 1, limit: 20, skip: 40, searchedText: 'café & co/50%' });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/hero-sliders/');
    expect(url.search).not.toContain(' ');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: '1',
      limit: '20',
      skip: '40',
      searchedText: 'café & co/50%',
      sort_by: 'position',
    });
    await api.requests.list({ limit: 10, skip: 0 });
    expect(calls[1]!.url).toBe('/api/hero-sliders/?limit=10&skip=0&sort_by=position');
  });

  it('issues the three counts together: all, published, unpublished', async () => {
    const calls = stubFetch((call) => ({
      count: call.url.includes('status=1') ? 3 : call.url.includes('status=0') ? 2 : 5,
    }));
    const counts = await api.requests.counts({ searchedText: 'x' });
    expect(counts).toEqual({ all: 5, published: 3, unpublished: 2 });
    expect(calls.map((c) => c.url).sort()).toEqual([
      '/api/hero-sliders/count/?searchedText=x',
      '/api/hero-sliders/count/?searchedText=x&status=0',
      '/api/hero-sliders/count/?searchedText=x&status=1',
    ]);
  });

  it("sends a resource's own filters with lists and counts, keyed apart, never over the kit's parameters", async () => {
    const calls = stubFetch((call) => (call.url.includes('/count/') ? { count: 0 } : []));
    await api.requests.list({ limit: 10, skip: 0, searchedText: 'a', filters: { categoryType: 2, limit: 99 } });
    await api.requests.counts({ searchedText: 'a', filters: { categoryType: 1 } });
    expect(Object.fromEntries(new URL(calls[0]!.url, 'http://x').searchParams)).toEqual({
      categoryType: '2',
      limit: '10',
      skip: '0',
      searchedText: 'a',
      sort_by: 'position',
    });
    for (const call of calls.slice(1)) expect(new URL(call.url, 'http://x').searchParams.get('categoryType')).toBe('1');
    expect(api.keys.list({ limit: 10, skip: 0, filters: { categoryType: 1 } })).not.toEqual(
      api.keys.list({ limit: 10, skip: 0, filters: { categoryType: 2 } }),
    );
  });

  it('sends the spec calls for status, delete, bulk delete and reorder', async () => {
    const calls = stubFetch(() => ({}));
    await api.requests.setStatus({ id: 4, status: 1 });
    await api.requests.remove(4);
    await api.requests.bulkRemove([4, 5]);
    await api.requests.reorder([{ id: 4, position: 2 }]);
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'PATCH', url: '/api/hero-sliders/4/', body: { status: 1 } },
      { method: 'DELETE', url: '/api/hero-sliders/4/', body: undefined },
      { method: 'DELETE', url: '/api/hero-sliders/bulk-delete/', body: { ids: [4, 5] } },
      { method: 'POST', url: '/api/hero-sliders/reorder/', body: { items: [{ id: 4, position: 2 }] } },
    ]);
  });

  it('sends a body carrying a file as multipart', async () => {
    const calls = stubFetch(() => ({ id: 1 }));
    const image = new File([new Uint8Array(3)], 'a.png', { type: 'image/png' });
    await api.requests.create({ body: { title: '<p>Hi</p>', heroSliderImage: image } });
    const sent = calls[0]!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('title')).toBe('<p>Hi</p>');
    expect(sent.get('heroSliderImage')).toBeInstanceOf(File);
  });

  it('lets `[resource]` reach every cached list and count', async () => {
    stubFetch(() => ({ count: 1 }));
    const client = new QueryClient();
    client.setQueryData(api.keys.list({ limit: 10, skip: 0 }), []);
    client.setQueryData(api.keys.count({}), { all: 1, published: 1, unpublished: 0 });
    await client.invalidateQueries({ queryKey: api.keys.all });
    const states = client
      .getQueryCache()
      .findAll({ queryKey: api.keys.all })
      .map((q) => q.state.isInvalidated);
    expect(states).toEqual([true, true]);
  });
});
