import { MissionVisionGoalMessages } from '@atrium/contract/mission-vision-goals';
import { describe, expect, it } from 'vitest';
import { multipart, pngBytes } from '../../testing/media-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

const ctx = useSignedInApp();

describe('mission vision goal', () => {
  it('has one main record that is read publicly and updated with JSON', async () => {
    const list = await ctx.t.app.inject({ url: '/api/mission-vision-goals/' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    const id = list.json().data[0].id;
    const res = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/mission-vision-goals/${id}/`,
      headers: ctx.auth,
      payload: { title: 'Why we exist', description: '<p>Because.</p>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Why we exist', description: '<p>Because.</p>' });
    expect(
      (
        await ctx.t.app.inject({
          method: 'POST',
          url: '/api/mission-vision-goals/',
          headers: ctx.auth,
          payload: { title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('has three sub-goals, edited with title, description and image, switched Active/Blocked', async () => {
    const count = await ctx.t.app.inject({ url: '/api/mission-vision-goals-sub/count/', headers: ctx.auth });
    expect(count.json().data.count).toBe(3);
    const subs = (
      await ctx.t.app.inject({ url: '/api/mission-vision-goals-sub/?sort_by=position', headers: ctx.auth })
    ).json().data;
    expect(subs.map((s: { title: string }) => s.title)).toEqual(['Mission', 'Vision', 'Goal']);
    const id = subs[0].id;

    let res = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/mission-vision-goals-sub/${id}/`,
      headers: ctx.auth,
      payload: { title: 'Mission', description: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.description).toBe(MissionVisionGoalMessages.subRequired);
    res = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/mission-vision-goals-sub/${id}/`,
      headers: ctx.auth,
      payload: { title: 'Mission', description: '<p>To share.</p>' },
    });
    expect(res.json().errors.mvgImage).toBe(MissionVisionGoalMessages.subImageRequired);

    const body = await multipart({
      title: 'Mission',
      description: '<p>To share.</p>',
      status: '1',
      mvgImage: { filename: 'm.png', content: await pngBytes(32, 32), type: 'image/png' },
    });
    res = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/mission-vision-goals-sub/${id}/`,
      headers: { ...ctx.auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mvgImage).toMatch(/^\/media\//);

    res = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/mission-vision-goals-sub/${id}/`,
      headers: ctx.auth,
      payload: { status: 0 },
    });
    expect(res.json().data.status).toBe(0);
    const pub = await ctx.t.app.inject({ url: '/api/mission-vision-goals-sub/' });
    expect(pub.json().data.map((s: { title: string }) => s.title)).toEqual(['Vision', 'Goal']);
    expect(
      (await ctx.t.app.inject({ method: 'DELETE', url: `/api/mission-vision-goals-sub/${id}/`, headers: ctx.auth }))
        .statusCode,
    ).toBe(404);
  });
});
