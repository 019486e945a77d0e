import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app.ts';
import { migrateToLatest } from './database.ts';
import { shapedQuery } from './shaped-query.ts';

let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  t = await createTestDatabase();
  await migrateToLatest(t.db);
});
afterAll(() => t?.close());

describe('shapedQuery', () => {
  it('compiles once per shape and fills the slots on every call; constants stay', async () => {
    let builds = 0;
    const query = shapedQuery(
      (n: number) => String(n),
      (n, slot) => {
        builds += 1;
        return t.db
          .selectFrom('categories')
          .select('name')
          .where('category_type', '=', 0)
          .where(
            'id',
            'in',
            Array.from({ length: n }, (_, i) => slot<number>(`id${i}`)),
          )
          .orderBy('id');
      },
    );
    const names = async (ids: number[]) =>
      (await t.db.executeQuery(query(ids.length, Object.fromEntries(ids.map((id, i) => [`id${i}`, id]))))).rows.map(
        (r) => r.name,
      );
    // The system categories: 1-3 are individuals' (type 0), 4-6 learn ones (filtered out by the constant).
    expect(await names([1, 2])).toEqual(['Founder', 'Advisory Board']);
    expect(await names([3, 4])).toEqual(['Testimonials']);
    expect(await names([2])).toEqual(['Advisory Board']);
    expect(builds).toBe(2);
    expect(() => query(2, { id0: 1 })).toThrow(/id1/);
  });
});
