import { FaqMessages } from '@atrium/contract/faqs';
import { describe, expect, it } from 'vitest';
import { multipart, pngBytes } from '../../testing/media-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

const ctx = useSignedInApp();

async function send(method: 'POST' | 'PATCH', url: string, fields: Parameters<typeof multipart>[0]) {
  const body = await multipart(fields);
  return ctx.t.app.inject({ method, url, headers: { ...ctx.auth, ...body.headers }, payload: body.payload });
}

describe('main FAQ', () => {
  it('requires a title and an image', async () => {
    let res = await send('POST', '/api/faqs-main/', { title: '', subtitle: 's', description: 'd' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.title).toBe(FaqMessages.titleRequired);
    res = await send('POST', '/api/faqs-main/', { title: 'FAQ', subtitle: 's', description: 'd' });
    expect(res.json().errors.FaqImage).toBe(FaqMessages.imageRequired);
  });

  it('is created once, then updated; a second create is a conflict', async () => {
    const image = { filename: 'b.png', content: await pngBytes(64, 32), type: 'image/png' };
    const created = await send('POST', '/api/faqs-main/', {
      title: 'FAQ',
      subtitle: 'Sub',
      description: 'Desc',
      FaqImage: image,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await send('POST', '/api/faqs-main/', { title: 'Again', FaqImage: image })).statusCode).toBe(409);
    // An update without a new image keeps the existing one.
    const updated = await send('PATCH', `/api/faqs-main/${id}/`, {
      title: 'Questions',
      subtitle: 'Sub',
      description: 'Desc',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ title: 'Questions', FaqImage: created.json().data.FaqImage });
  });

  it('answers the public read', async () => {
    const res = await ctx.t.app.inject({ url: '/api/faqs-main/?sort_by=-created_at&limit=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0].title).toBe('Questions');
  });
});
