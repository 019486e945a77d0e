import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faqsMainEndpoints } from '@atrium/contract/endpoints/resources';
import { createSingleRecordApi } from './single-record-api.ts';
import { stubFetch } from '~/testing/stub-fetch.ts';

afterEach(() => vi.unstubAllGlobals());

describe('createSingleRecordApi', () => {
  const api = createSingleRecordApi(faqsMainEndpoints);

  it('reads the first record of the list, or null when there is none', async () => {
    let records: unknown[] = [
      { id: 7, title: 'Questions' },
      { id: 8, title: 'Later' },
    ];
    const calls = stubFetch(() => records);
    expect(await api.requests.first()).toEqual({ id: 7, title: 'Questions' });
    expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/faqs-main/' });
    records = [];
    expect(await api.requests.first()).toBeNull();
  });

  it('creates while there is no record and updates the one there is', async () => {
    const calls = stubFetch((call) => ({ id: 7, ...(call.body as object) }));
    const image = new File([new Uint8Array(3)], 'a.png', { type: 'image/png' });
    await api.requests.save({ id: null, body: { title: 'Questions', FaqImage: image } });
    await api.requests.save({ id: 7, body: { title: 'Answers' } });
    expect(calls.map(({ method, url }) => ({ method, url }))).toEqual([
      { method: 'POST', url: '/api/faqs-main/' },
      { method: 'PATCH', url: '/api/faqs-main/7/' },
    ]);
    expect((calls[0]!.body as FormData).get('title')).toBe('Questions');
    expect(calls[1]!.body).toEqual({ title: 'Answers' });
  });

  it('keys its query under the resource, so invalidating the resource reaches it', async () => {
    stubFetch(() => [{ id: 1, title: 'A' }]);
    const client = new QueryClient();
    await client.fetchQuery(api.firstOptions());
    expect(api.keys.first.slice(0, 1)).toEqual(api.keys.all);
    expect(client.getQueryData(api.keys.first)).toEqual({ id: 1, title: 'A' });
  });
});
