import { recordVersion } from '@atrium/contract/versions';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTokenService } from '../foundations/auth/tokens.ts';
import { type FilePart, multipart } from './media-fixtures.ts';
import { createTestApp, signedInAdmin, type TestApp } from './test-app.ts';
import type { Operation, ResourceDefinition } from '../resource-kit/define-resource.ts';

/** A record as the API returns it: the suite only relies on the fields every resource has. */
type WireRecord = Record<string, unknown> & { id: number; status: number; position: number; updated_at: string };

export type ResourceContractOptions = {
  /** The definition as registered in the app (key, table, sorts, operations, publicRead). */
  resource: ResourceDefinition;
  /**
   * A valid create body whose searchable text contains `text` (the suite searches for it). It
   * should not set `status` or `position`: the suite sets those through the API. A body with a
   * file (a FilePart from testing/media-fixtures) is sent as multipart.
   */
  build: (text: string) => Record<string, unknown>;
  /** A JSON update body that changes the searchable text to contain `text`; default `build(text)`. */
  buildUpdate?: (text: string) => Record<string, unknown>;
  /**
   * The record's `status` is a field of its own (a redirect's HTTP status, decision 078), not the
   * engine's published state: the tests of publishing, and of counting and filtering by it, do
   * not apply.
   */
  ownStatus?: boolean;
};

/**
 * A body with a file in it (e.g. a required image) goes as multipart, numbers as strings. A
 * body that also holds a mistyped value (an object, an array) cannot be multipart: it goes as
 * JSON without its files, which the server must refuse all the same.
 */
async function asMultipartIfFiles(payload: unknown) {
  if (!payload || typeof payload !== 'object' || Buffer.isBuffer(payload)) return undefined;
  const entries = Object.entries(payload as Record<string, unknown>);
  const isFile = (v: unknown): v is FilePart =>
    typeof v === 'object' && v !== null && Buffer.isBuffer((v as FilePart).content);
  if (!entries.some(([, v]) => isFile(v))) return undefined;
  if (entries.some(([, v]) => typeof v === 'object' && v !== null && !isFile(v))) {
    const json = JSON.stringify(Object.fromEntries(entries.filter(([, v]) => !isFile(v))));
    return { payload: json, headers: { 'content-type': 'application/json' } };
  }
  return multipart(Object.fromEntries(entries.map(([k, v]) => [k, isFile(v) ? v : String(v)])));
}

/** A multipart body as the OpenAPI document describes it. */
type FormSchema = { properties?: Record<string, { format?: string }>; required?: string[] };

type Call = Omit<InjectOptions, 'headers'> & { token?: string | null; headers?: Record<string, string> };

/**
 * The contract every list resource keeps, driven through the real app (`inject`) on a fresh
 * migrated database: counts, lists (paging, sorting, search, status), create, update, status,
 * soft delete, bulk delete, reorder, auth, and bad input answered with a 4xx envelope, never a 500.
 * Each resource's test file calls it once, then adds tests for its own rules.
 */
