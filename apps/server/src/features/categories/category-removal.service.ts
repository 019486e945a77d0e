import { CategoryMessages, isSystemCategory } from '@atrium/contract/categories';
import { LearnTexts, LearnTypes } from '@atrium/contract/learn';
import type { Db } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { createCategoryRemovalRepository } from './category-removal.repository.ts';

export type CategoryRemovalServiceDeps = { db: Db };

/**
 * Deleting a category (the spec lists a deleted status but no call). A category the site looks
 * up by name, or one that a record still uses, stays: deleting it would silently empty a section
 * of the public site or leave records pointing at nothing.
 */
export function createCategoryRemovalService({ db }: CategoryRemovalServiceDeps) {
  const repo = createCategoryRemovalRepository(db);
  /** Who may hold a category, with their nouns for the refusal. */
  const users: Array<{ one: string; many: string; count: (trx: Db, id: number) => Promise<number> }> = [
    { one: 'individual', many: 'individuals', count: repo.individualsUsing },
    ...LearnTypes.map((type) => ({
      one: LearnTexts[type].singular.toLowerCase(),
      many: LearnTexts[type].plural.toLowerCase(),
      count: async (trx: Db, id: number) => (await repo.learnItemsUsing(trx, id)).get(type) ?? 0,
    })),
  ];

  return {
    async remove(id: number): Promise<void> {
      await repo.transaction(async (trx) => {
        const category = await repo.find(trx, id);
        if (!category) throw new NotFoundError('Category not found.');
        if (isSystemCategory(category.name))
          throw new ConflictError(CategoryMessages.systemNotDeletable(category.name));
        const uses: string[] = [];
        for (const user of users) {
          const n = await user.count(trx, id);
          if (n > 0) uses.push(`${n} ${n === 1 ? user.one : user.many}`);
        }
        if (uses.length) throw new ConflictError(CategoryMessages.inUse(listed(uses)));
        await repo.softDelete(trx, id);
      });
    },
  };
}

/** 'a', 'a and b', 'a, b and c'. */
function listed(parts: string[]): string {
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
