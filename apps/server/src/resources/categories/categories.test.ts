import { CategoryMessages, SystemCategories } from '@atrium/contract/categories';
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../testing/use-test-app.ts';
import { describeResourceContract } from '../../testing/resource-contract.suite.ts';
import { categories } from './categories.resource.ts';

let serial = 0;
describeResourceContract({
  resource: categories,
  build: (text) => ({ name: `Tag ${++serial}`, desc: text, categoryType: 2 }),
  buildUpdate: (text) => ({ desc: text }),
});

const ctx = useSignedInApp();

const create = (payload: Record<string, unknown>) =>
  ctx.t.app.inject({ method: 'POST', url: '/api/categories/', headers: ctx.auth, payload });

describe('categories', () => {
  it('has the system categories from the first start', async () => {
    const res = await ctx.t.app.inject({ url: '/api/categories/?limit=100', headers: ctx.auth });
    const names = res.json().data.map((c: { name: string }) => c.name);
    for (const c of Object.values(SystemCategories)) expect(names).toContain(c.name);
  });

  it('creates media types with an icon (1–15) and learn tags without one, active by default', async () => {
    const media = await create({ name: 'Webinar', desc: 'Live sessions', categoryType: 1, icon: 12 });
    expect(media.statusCode).toBe(201);
    expect(media.json().data).toMatchObject({ name: 'Webinar', categoryType: 1, icon: 12, status: 1 });
    const tag = await create({ name: 'Water', desc: '', categoryType: 2 });
    expect(tag.statusCode).toBe(201);
    expect(tag.json().data).toMatchObject({ icon: null, status: 1 });
  });

  it('requires a title, and an icon for a media type', async () => {
    let res = await create({ name: '', categoryType: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBe(CategoryMessages.titleRequired);
    res = await create({ name: 'No icon', categoryType: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.icon).toBe(CategoryMessages.iconRequired);
    res = await create({ name: 'Too far', categoryType: 1, icon: 16 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.icon).toBe(CategoryMessages.iconRequired);
  });

  it('refuses new categories in the individuals group and duplicate names', async () => {
    let res = await create({ name: 'Staff', categoryType: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.categoryType).toBe(CategoryMessages.individualsNotAddable);
    res = await create({ name: 'founder', categoryType: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBe(CategoryMessages.nameTaken);
  });

  it('folds the case of names the same way on SQLite and PostgreSQL, accents kept apart', async () => {
    expect((await create({ name: 'École', categoryType: 2 })).statusCode).toBe(201);
    for (const name of ['école', 'ÉCOLE', 'E\u0301cole']) {
      const res = await create({ name, categoryType: 2 });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors.name).toBe(CategoryMessages.nameTaken);
    }
    // Decided (foldName): an accent makes another name, as PostgreSQL's lower() had it.
    expect((await create({ name: 'Ecole', categoryType: 2 })).statusCode).toBe(201);
  });

  it('keeps the name read-only on edit, and publishes and unpublishes', async () => {
    const id = (await create({ name: 'Energy', categoryType: 2 })).json().data.id;
    let res = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/categories/${id}/`,
      headers: ctx.auth,
      payload: { name: 'Power' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toBe(CategoryMessages.nameReadOnly);
    res = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/categories/${id}/`,
      headers: ctx.auth,
      payload: { name: 'Energy', desc: 'Grids' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.desc).toBe('Grids');
    res = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/categories/${id}/`,
      headers: ctx.auth,
      payload: { status: 0 },
    });
    expect(res.json().data.status).toBe(0);
  });

  it('answers the public reads by name and by type, published only', async () => {
    await create({ name: 'Hidden tag', categoryType: 2, status: 0 });
    let res = await ctx.t.app.inject({ url: '/api/categories/?name=Advisory%20Board' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    res = await ctx.t.app.inject({ url: '/api/categories/?status=1&categoryType=2&limit=100' });
    const names = res.json().data.map((c: { name: string }) => c.name);
    expect(names).toContain('Initiatives');
    expect(names).not.toContain('Hidden tag');
    expect(res.json().data.every((c: { categoryType: number }) => c.categoryType === 2)).toBe(true);
    res = await ctx.t.app.inject({ url: '/api/categories/?categoryType=7' });
    expect(res.statusCode).toBe(400);
  });

  it('has no reorder or bulk delete (a single delete is features/categories)', async () => {
    const reorder = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/categories/reorder/',
      headers: ctx.auth,
      payload: { items: [{ id: 1, position: 0 }] },
    });
    expect(reorder.statusCode).toBe(404);
    // 'bulk-delete' reaches DELETE /categories/{id}/ and is no id.
    const bulk = await ctx.t.app.inject({
      method: 'DELETE',
      url: '/api/categories/bulk-delete/',
      headers: ctx.auth,
      payload: { ids: [1] },
    });
    expect(bulk.statusCode).toBe(400);
  });

  it('counts with a search', async () => {
    const res = await ctx.t.app.inject({ url: '/api/categories/count/?searchedText=advisory', headers: ctx.auth });
    expect(res.json().data.count).toBe(1);
  });
});