export function describeResourceContract(options: ResourceContractOptions): void {
  const { resource, build, ownStatus = false } = options;
  const buildUpdate = options.buildUpdate ?? build;
  const base = `/api/${resource.key}`;
  const sortKeys = Object.keys(resource.sorts);
  const enabled = (op: Operation) => {
    const ops = resource.operations ?? {};
    if (op in ops) return ops[op] !== false;
    if (resource.singleton) return !['remove', 'bulkRemove', 'reorder', 'setStatus'].includes(op);
    return true;
  };
  const itIf = (condition: boolean) => (condition ? it : it.skip);

  describe(`${resource.key}: the standard resource contract`, () => {
    let t: TestApp;
    let token: string;

    beforeAll(async () => {
      t = await createTestApp();
      token = (await signedInAdmin(t)).token;
    });
    afterAll(async () => {
      await t?.close();
    });
    // Each test starts from an empty table.
    beforeEach(async () => {
      await t.db.deleteFrom(resource.table).execute();
    });

    /** Calls the API as the admin unless `token` says otherwise (null: no token). */
    async function call({ token: callToken, headers, ...rest }: Call): Promise<LightMyRequestResponse> {
      const auth = callToken === null ? {} : { authorization: `Bearer ${callToken ?? token}` };
      const encoded = await asMultipartIfFiles(rest.payload);
      const response = await t.app.inject({
        ...rest,
        ...(encoded ? { payload: encoded.payload } : {}),
        headers: { ...auth, ...encoded?.headers, ...headers },
      } as InjectOptions);
      // Whatever the input, the server never answers a 5xx; every answer is the JSON envelope.
      expect(response.statusCode, `${rest.method} ${rest.url} answered ${response.body}`).toBeLessThan(500);
      return response;
    }

    function expectFailure(response: LightMyRequestResponse, status: number) {
      expect(response.statusCode, response.body).toBe(status);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
      return body as { success: false; message: string; errors?: Record<string, string> };
    }

    function data<T = unknown>(response: LightMyRequestResponse, status = 200): T {
      expect(response.statusCode, response.body).toBe(status);
      const body = response.json();
      expect(body.success).toBe(true);
      return body.data as T;
    }

    /** Creates a record through the API, then sets its status when it differs (default 0). */
    async function create(text: string, status: 0 | 1 = 0): Promise<WireRecord> {
      const record = data<WireRecord>(await call({ method: 'POST', url: `${base}/`, payload: build(text) }), 201);
      if (record.status !== status && enabled('setStatus')) return setStatus(record.id, status);
      return record;
    }

    async function setStatus(id: number, status: 0 | 1): Promise<WireRecord> {
      return data<WireRecord>(await call({ method: 'PATCH', url: `${base}/${id}/`, payload: { status } }));
    }

    async function list(query = '', callToken?: string | null): Promise<WireRecord[]> {
      return data<WireRecord[]>(await call({ method: 'GET', url: `${base}/${query}`, token: callToken }));
    }

    async function count(query = '', callToken?: string | null): Promise<number> {
      return data<{ count: number }>(await call({ method: 'GET', url: `${base}/count/${query}`, token: callToken }))
        .count;
    }

    async function counts(search = '') {
      const q = search ? `searchedText=${encodeURIComponent(search)}` : '';
      const all = await count(q ? `?${q}` : '');
      if (ownStatus) return { all };
      return {
        all,
        published: await count(`?status=1${q ? `&${q}` : ''}`),
        unpublished: await count(`?status=0${q ? `&${q}` : ''}`),
      };
    }

    /** Counts as `counts` gives them: all alone where the status is the record's own. */
    const expected = (all: number, published: number, unpublished: number) =>
      ownStatus ? { all } : { all, published, unpublished };

    /** Every stored row, deleted ones included: proves that a refused request changed nothing. */
    async function snapshot() {
      return t.db.selectFrom(resource.table).selectAll().orderBy('id').execute();
    }

    const ids = (records: WireRecord[]) => records.map((r) => r.id);

    if (resource.singleton) {
      it('creates the single record once, then answers 409', async () => {
        const first = await call({ method: 'POST', url: `${base}/`, payload: build('single') });
        expect(first.statusCode, first.body).toBe(201);
        expectFailure(await call({ method: 'POST', url: `${base}/`, payload: build('again') }), 409);
      });
      return;
    }

    describe('count', () => {
      it('counts all, published and unpublished, with and without searchedText', async () => {
        expect(await counts()).toEqual(expected(0, 0, 0));
        await create('alpha one', 1);
        await create('alpha two', 0);
        await create('beta three', 1);
        expect(await counts()).toEqual(expected(3, 2, 1));
        expect(await counts('ALPHA')).toEqual(expected(2, 1, 1));
        expect(await counts('beta')).toEqual(expected(1, 1, 0));
        expect(await counts('gamma')).toEqual(expected(0, 0, 0));
      });

      itIf(enabled('remove'))('does not count deleted records', async () => {
        const a = await create('alpha', 1);
        await create('beta', 0);
        data(await call({ method: 'DELETE', url: `${base}/${a.id}/` }));
        expect(await counts()).toEqual(expected(1, 0, 1));
        expect(await counts('alpha')).toEqual(expected(0, 0, 0));
      });
    });

    describe('list', () => {
      it('pages with limit (default 10) and skip', async () => {
        const made: WireRecord[] = [];
        for (let i = 0; i < 12; i++) made.push(await create(`item ${i}`));
        expect(await list()).toHaveLength(10);
        expect(await list('?limit=5')).toHaveLength(5);
        expect(await list('?limit=100')).toHaveLength(12);
        const first = await list('?limit=5&skip=0&sort_by=position');
        const second = await list('?limit=5&skip=5&sort_by=position');
        const third = await list('?limit=5&skip=10&sort_by=position');
        expect(third).toHaveLength(2);
        expect([...ids(first), ...ids(second), ...ids(third)]).toEqual(ids(made));
        expect(await list('?skip=12')).toEqual([]);
      });

      it('sorts by every allowed sort_by key', async () => {
        const made: WireRecord[] = [];
        for (let i = 0; i < 5; i++) made.push(await create(`sorted ${i}`));
        if (enabled('reorder')) {
          // Positions in an order unlike the creation order, so position and created_at sorts differ.
          const positions = [30, 10, 50, 20, 40];
          data(
            await call({
              method: 'POST',
              url: `${base}/reorder/`,
              payload: { items: made.map((r, i) => ({ id: r.id, position: positions[i] })) },
            }),
          );
        }
        for (const key of sortKeys) {
          const spec = resource.sorts[key]!;
          const listed = await list(`?sort_by=${encodeURIComponent(key)}`);
          expect(listed).toHaveLength(5);
          const rows: Array<Record<string, unknown>> = await t.db.selectFrom(resource.table).selectAll().execute();
          // Sort columns hold numbers or text.
          const valueOf = new Map(rows.map((r) => [Number(r.id), r[spec.column] as number | string]));
          const expected = [...ids(listed)].sort((a, b) => {
            const [x, y] = [valueOf.get(a)!, valueOf.get(b)!];
            const byValue = x === y ? a - b : x < y ? -1 : 1;
            return spec.direction === 'asc' ? byValue : -byValue;
          });
          expect(ids(listed), `sort_by=${key}`).toEqual(expected);
        }
      });

      it('sorts by the first allowed key when sort_by is omitted', async () => {
        for (let i = 0; i < 3; i++) await create(`default ${i}`);
        expect(ids(await list())).toEqual(ids(await list(`?sort_by=${encodeURIComponent(sortKeys[0]!)}`)));
      });

      it('searches case- and accent-insensitively', async () => {
        const accented = await create('Crème Brûlée Éclair');
        const plain = await create('creme brulee eclair');
        await create('something else');
        for (const query of ['CRÈME', 'creme', 'Brulee', 'ÉCLAIR', 'brûlée éclair']) {
          expect(ids(await list(`?searchedText=${encodeURIComponent(query)}`)).sort(), query).toEqual(
            [accented.id, plain.id].sort(),
          );
          expect(await count(`?searchedText=${encodeURIComponent(query)}`), query).toBe(2);
        }
      });

      it('matches % and _ literally in searchedText', async () => {
        const percent = await create('save 100% now');
        await create('save 1000 now');
        const underscore = await create('file_name here');
        await create('filexname here');
        expect(ids(await list(`?searchedText=${encodeURIComponent('100%')}`))).toEqual([percent.id]);
        expect(ids(await list(`?searchedText=${encodeURIComponent('file_name')}`))).toEqual([underscore.id]);
        expect(await list(`?searchedText=${encodeURIComponent('%')}`)).toHaveLength(1);
        expect(await list(`?searchedText=${encodeURIComponent('_')}`)).toHaveLength(1);
        expect(await count(`?searchedText=${encodeURIComponent('\\')}`)).toBe(0);
      });

      itIf(!ownStatus)('filters by status', async () => {
        const published = await create('one', 1);
        const draft = await create('two', 0);
        expect(ids(await list('?status=1'))).toEqual([published.id]);
        expect(ids(await list('?status=0'))).toEqual([draft.id]);
        expect(ids(await list()).sort()).toEqual([published.id, draft.id].sort());
        expect((await list('?status=1'))[0]!.status).toBe(1);
      });

      itIf(enabled('remove'))('never shows deleted records', async () => {
        const gone = await create('gone', 1);
        const kept = await create('kept', 0);
        data(await call({ method: 'DELETE', url: `${base}/${gone.id}/` }));
        for (const q of ['', '?status=1', '?status=0', '?searchedText=gone', '?sort_by=-position']) {
          expect(ids(await list(q)), q).not.toContain(gone.id);
        }
        expect(ids(await list())).toEqual([kept.id]);
      });
    });

    itIf(enabled('getById'))('gets one record by id; unknown or malformed ids answer 404 or 400', async () => {
      const made = await create('one');
      expect(data<WireRecord>(await call({ method: 'GET', url: `${base}/${made.id}/` }))).toEqual(made);
      expectFailure(await call({ method: 'GET', url: `${base}/${made.id + 1000}/` }), 404);
      expectFailure(await call({ method: 'GET', url: `${base}/abc/` }), 400);
      expectFailure(await call({ method: 'GET', url: `${base}/0/` }), 400);
      expectFailure(await call({ method: 'GET', url: `${base}/-1/` }), 400);
      expectFailure(await call({ method: 'GET', url: `${base}/1.5/` }), 400);
    });

    describe('create', () => {
      it('answers 201 with the envelope and the saved record', async () => {
        const response = await call({ method: 'POST', url: `${base}/`, payload: build('fresh') });
        expect(response.statusCode, response.body).toBe(201);
        const body = response.json();
        expect(body).toMatchObject({ success: true, data: { id: expect.any(Number) } });
        expect(typeof body.message).toBe('string');
        expect(resource.wireSchema.safeParse(body.data).success).toBe(true);
        expect(ids(await list())).toEqual([body.data.id]);
      });

      it('places a new record at the highest position plus 1 (0 when none)', async () => {
        const first = await create('first');
        expect(first.position).toBe(0);
        const second = await create('second');
        expect(second.position).toBe(1);
        if (enabled('reorder')) {
          data(
            await call({
              method: 'POST',
              url: `${base}/reorder/`,
              payload: { items: [{ id: first.id, position: 41 }] },
            }),
          );
          expect((await create('third')).position).toBe(42);
        }
      });

      it('refuses a body without the required fields, changing nothing', async () => {
        const before = await snapshot();
        const body = expectFailure(await call({ method: 'POST', url: `${base}/`, payload: {} }), 400);
        for (const field of resource.required) expect(body.errors?.[field], field).toBeTruthy();
        for (const field of resource.required) {
          const { [field]: _omitted, ...rest } = build('partial');
          const missing = expectFailure(await call({ method: 'POST', url: `${base}/`, payload: rest }), 400);
          expect(missing.errors?.[field], field).toBeTruthy();
        }
        expect(await snapshot()).toEqual(before);
      });

      it('documents as required exactly the files a create cannot do without', async () => {
        // The rules decide (an image the record must have); the contract's requiredFiles says it
        // in the OpenAPI document (decision 071). A create without each file in turn finds which.
        const document = t.app.swagger() as {
          paths: Record<string, { post?: { requestBody: { content: Record<string, { schema: FormSchema }> } } }>;
        };
        const schema = document.paths[`${base}/`]!.post!.requestBody.content['multipart/form-data']?.schema;
        const files = Object.entries(schema?.properties ?? {}).filter(([, property]) => property.format === 'binary');
        for (const [field] of files) {
          const { [field]: _omitted, ...rest } = build(`without ${field}`);
          const response = await call({ method: 'POST', url: `${base}/`, payload: rest });
          const refused = response.statusCode === 400 && response.json().errors?.[field] !== undefined;
          expect({ field, required: refused }).toEqual({ field, required: schema!.required?.includes(field) ?? false });
          // A singleton takes one create.
          await t.db.deleteFrom(resource.table).execute();
        }
      });
    });

    describe('update', () => {
      it('updates fields and the search text; answers 404 for unknown and deleted records', async () => {
        const made = await create('original words');
        const updated = data<WireRecord>(
          await call({ method: 'PATCH', url: `${base}/${made.id}/`, payload: buildUpdate('replacement words') }),
        );
        expect(updated.id).toBe(made.id);
        expect(updated.position).toBe(made.position);
        expect(ids(await list('?searchedText=replacement'))).toEqual([made.id]);
        expect(await list('?searchedText=original')).toEqual([]);
        expectFailure(
          await call({ method: 'PATCH', url: `${base}/${made.id + 1000}/`, payload: buildUpdate('nothing') }),
          404,
        );
        if (enabled('remove')) {
          data(await call({ method: 'DELETE', url: `${base}/${made.id}/` }));
          expectFailure(
            await call({ method: 'PATCH', url: `${base}/${made.id}/`, payload: buildUpdate('revived') }),
            404,
          );
        }
      });
    });

    describe('versions (decision 083)', () => {
      it('answers ETag; a stale If-Match answers 412 with the record now and changes nothing; a fresh one or none saves', async () => {
        const made = await create('first words');
        if (enabled('getById'))
          expect((await call({ method: 'GET', url: `${base}/${made.id}/` })).headers.etag).toBe(recordVersion(made));
        const url = `${base}/${made.id}/`;
        const fresh = await call({
          method: 'PATCH',
          url,
          payload: buildUpdate('second words'),
          headers: { 'if-match': recordVersion(made) },
        });
        const second = data<WireRecord>(fresh);
        expect(fresh.headers.etag).toBe(recordVersion(second));
        expect(recordVersion(second)).not.toBe(recordVersion(made));

        const before = await snapshot();
        const stale = { 'if-match': recordVersion(made) };
        const refusedSave = await call({ method: 'PATCH', url, payload: buildUpdate('third words'), headers: stale });
        const body = expectFailure(refusedSave, 412) as { data?: { version: string; record: WireRecord } };
        expect(refusedSave.headers.etag).toBe(recordVersion(second));
        expect(body.data?.version).toBe(recordVersion(second));
        expect(body.data?.record).toEqual(second);
        if (enabled('setStatus'))
          expectFailure(await call({ method: 'PATCH', url, payload: { status: 1 }, headers: stale }), 412);
        if (enabled('remove')) expectFailure(await call({ method: 'DELETE', url, headers: stale }), 412);
        expect(await snapshot()).toEqual(before);

        // The spec's clients send no If-Match: their saves go through as before; `*` is any version.
        data(await call({ method: 'PATCH', url, payload: buildUpdate('fourth words') }));
        data(await call({ method: 'PATCH', url, payload: buildUpdate('fifth words'), headers: { 'if-match': '*' } }));
      });
    });

    describe.runIf(enabled('setStatus'))('status', () => {
      it('publishes and unpublishes with a JSON {status}', async () => {
        const made = await create('toggle', 0);
        expect(made.status).toBe(0);
        expect((await setStatus(made.id, 1)).status).toBe(1);
        expect(await counts()).toEqual({ all: 1, published: 1, unpublished: 0 });
        expect((await setStatus(made.id, 0)).status).toBe(0);
        expect(await counts()).toEqual({ all: 1, published: 0, unpublished: 1 });
      });

      it('refuses other status values and unknown ids, changing nothing', async () => {
        const made = await create('toggle');
        const before = await snapshot();
        for (const status of [2, -1, 'abc', null, 1.5, [1], { value: 1 }]) {
          expectFailure(await call({ method: 'PATCH', url: `${base}/${made.id}/`, payload: { status } }), 400);
        }
        expectFailure(await call({ method: 'PATCH', url: `${base}/${made.id + 1000}/`, payload: { status: 1 } }), 404);
        expect(await snapshot()).toEqual(before);
      });
    });

    describe.runIf(enabled('remove') && !resource.hardDelete)('delete', () => {
      it('soft-deletes: 404 afterwards, not counted, still stored with status 2', async () => {
        const made = await create('doomed', 1);
        const response = await call({ method: 'DELETE', url: `${base}/${made.id}/` });
        expect(response.json()).toMatchObject({ success: true });
        expect(response.statusCode).toBe(200);
        if (enabled('getById')) expectFailure(await call({ method: 'GET', url: `${base}/${made.id}/` }), 404);
        expectFailure(await call({ method: 'DELETE', url: `${base}/${made.id}/` }), 404);
        if (enabled('setStatus'))
          expectFailure(await call({ method: 'PATCH', url: `${base}/${made.id}/`, payload: { status: 1 } }), 404);
        expect(await count()).toBe(0);
        const stored = await t.db.selectFrom(resource.table).selectAll().where('id', '=', made.id).executeTakeFirst();
        expect(Number(stored?.status)).toBe(2);
      });
    });

    describe.runIf(enabled('bulkRemove'))('bulk delete', () => {
      it('deletes every listed record in one call', async () => {
        const [a, b, c] = [await create('a'), await create('b'), await create('c')];
        const deleted = data<{ deleted: number }>(
          await call({ method: 'DELETE', url: `${base}/bulk-delete/`, payload: { ids: [a.id, b.id] } }),
        );
        expect(deleted.deleted).toBe(2);
        expect(ids(await list())).toEqual([c.id]);
      });

      it('is all or nothing: an unknown or deleted id answers 400 and deletes none', async () => {
        const [a, b] = [await create('a'), await create('b')];
        data(await call({ method: 'DELETE', url: `${base}/${b.id}/` }));
        const before = await snapshot();
        for (const payload of [{ ids: [a.id, a.id + 1000] }, { ids: [a.id, b.id] }]) {
          const body = expectFailure(await call({ method: 'DELETE', url: `${base}/bulk-delete/`, payload }), 400);
          expect(body.errors?.ids).toBeTruthy();
        }
        for (const payload of [{ ids: [] }, { ids: 'all' }, { ids: [0] }, { ids: ['1'] }, {}, { ids: [a.id], x: 1 }]) {
          expectFailure(await call({ method: 'DELETE', url: `${base}/bulk-delete/`, payload }), 400);
        }
        expect(await snapshot()).toEqual(before);
      });
    });

    describe.runIf(resource.api.enabled('trash'))('trash (decision 032)', () => {
      type Entry = WireRecord & { deleted_at: string; deleted_by: { id: number; name: string } | null };
      const trash = async (query = '') => data<Entry[]>(await call({ method: 'GET', url: `${base}/trash/${query}` }));
      const trashCount = async (query = '') =>
        data<{ count: number; days: number }>(await call({ method: 'GET', url: `${base}/trash/count/${query}` }));
      const remove = async (id: number) => data(await call({ method: 'DELETE', url: `${base}/${id}/` }));
      /** The record as the API gives it, without what a restore rightly changes (its last change). */
      const same = ({ updated_at: _u, ...rest }: WireRecord) => rest;

      it('lists deleted records newest first, with who and when, counts and searches them', async () => {
        const [a, b, c] = [await create('alpha', 1), await create('bravo'), await create('charlie')];
        await remove(a.id);
        await remove(b.id);
        const entries = await trash();
        expect(ids(entries)).toEqual([b.id, a.id]);
        expect(entries[0]!.deleted_by).toEqual({ id: expect.any(Number), name: 'Ada Lovelace' });
        expect(Date.parse(entries[0]!.deleted_at)).not.toBeNaN();
        expect(entries[0]!.deleted_at >= entries[1]!.deleted_at).toBe(true);
        expect(await trashCount()).toEqual({ count: 2, days: 30 });
        expect((await trashCount('?searchedText=ALPHA')).count).toBe(1);
        expect(ids(await trash('?searchedText=alpha'))).toEqual([a.id]);
        expect(ids(await trash('?limit=1&skip=1'))).toEqual([a.id]);
        // The trash is not the list: the list and its counts never show it.
        expect(ids(await list())).toEqual([c.id]);
        for (const query of ['?limit=0', '?skip=-1', '?status=1', '?sort_by=position', '?x=1'])
          expectFailure(await call({ method: 'GET', url: `${base}/trash/${query}` }), 400);
      });

      it('restores a record exactly as it was, published or not, at its position', async () => {
        const published = await create('published one', 1);
        const draft = await create('draft one', 0);
        const before = [published, draft].map(same);
        await remove(published.id);
        await remove(draft.id);
        const restored = data<WireRecord>(await call({ method: 'POST', url: `${base}/${published.id}/restore/` }));
        expect(same(restored)).toEqual(before[0]);
        expect(
          data<{ restored: number }>(
            await call({ method: 'POST', url: `${base}/trash/restore/`, payload: { ids: [draft.id] } }),
          ),
        ).toEqual({ restored: 1 });
        const back = await list();
        expect(back.map(same).sort((x, y) => x.id - y.id)).toEqual(before.sort((x, y) => x.id - y.id));
        expect(await trashCount()).toMatchObject({ count: 0 });
        const stored = await t.db.selectFrom(resource.table).selectAll().where('id', '=', draft.id).executeTakeFirst();
        expect(stored).toMatchObject({ deleted_at: null, deleted_by: null, deleted_status: null });
      });

      it('deletes forever, one or several; what is not in the trash answers 404 (400 in bulk), changing nothing', async () => {
        const [a, b, c, live] = [await create('a'), await create('b'), await create('c'), await create('live')];
        for (const made of [a, b, c]) await remove(made.id);
        const before = await snapshot();
        for (const id of [live.id, a.id + 1000]) {
          expectFailure(await call({ method: 'POST', url: `${base}/${id}/restore/` }), 404);
          expectFailure(await call({ method: 'DELETE', url: `${base}/${id}/permanent/` }), 404);
        }
        for (const payload of [{ ids: [a.id, live.id] }, { ids: [a.id, a.id + 1000] }]) {
          const restore = expectFailure(await call({ method: 'POST', url: `${base}/trash/restore/`, payload }), 400);
          expect(restore.errors?.ids).toBeTruthy();
          expectFailure(await call({ method: 'DELETE', url: `${base}/trash/permanent/`, payload }), 400);
        }
        for (const payload of [{ ids: [] }, { ids: 'all' }, {}, { ids: [a.id], x: 1 }])
          expectFailure(await call({ method: 'DELETE', url: `${base}/trash/permanent/`, payload }), 400);
        expectFailure(await call({ method: 'POST', url: `${base}/abc/restore/` }), 400);
        expect(await snapshot()).toEqual(before);

        const one = await call({ method: 'DELETE', url: `${base}/${a.id}/permanent/` });
        expect(one.json()).toEqual({ success: true, message: `${resource.noun} deleted forever.`, data: { id: a.id } });
        expect(
          data(await call({ method: 'DELETE', url: `${base}/trash/permanent/`, payload: { ids: [b.id, c.id] } })),
        ).toEqual({ deleted: 2 });
        const left = await t.db.selectFrom(resource.table).select('id').execute();
        expect(left.map((r) => Number(r.id))).toEqual([live.id]);
        expect(await trashCount()).toMatchObject({ count: 0 });
        expectFailure(await call({ method: 'POST', url: `${base}/${a.id}/restore/` }), 404);
      });

      it('answers 401 to every trash call without a token, changing nothing', async () => {
        const made = await create('guarded');
        await remove(made.id);
        const before = await snapshot();
        const calls: Call[] = [
          { method: 'GET', url: `${base}/trash/` },
          { method: 'GET', url: `${base}/trash/count/` },
          { method: 'POST', url: `${base}/${made.id}/restore/` },
          { method: 'POST', url: `${base}/trash/restore/`, payload: { ids: [made.id] } },
          { method: 'DELETE', url: `${base}/${made.id}/permanent/` },
          { method: 'DELETE', url: `${base}/trash/permanent/`, payload: { ids: [made.id] } },
        ];
        for (const request of calls) {
          expectFailure(await call({ ...request, token: null }), 401);
          expectFailure(await call({ ...request, token: null, headers: { authorization: 'Bearer not.a.jwt' } }), 401);
        }
        expect(await snapshot()).toEqual(before);
      });
    });

    describe.runIf(enabled('remove') && !resource.api.enabled('trash'))('no trash', () => {
      it('deletes for real and has no trash calls', async () => {
        const made = await create('gone');
        data(await call({ method: 'DELETE', url: `${base}/${made.id}/` }));
        expect(await snapshot()).toEqual([]);
        const trashList = await call({ method: 'GET', url: `${base}/trash/count/` });
        expect(trashList.statusCode).toBeGreaterThanOrEqual(400);
        expectFailure(await call({ method: 'POST', url: `${base}/${made.id}/restore/` }), 404);
      });
    });

    describe.runIf(enabled('reorder'))('reorder', () => {
      it('sets the given positions', async () => {
        const [a, b, c] = [await create('a'), await create('b'), await create('c')];
        data(
          await call({
            method: 'POST',
            url: `${base}/reorder/`,
            payload: {
              items: [
                { id: c.id, position: 1 },
                { id: a.id, position: 2 },
                { id: b.id, position: 3 },
              ],
            },
          }),
        );
        expect(ids(await list('?sort_by=position'))).toEqual([c.id, a.id, b.id]);
      });

      it('is all or nothing: unknown ids, duplicates and bad items answer 400 and move nothing', async () => {
        const [a, b] = [await create('a'), await create('b')];
        const before = await snapshot();
        const bad = [
          {
            items: [
              { id: a.id, position: 5 },
              { id: b.id + 1000, position: 6 },
            ],
          },
          {
            items: [
              { id: a.id, position: 5 },
              { id: a.id, position: 6 },
            ],
          },
          { items: [] },
          { items: [{ id: a.id }] },
          { items: [{ id: a.id, position: -1 }] },
          { items: [{ id: a.id, position: 'first' }] },
          { items: 'a,b' },
          {},
        ];
        for (const payload of bad) {
          expectFailure(await call({ method: 'POST', url: `${base}/reorder/`, payload }), 400);
        }
        expect(await snapshot()).toEqual(before);
      });
    });

    describe.runIf(enabled('reorder'))('move', () => {
      const move = (id: number, payload: Call['payload']) =>
        call({ method: 'POST', url: `${base}/${id}/move/`, payload });
      const order = async (query = '') => ids(await list(`?sort_by=position&limit=100${query}`));
      const positions = async () => (await list('?sort_by=position&limit=100')).map((r) => r.position);

      it('moves a record to the top, the bottom and place N, shifting only the records between', async () => {
        const made: WireRecord[] = [];
        for (const text of ['a', 'b', 'c', 'd', 'e']) made.push(await create(text));
        const [a, b, c, d, e] = made.map((r) => r.id) as [number, number, number, number, number];
        const slots = await positions();

        expect(data(await move(e, { to: 'top' }))).toEqual({ id: e, position: slots[0], place: 1 });
        expect(await order()).toEqual([e, a, b, c, d]);
        expect(await positions()).toEqual(slots);

        expect(data(await move(e, { to: 'bottom' }))).toMatchObject({ id: e, place: 5 });
        expect(await order()).toEqual([a, b, c, d, e]);

        const before = await list('?sort_by=position&limit=100');
        expect(data(await move(a, { to: 3 }))).toMatchObject({ id: a, position: slots[2], place: 3 });
        expect(await order()).toEqual([b, c, a, d, e]);
        const after = await list('?sort_by=position&limit=100');
        // d and e kept their rows untouched.
        expect(after.slice(3)).toEqual(before.slice(3));

        expect(data(await move(a, { to: 2 }))).toMatchObject({ place: 2 });
        expect(await order()).toEqual([b, a, c, d, e]);
        data(await move(a, { to: 2 }));
        expect(await order()).toEqual([b, a, c, d, e]);
        expect(await positions()).toEqual(slots);
      });

      it.runIf(enabled('setStatus'))('with status, counts places within that tab', async () => {
        const p1 = await create('p1', 1);
        const u1 = await create('u1', 0);
        const p2 = await create('p2', 1);
        const u2 = await create('u2', 0);
        const p3 = await create('p3', 1);
        expect(data(await move(p3.id, { to: 'top', status: 1 }))).toMatchObject({ place: 1 });
        expect(await order('&status=1')).toEqual([p3.id, p1.id, p2.id]);
        expect(data(await move(p3.id, { to: 2, status: 1 }))).toMatchObject({ place: 2 });
        expect(await order('&status=1')).toEqual([p1.id, p3.id, p2.id]);
        expect(await order('&status=0')).toEqual([u1.id, u2.id]);
        expect(new Set(await positions()).size).toBe(5);
        // A place beyond the tab, or a record of the other tab, is refused.
        expectFailure(await move(p3.id, { to: 4, status: 1 }), 400);
        expectFailure(await move(u1.id, { to: 1, status: 1 }), 400);
      });

      it('with searchedText, counts places within what the search shows', async () => {
        const one = await create('zebra one');
        const other = await create('other');
        const two = await create('zebra two');
        const three = await create('zebra three');
        expect(data(await move(three.id, { to: 2, searchedText: 'ZEBRA' }))).toMatchObject({ place: 2 });
        expect(await order('&searchedText=zebra')).toEqual([one.id, three.id, two.id]);
        expect(await order()).toEqual([one.id, other.id, three.id, two.id]);
        expectFailure(await move(other.id, { to: 1, searchedText: 'zebra' }), 400);
        expectFailure(await move(one.id, { to: 4, searchedText: 'zebra' }), 400);
      });

      it('spreads equal positions into distinct ones', async () => {
        const [a, b, c] = [await create('a'), await create('b'), await create('c')];
        data(
          await call({
            method: 'POST',
            url: `${base}/reorder/`,
            payload: { items: [a, b, c].map((r) => ({ id: r.id, position: 4 })) },
          }),
        );
        data(await move(c.id, { to: 'top' }));
        expect(await order()).toEqual([c.id, a.id, b.id]);
        expect(await positions()).toEqual([4, 5, 6]);
      });

      it('answers 404 for unknown and deleted records and 400 for bad bodies, moving nothing', async () => {
        const [a, b] = [await create('a'), await create('b')];
        const before = await snapshot();
        expectFailure(await move(b.id + 1000, { to: 'top' }), 404);
        const bad = [
          {},
          { to: 0 },
          { to: 3 },
          { to: -1 },
          { to: 1.5 },
          { to: '1' },
          { to: 'middle' },
          { to: null },
          { to: 'top', status: 2 },
          { to: 'top', extra: 1 },
          [],
        ];
        for (const payload of bad) expectFailure(await move(a.id, payload), 400);
        expectFailure(await call({ method: 'POST', url: `${base}/0/move/`, payload: { to: 'top' } }), 400);
        expect(await snapshot()).toEqual(before);
        if (enabled('remove')) {
          data(await call({ method: 'DELETE', url: `${base}/${a.id}/` }));
          expectFailure(await move(a.id, { to: 'top' }), 404);
        }
      });
    });

    describe('auth', () => {
      const garbage = ['garbage', 'Bearer', 'Bearer not.a.jwt', 'Basic dXNlcjpwYXNz', 'Bearer a b c'];

      it('answers 401 to writes without a token, changing nothing', async () => {
        const made = await create('guarded');
        const before = await snapshot();
        const writes = (
          [
            ['create', { method: 'POST', url: `${base}/`, payload: build('intruder') }],
            ['update', { method: 'PATCH', url: `${base}/${made.id}/`, payload: buildUpdate('intruder') }],
            ['update', { method: 'PATCH', url: `${base}/${made.id}/`, payload: { status: 1 } }],
            ['remove', { method: 'DELETE', url: `${base}/${made.id}/` }],
            ['bulkRemove', { method: 'DELETE', url: `${base}/bulk-delete/`, payload: { ids: [made.id] } }],
            [
              'reorder',
              { method: 'POST', url: `${base}/reorder/`, payload: { items: [{ id: made.id, position: 9 }] } },
            ],
            ['reorder', { method: 'POST', url: `${base}/${made.id}/move/`, payload: { to: 'top' } }],
          ] satisfies Array<[Operation, Call]>
        )
          .filter(([op]) => enabled(op))
          .map(([, write]) => write);
        for (const write of writes) {
          expectFailure(await call({ ...write, token: null }), 401);
          for (const header of garbage) {
            expectFailure(await call({ ...write, token: null, headers: { authorization: header } }), 401);
          }
        }
        expect(await snapshot()).toEqual(before);
      });

      it('answers 401 to reads with a bad token, even where reads are public', async () => {
        await create('secret');
        const forged = await createTokenService('another-secret-'.repeat(4)).sign({ userId: 1, tokenVersion: 0 });
        const reads = [`${base}/`, `${base}/count/`, `${base}/?status=1`];
        for (const url of reads) {
          for (const header of [...garbage, `Bearer ${forged}`]) {
            expectFailure(await call({ method: 'GET', url, token: null, headers: { authorization: header } }), 401);
          }
        }
      });

      it(
        resource.publicRead
          ? 'shows published records only to a reader without a token, whatever the query asks'
          : 'answers 401 to reads without a token',
        async () => {
          const published = await create('visible', 1);
          await create('hidden', 0);
          if (!resource.publicRead) {
            expectFailure(await call({ method: 'GET', url: `${base}/`, token: null }), 401);
            expectFailure(await call({ method: 'GET', url: `${base}/count/`, token: null }), 401);
            return;
          }
          for (const q of ['', '?status=0', '?status=1']) {
            expect(ids(await list(q, null)), q).toEqual([published.id]);
            expect(await count(q, null), q).toBe(1);
          }
          expect(await list('?searchedText=hidden', null)).toEqual([]);
        },
      );
    });

    describe('bad input', () => {
      it('answers 400 to bad list and count queries', async () => {
        await create('present');
        const badList = [
          'limit=0',
          'limit=101',
          'limit=abc',
          'limit=1.5',
          'limit=',
          'skip=-1',
          'skip=abc',
          'skip=0.5',
          'sort_by=nope',
          'sort_by=-nope',
          `sort_by=${encodeURIComponent('position; drop table users')}`,
          'status=2',
          'status=abc',
          'status=1&status=0',
          'limit=10&limit=20',
          'unknown=1',
          'searchedText=' + 'x'.repeat(201),
        ];
        for (const q of badList) expectFailure(await call({ method: 'GET', url: `${base}/?${q}` }), 400);
        for (const q of ['status=2', 'status=abc', 'unknown=1', 'limit=abc']) {
          expectFailure(await call({ method: 'GET', url: `${base}/count/?${q}` }), 400);
        }
      });

      it('answers 4xx to malformed, mistyped and oversize bodies, changing nothing', async () => {
        const made = await create('target');
        const before = await snapshot();
        const json = { 'content-type': 'application/json' };
        const targets = [
          { method: 'POST' as const, url: `${base}/` },
          { method: 'PATCH' as const, url: `${base}/${made.id}/` },
        ];
        for (const target of targets) {
          for (const payload of ['{bad', '{"title": }', '', 'null', '[]', '"text"', '42']) {
            expectFailure(await call({ ...target, headers: json, payload }), 400);
          }
          expectFailure(await call({ ...target, headers: json, payload: '{"unknownField": 1}' }), 400);
          // Each field in turn with values of the wrong type.
          for (const field of Object.keys(build('typed'))) {
            for (const wrong of [{ nested: true }, [1, 2]]) {
              expectFailure(await call({ ...target, payload: { ...build('typed'), [field]: wrong } }), 400);
            }
          }
          const huge = JSON.stringify({ ...build('huge'), padding: 'x'.repeat(1_100_000) });
          expectFailure(await call({ ...target, headers: json, payload: huge }), 413);
          const unsupported = await call({ ...target, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
          expectFailure(unsupported, 415);
        }
        expect(await snapshot()).toEqual(before);
      });

      it('never answers a 5xx, whatever arrives', async () => {
        const made = await create('target');
        const odd: Call[] = [
          { method: 'GET', url: `${base}/${'9'.repeat(30)}/` },
          { method: 'GET', url: `${base}/${Number.MAX_SAFE_INTEGER}/` },
          { method: 'GET', url: `${base}/2147483648/` },
          { method: 'PATCH', url: `${base}/2147483648/`, payload: buildUpdate('big') },
          { method: 'DELETE', url: `${base}/bulk-delete/`, payload: { ids: [Number.MAX_SAFE_INTEGER] } },
          { method: 'POST', url: `${base}/reorder/`, payload: { items: [{ id: 2147483648, position: 1 }] } },
          { method: 'GET', url: `${base}/?searchedText=${encodeURIComponent('\u0000nul')}` },
          { method: 'GET', url: `${base}/count/?searchedText=${encodeURIComponent('\u0000')}` },
          { method: 'GET', url: `${base}/?searchedText=%E0%A4%A` },
          { method: 'GET', url: `${base}/?searchedText=${encodeURIComponent('😀 \u202e <script>')}` },
          { method: 'GET', url: `${base}/?skip=99999999999999999999` },
          { method: 'GET', url: `${base}/?searchedText[]=a` },
          { method: 'GET', url: `${base}/?status[$ne]=2` },
          { method: 'PATCH', url: `${base}/${'9'.repeat(30)}/`, payload: { status: 1 } },
          { method: 'DELETE', url: `${base}/${'9'.repeat(30)}/` },
          { method: 'DELETE', url: `${base}/bulk-delete/`, payload: { ids: [Number.MAX_SAFE_INTEGER, 1e20] } },
          {
            method: 'DELETE',
            url: `${base}/bulk-delete/`,
            payload: { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
          },
          { method: 'POST', url: `${base}/reorder/`, payload: { items: [{ id: 1e20, position: 1 }] } },
          { method: 'POST', url: `${base}/reorder/`, payload: { items: [{ id: made.id, position: 1e20 }] } },
          { method: 'POST', url: `${base}/`, payload: { ...build('nul \u0000 byte') } },
          { method: 'PATCH', url: `${base}/${made.id}/`, payload: { ...buildUpdate('nul \u0000 byte') } },
          { method: 'PATCH', url: `${base}/${made.id}/`, payload: {} },
          { method: 'PATCH', url: `${base}/${made.id}/`, payload: { position: -5 } },
          { method: 'PUT', url: `${base}/${made.id}/`, payload: build('put') },
          { method: 'DELETE', url: `${base}/` },
        ];
        for (const request of odd) {
          const response = await call(request);
          expect(response.json().success, `${request.method} ${request.url}: ${response.body}`).toBeTypeOf('boolean');
        }
        const stored = await t.db.selectFrom(resource.table).selectAll().where('id', '=', made.id).executeTakeFirst();
        expect(Number(stored?.status)).toBe(0);
      });
    });
  });
}
