import { CategoryMessages, SystemCategories } from '@atrium/contract/categories';
import { describe, expect, it } from 'vitest';
import { multipart, pngBytes } from '../../testing/media-fixtures.ts';
import { learnApi } from '../../testing/learn-fixtures.ts';
import { useSignedInApp } from '../../testing/use-test-app.ts';

const ctx = useSignedInApp();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, auth = true) =>
  ctx.t.app.inject({ method, url, payload, headers: auth ? ctx.auth : {} });

async function createTag(name: string): Promise<number> {
  const res = await call('POST', '/api/categories/', { name, categoryType: 2 });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

async function categoryByName(name: string) {
  const res = await call('GET', `/api/categories/?name=${encodeURIComponent(name)}`);
  return res.json().data[0] as { id: number; status: number } | undefined;
}

describe('DELETE /api/categories/{id}/', () => {
  it('soft-deletes an unused category: gone from lists and counts, kept as status 2, its name still taken', async () => {
    const id = await createTag('Short-lived');
    const before = (await call('GET', '/api/categories/count/')).json().data.count;

    const res = await call('DELETE', `/api/categories/${id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { id } });

    expect(await categoryByName('Short-lived')).toBeUndefined();
    expect((await call('GET', '/api/categories/count/')).json().data.count).toBe(before - 1);
    const row = await ctx.t.db.selectFrom('categories').select('status').where('id', '=', id).executeTakeFirst();
    expect(row?.status).toBe(2);
    expect((await call('DELETE', `/api/categories/${id}/`)).statusCode).toBe(404);
  });

  it('refuses every system category with a message that says why', async () => {
    for (const { name } of Object.values(SystemCategories)) {
      const category = await categoryByName(name);
      const res = await call('DELETE', `/api/categories/${category!.id}/`);
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: CategoryMessages.systemNotDeletable(name) });
      expect((await categoryByName(name))?.status).not.toBe(2);
    }
  });

  it('refuses a category that a record uses, naming how many use it', async () => {
    const staff = await ctx.t.db
      .insertInto('categories')
      .values({
        name: 'Staff',
        name_key: 'staff',
        description: '',
        category_type: 0,
        icon: null,
        status: 1,
        position: 99,
        search_text: 'staff',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Only system categories hold individuals through the API; a category added by hand shows the check.
    const body = await multipart({
      title: 'Ada',
      subtitle: 'Engineer',
      description: '<p>Bio</p>',
      category: String(staff.id),
      IndividualImage: { filename: 'ada.png', content: await pngBytes(), type: 'image/png' },
    });
    const made = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/individuals/',
      headers: { ...ctx.auth, ...body.headers },
      payload: body.payload,
    });
    expect(made.statusCode).toBe(201);

    const res = await call('DELETE', `/api/categories/${staff.id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CategoryMessages.inUse('1 individual'));

    // Once the individual is deleted, the category can go.
    expect((await call('DELETE', `/api/individuals/${made.json().data.id}/`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/categories/${staff.id}/`)).statusCode).toBe(200);
  });

  it('refuses a learn tag that learn items use, naming them by type; deleted items do not count', async () => {
    const learn = learnApi(ctx);
    const id = await createTag('Water');
    const blogs = [
      await learn.created('blog', { categories: String(id) }),
      await learn.created('blog', { categories: String(id) }),
    ];
    await learn.created('video', { categories: String(id) });
    const res = await call('DELETE', `/api/categories/${id}/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CategoryMessages.inUse('2 blogs and 1 video'));

    await learn.remove('blog', blogs[0]!.id);
    expect((await call('DELETE', `/api/categories/${id}/`)).json().message).toBe(
      CategoryMessages.inUse('1 blog and 1 video'),
    );
  });

  it('checks the token before anything else, and refuses ids that are not ids', async () => {
    expect((await call('DELETE', '/api/categories/1/', undefined, false)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/categories/0x10/')).statusCode).toBe(400);
    expect((await call('DELETE', '/api/categories/999999/')).statusCode).toBe(404);
  });
});
