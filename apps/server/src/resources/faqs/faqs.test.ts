import { FaqMessages } from '@atrium/contract/faqs';
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { faqs } from './faqs.resource.ts';

describeResourceContract({
  resource: faqs,
  build: (text) => ({ title: `Why ${text}?`, Description: '<p>Because.</p>' }),
});

const ctx = useSignedInApp();

describe('faqs', () => {
  it('requires title and description', async () => {
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/faqs/',
      headers: ctx.auth,
      payload: { title: 'Why?', Description: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.Description).toBe(FaqMessages.allRequired);
  });

  it('creates unpublished at the end, cleans the description, and shows the public only published ones', async () => {
    const first = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/faqs/',
      headers: ctx.auth,
      payload: { title: 'One', Description: '<p onclick="x()">A</p><script>alert(1)</script>' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ status: 0, position: 0, Description: '<p>A</p>' });
    const second = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/faqs/',
      headers: ctx.auth,
      payload: { title: 'Two', Description: '<p>B</p>', status: 1 },
    });
    expect(second.json().data.position).toBe(1);
    const pub = await ctx.t.app.inject({ url: '/api/faqs/?status=1&sort_by=position' });
    expect(pub.json().data.map((f: { title: string }) => f.title)).toEqual(['Two']);
    const sneaky = await ctx.t.app.inject({ url: '/api/faqs/?status=0' });
    expect(sneaky.json().data.map((f: { title: string }) => f.title)).toEqual(['Two']);
  });
});
