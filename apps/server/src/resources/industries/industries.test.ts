import { IndustryMessages } from '@atrium/contract/industries';
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { industries } from './industries.resource.ts';

describeResourceContract({ resource: industries, build: (text) => ({ industriesName: `Industry ${text}` }) });

const ctx = useSignedInApp();

describe('industries', () => {
  it('requires a name', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/industries/',
      headers: ctx.auth,
      payload: { industriesName: '  ', status: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.industriesName).toBe(IndustryMessages.nameRequired);
  });

  it('creates from multipart fields and sorts by name', async () => {
    const form = new FormData();
    form.set('industriesName', 'Zoology');
    form.set('status', '1');
    const request = new Request('http://x', { method: 'POST', body: form });
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/industries/',
      headers: { ...ctx.auth, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ industriesName: 'Zoology', status: 1 });
    await ctx.t.app.inject({
      method: 'POST',
      url: '/api/industries/',
      headers: ctx.auth,
      payload: { industriesName: 'Agronomy', status: 0 },
    });
    const sorted = await ctx.t.app.inject({ url: '/api/industries/?sort_by=industriesName', headers: ctx.auth });
    expect(sorted.json().data.map((i: { industriesName: string }) => i.industriesName)).toEqual([
      'Agronomy',
      'Zoology',
    ]);
  });

  it('lists only published industries to the public', async () => {
    const res = await ctx.t.app.inject({ url: '/api/industries/' });
    expect(res.json().data.map((i: { industriesName: string }) => i.industriesName)).toEqual(['Zoology']);
  });
});
