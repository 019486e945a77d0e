import { scheduleRules } from '@atrium/contract/schedule';
import { foldName, toSearchText } from '@atrium/contract/text';
import type { Db } from '../db/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import type { MediaService } from '../modules/media/media.types.ts';
import type { Clock } from '../service-deps.ts';
import { isUploadedFile } from '../modules/media/uploaded-file.ts';
import { mapColumns } from './columns.ts';
import type { Columns, Draft, ResourceDefinition, ResourceTable, Row, RuleErrors } from './define-resource.ts';
import { createRepository, createResourceContext, type ListFilter } from './repository.ts';

export type ListParams = Omit<ListFilter, 'filters' | 'visibleAt'> & {
  /** A read without a token: what the public sees now (published, within its window). */
  isPublic?: boolean;
  /** Values of the definition's filters by query parameter. */
  filters?: Record<string, unknown>;
  limit: number;
  skip: number;
  sortBy?: string;
};

export type ResourceServiceDeps = { db: Db; media: MediaService; clock: Clock };

/** The rules of every list resource: mapping, files, validation, not-found. No SQL, no HTTP. */
export function createResourceService<T extends ResourceTable>(
  { db, media, clock }: ResourceServiceDeps,
  definition: ResourceDefinition<T>,
) {
  const repo = createRepository(db, definition.table, { scheduled: definition.scheduled });
  const sortKeys = Object.keys(definition.sorts);
  const notFound = () => new NotFoundError(`${definition.noun} not found.`);
  const ctx = createResourceContext(db, () => clock.now());
  const toWire = async (rows: Row<T>[]) =>
    (definition.expand ? await definition.expand(rows, ctx) : rows).map((row) => definition.toWire(row));
  const one = async (row: Row<T>) => (await toWire([row]))[0];

  async function storeFiles(input: Record<string, unknown>) {
    const stored: Record<string, string | null> = {};
    for (const [field, kind] of Object.entries(definition.files ?? {})) {
      const value = input[field];
      if (isUploadedFile(value)) {
        stored[field] = await media.store(value, kind, {
          wrongTypeMessage: definition.fileTypeMessages?.[kind],
        });
      } else if (value === '' || value === null) {
        stored[field] = null;
      }
    }
    return stored;
  }

  async function discard(stored: Record<string, string | null>) {
    await Promise.all(Object.values(stored).map((p) => (p ? media.remove(p) : undefined)));
  }

  /** Fields that another record already holds (compared folded), as field errors. */
  async function uniquenessErrors(merged: Draft<T>, columns: Record<string, unknown>) {
    const errors: Record<string, string> = {};
    for (const { field, keyColumn, message } of definition.unique ?? []) {
      const source = definition.columns[field];
      const value = source ? (merged as Record<string, unknown>)[source] : undefined;
      if (typeof value !== 'string') continue;
      const key = foldName(value);
      columns[keyColumn] = key;
      if (await repo.isTaken(keyColumn, key, merged.id)) errors[field] = message;
    }
    return errors;
  }

  /** Applies the request to a record (new or existing), checks the rules and returns the columns to write. */
  async function prepare(input: Record<string, unknown>, existing: Row<T> | undefined) {
    const stored = await storeFiles(input);
    try {
      // The request passed the fields' schemas, so each mapped value has its column's type.
      const mapped = mapColumns(definition, input, stored) as Columns<T>;
      const columns: Record<string, unknown> = definition.adjustColumns
        ? definition.adjustColumns(mapped, input, stored, existing)
        : mapped;
      // Columns of this table over its stored row (or defaults): a row in the making.
      const merged = { ...(existing ?? definition.defaults ?? {}), ...columns } as Draft<T>;
      const errors = definedErrors({
        ...(definition.scheduled ? scheduleErrors(merged) : {}),
        ...((await definition.rules?.(merged, ctx, input, existing)) ?? {}),
      });
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const taken = await uniquenessErrors(merged, columns);
      if (Object.keys(taken).length > 0) throw new ValidationError(taken);
      columns.search_text = toSearchText(...definition.searchText(merged));
      return { columns: columns as Columns<T>, stored };
    } catch (error) {
      await discard(stored);
      throw error;
    }
  }

  /**
   * Saves a row and the definition's side writes in one transaction; when it fails, the files
   * stored for it are removed (no row points at them).
   */
  async function write(
    input: Record<string, unknown>,
    existing: Row<T> | undefined,
    stored: Record<string, string | null>,
    save: (trx: Db) => Promise<Row<T> | undefined>,
  ): Promise<Row<T>> {
    try {
      return await repo.transaction(async (trx) => {
        const row = await save(trx);
        if (!row) throw notFound();
        return (await definition.afterWrite?.({ trx, row, input, existing })) ?? row;
      });
    } catch (error) {
      await discard(stored);
      throw error;
    }
  }

  /** Status 2 (hidden, recoverable), or gone for good with `hardDelete`; all or nothing. */
  async function removeMany(ids: number[], onMissing: (missing: number[]) => Error) {
    const unique = [...new Set(ids)];
    await repo.transaction(async (trx) => {
      const found = await repo.existingIds(unique, trx);
      const missing = unique.filter((id) => !found.has(id));
      if (missing.length) throw onMissing(missing);
      if (definition.hardDelete) await repo.deleteMany(trx, unique);
      else await repo.softDeleteMany(trx, unique);
    });
    return unique.length;
  }

  /** The definition's filters as columns and values; a `scheduled` one compares with the clock. */
  function columnFilters(values: Record<string, unknown> = {}) {
    const now = clock.now().toISOString();
    return Object.entries(definition.filters ?? {}).map(([param, { column, present, scheduled }]) => ({
      column,
      value: values[param],
      present,
      scheduledAt: scheduled ? now : undefined,
    }));
  }

  function filterOf(params: Omit<ListParams, 'limit' | 'skip' | 'sortBy'>): ListFilter {
    const search = params.search ? toSearchText(params.search) : undefined;
    return {
      status: params.status,
      visibleAt: params.isPublic ? clock.now().toISOString() : undefined,
      search: search || undefined,
      filters: columnFilters(params.filters),
    };
  }

  return {
    definition,
    sortKeys,

    async list(params: ListParams) {
      const spec = definition.sorts[params.sortBy ?? sortKeys[0]!]!;
      return toWire(await repo.list(filterOf(params), { limit: params.limit, skip: params.skip, sort: spec }));
    },

    count(params: Omit<ListParams, 'limit' | 'skip' | 'sortBy'>) {
      return repo.count(filterOf(params));
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
      const { columns, stored } = await prepare(input, undefined);
      const position = columns.position ?? ((await repo.maxPosition()) ?? -1) + 1;
      const row = await write(input, undefined, stored, (trx) =>
        repo.insert(
          {
            ...definition.defaults,
            ...columns,
            status: columns.status ?? definition.defaults?.status ?? 0,
            position,
            search_text: columns.search_text ?? '',
          },
          trx,
        ),
      );
      return one(row);
    },

    async update(id: number, input: Record<string, unknown>) {
      const existing = await repo.getById(id);
      if (!existing) throw notFound();
      const { columns, stored } = await prepare(input, existing);
      const row = await write(input, existing, stored, (trx) => repo.update(id, columns, trx));
      await media.removeReplaced(existing, row);
      return one(row);
    },

    async setStatus(id: number, status: 0 | 1) {
      const row = await repo.setStatus(id, status);
      if (!row) throw notFound();
      return one(row);
    },

    /** Soft delete: status 2 hides the record everywhere but keeps it recoverable (unless `hardDelete`). */
    async remove(id: number) {
      await removeMany([id], notFound);
    },

    bulkRemove(ids: number[]) {
      return removeMany(ids, unknownIds);
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

    /**
     * Moves one record to the top, the bottom or place `to` (from 1) of the list by position
     * that `status` and `search` show (decision 030). The records keep the positions they had,
     * handed out again in the new order (as a drag does, decision 002), so only those between
     * the old and the new place change; equal positions are spread first. All in one transaction.
     */
    async move(id: number, to: 'top' | 'bottom' | number, shown: { status?: 0 | 1; search?: string } = {}) {
      return repo.transaction(async (trx) => {
        const order = await repo.positionOrder(trx);
        const moved = order.find((r) => r.id === id);
        if (!moved) throw notFound();
        const filter = filterOf(shown);
        const matching = filter.search ? await repo.matchingIds(filter, trx) : undefined;
        const scope = order.filter(
          (r) => (shown.status === undefined || r.status === shown.status) && (!matching || matching.has(r.id)),
        );
        if (!scope.includes(moved)) {
          throw new ValidationError({ status: `The ${definition.noun.toLowerCase()} is not in that list.` });
        }
        const place = to === 'top' ? 1 : to === 'bottom' ? scope.length : to;
        if (place > scope.length) {
          throw new ValidationError({ to: `to must be 'top', 'bottom' or a place from 1 to ${scope.length}.` });
        }
        // The record now at that place: the moved one goes just before it (moving up) or after it (down).
        const anchor = scope[place - 1]!;
        const rest = order.filter((r) => r !== moved);
        const at = rest.indexOf(anchor);
        if (anchor !== moved) rest.splice(place - 1 < scope.indexOf(moved) ? at : at + 1, 0, moved);
        const newOrder = anchor === moved ? order : rest;
        const slots = order.map((r) => r.position);
        const distinct = slots.every((p, i) => i === 0 || p > slots[i - 1]!);
        const positions = distinct ? slots : slots.map((_, i) => slots[0]! + i);
        const changed = newOrder
          .map((r, i) => ({ id: r.id, position: positions[i]!, before: r.position }))
          .filter((r) => r.position !== r.before)
          .map(({ id: changedId, position }) => ({ id: changedId, position }));
        await repo.setPositions(trx, changed);
        return { id, position: positions[newOrder.indexOf(moved)]!, place };
      });
    },
  };
}

/** unpublish_at after publish_at, on the merged record (decision 034). */
function scheduleErrors(row: object): RuleErrors {
  const { publish_at, unpublish_at } = row as { publish_at?: string | null; unpublish_at?: string | null };
  return scheduleRules({ publishAt: publish_at, unpublishAt: unpublish_at });
}

function definedErrors(errors: RuleErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function unknownIds(missing: number[]) {
  return new ValidationError({ ids: `Unknown id(s): ${missing.join(', ')}.` });
}

export type ResourceService = ReturnType<typeof createResourceService>;
