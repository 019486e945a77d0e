import { toSearchText } from '@atrium/contract/text';
import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import { isUploadedFile } from '../plugins/multipart.ts';
import type { ResourceDefinition, Row } from './define-resource.ts';
import { createRepository, type ListFilter } from './repository.ts';

export type ListParams = ListFilter & { limit: number; skip: number; sortBy?: string };

/** The rules of every list resource: mapping, files, validation, not-found. No SQL, no HTTP. */
export function createResourceService(app: FastifyInstance, definition: ResourceDefinition) {
  const repo = createRepository(app.db, definition);
  const sortKeys = Object.keys(definition.sorts);
  const notFound = () => new NotFoundError(`${definition.noun} not found.`);
  const ctx = { db: app.db };
  const toWire = async (rows: Row[]) =>
    (definition.expand ? await definition.expand(rows, ctx) : rows).map(definition.toWire);
  const one = async (row: Row) => (await toWire([row]))[0];

  async function storeFiles(input: Record<string, unknown>) {
    const stored: Record<string, string | null> = {};
    for (const [field, kind] of Object.entries(definition.files ?? {})) {
      const value = input[field];
      if (isUploadedFile(value)) {
        stored[field] = await app.media.store(value, kind);
      } else if (value === '' || value === null) {
        stored[field] = null;
      }
    }
    return stored;
  }

  async function discard(stored: Record<string, string | null>) {
    await Promise.all(Object.values(stored).map((p) => (p ? app.media.remove(p) : undefined)));
  }

  /** Applies the request to a record (new or existing), checks the rules and returns the columns to write. */
  async function prepare(input: Record<string, unknown>, existing: Row | undefined) {
    const stored = await storeFiles(input);
    try {
      const columns = definition.toColumns(input, stored, existing);
      const merged = { ...(existing ?? definition.defaults ?? {}), ...columns } as Row;
      const errors = (await definition.rules?.(merged, ctx)) ?? {};
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const withSearch: Record<string, unknown> = {
        ...columns,
        search_text: toSearchText(definition.searchText(merged)),
      };
      return { columns: withSearch, stored };
    } catch (error) {
      await discard(stored);
      throw error;
    }
  }

  async function softDelete(ids: number[], onMissing: (missing: number[]) => Error) {
    const unique = [...new Set(ids)];
    await repo.transaction(async (trx) => {
      const found = await repo.existingIds(unique, trx);
      const missing = unique.filter((id) => !found.has(id));
      if (missing.length) throw onMissing(missing);
      await repo.softDeleteMany(trx, unique);
    });
    return unique.length;
  }

  return {
    definition,
    sortKeys,

    async list(params: ListParams) {
      const spec = definition.sorts[params.sortBy ?? sortKeys[0]!]!;
      return toWire(await repo.list(normalise(params), { limit: params.limit, skip: params.skip, sort: spec }));
    },

    count(filter: ListFilter) {
      return repo.count(normalise(filter));
    },

    async getById(id: number) {
      const row = await repo.getById(id);
      if (!row) throw notFound();
      return one(row);
    },

    async create(input: Record<string, unknown>) {
      if (definition.singleton && (await repo.count({})) > 0) {
        throw new ConflictError(`The ${definition.noun.toLowerCase()} already exists; update it instead.`);
      }
      const { columns } = await prepare(input, undefined);
      const position = columns.position ?? ((await repo.maxPosition()) ?? -1) + 1;
      const row = await repo.insert({
        status: 0,
        ...definition.defaults,
        ...columns,
        position,
      });
      return one(row);
    },

    async update(id: number, input: Record<string, unknown>) {
      const existing = await repo.getById(id);
      if (!existing) throw notFound();
      const { columns, stored } = await prepare(input, existing);
      const row = await repo.update(id, columns);
      if (!row) {
        await discard(stored);
        throw notFound();
      }
      await app.media.removeReplaced(existing, row);
      return one(row);
    },

    async setStatus(id: number, status: 0 | 1) {
      const row = await repo.update(id, { status });
      if (!row) throw notFound();
      return one(row);
    },

    /** Soft delete: status 2 hides the record everywhere but keeps it recoverable. */
    async remove(id: number) {
      await softDelete([id], notFound);
    },

    bulkRemove(ids: number[]) {
      return softDelete(ids, unknownIds);
    },

    async reorder(items: Array<{ id: number; position: number }>) {
      const ids = items.map((i) => i.id);
      if (new Set(ids).size !== ids.length) throw new ValidationError({ items: 'Each id may appear only once.' });
      await repo.transaction(async (trx) => {
        const found = await repo.existingIds(ids, trx);
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length) throw unknownIds(missing);
        await repo.setPositions(trx, items);
      });
    },
  };
}

function normalise<T extends ListFilter>(filter: T): T {
  const search = filter.search ? toSearchText(filter.search) : undefined;
  return { ...filter, search: search || undefined };
}

function unknownIds(missing: number[]) {
  return new ValidationError({ ids: `Unknown id(s): ${missing.join(', ')}.` });
}

export type ResourceService = ReturnType<typeof createResourceService>;
