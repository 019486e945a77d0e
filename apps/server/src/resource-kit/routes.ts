import { statusValue } from '@atrium/contract/api';
import { TrashMessages } from '@atrium/contract/trash';
import type { FastifyPluginAsync } from 'fastify';
import path from 'node:path';
import { Answered, operation, route } from '../plugins/endpoints.ts';
import { parseIfMatch, recordVersion } from '@atrium/contract/versions';
import { inLanguage } from '@atrium/contract/locales';
import type { ResourceDefinition } from './define-resource.ts';
import { RevisionMessages } from '@atrium/contract/revisions';
import { createRevisionsService } from '../foundations/revisions/revisions.service.ts';
import { createPosterFetcher } from '../foundations/media/poster-fetch.ts';
import { noteAudit } from '../foundations/audit/audit-note.ts';
import type { AuditAction } from '@atrium/contract/endpoints/audit';
import { createResourceService, type Told } from './service.ts';

/**
 * Turns a definition into the spec's routes, as the contract declares them (definition.api):
 * list, count, get, create, update/status, delete, bulk delete, reorder and move. Who may call each is
 * its declaration's `access` (plugins/auth.ts checks it before the body is read). List and
 * count are operations: the public site reads them in process.
 */
export function resourcePlugin(definition: ResourceDefinition): FastifyPluginAsync {
  return async (app) => {
    const revisions = createRevisionsService({ db: app.db, clock: app.clock, keep: app.config.revisionsKeep });
    const fetchPoster = definition.derive
      ? createPosterFetcher({
          media: app.media,
          log: app.log,
          tempDir: path.join(app.config.dataDir, 'tmp'),
          sources: app.config.posters,
        })
      : undefined;
    const service = createResourceService(
      { db: app.db, media: app.media, clock: app.clock, revisions, fetchPoster, locales: app.locales },
      definition,
    );
    /**
     * Who writes, for the revision a save keeps; `notes` collects what the answer's message adds,
     * `told` what the save did, for its audit entry (decision 085); `ifMatch`, the version the
     * editor saw (decision 083).
     */
    const writer = (request: { admin?: { id: number } | null; headers: { 'if-match'?: string } }) => ({
      by: request.admin?.id ?? null,
      notes: [] as string[],
      told: {} as Told,
      ifMatch: parseIfMatch(request.headers['if-match']),
    });
    /** A record's answer with its version in ETag (decision 083): what a later If-Match sends back. */
    const versioned = (status: number, answer: { message?: string; data: unknown }) => {
      const record = answer.data as { id: number; updated_at: string };
      return new Answered(status, { success: true, ...answer }, { etag: recordVersion(record) });
    };
    /**
     * The audit entry of this request: the action as it happened, the title and the changes; an
     * edit of another language's texts says which ('Water rights (French)', decision 092).
     */
    const tell = (request: Parameters<typeof noteAudit>[0], action: AuditAction, told: Told) =>
      noteAudit(request, {
        action,
        title: told.title !== undefined && told.locale ? inLanguage(told.title, told.locale) : told.title,
        titles: told.titles,
        changes: told.changes,
      });
    /** A save's action as people say it: published or unpublished by it, scheduled, else edited. */
    const savedAction = (told: Told): AuditAction => {
      if (told.statusBefore !== undefined && told.statusBefore !== told.statusAfter && told.statusAfter !== 2)
        return told.statusAfter === 1 ? 'publish' : 'unpublish';
      const reschedules = told.changes?.some((c) => c.field === 'publish_at' || c.field === 'unpublish_at');
      if (reschedules && told.publishAt && told.publishAt > app.clock.now().toISOString()) return 'schedule';
      return 'update';
    };
    /** The save's message with its notes (decision 041: no poster was found), and the notes on their own (decision 086). */
    const saved = (message: string, notes: string[]) => ({
      message: [message, ...notes].join(' '),
      ...(notes.length ? { notes } : {}),
    });
    const { api, noun } = definition;
    const filterKeys = Object.keys(definition.filters ?? {});
    const filtersOf = (query: Record<string, unknown>) => Object.fromEntries(filterKeys.map((k) => [k, query[k]]));
    /** `?locale=` where the resource has per-language fields (decision 081); the contract takes it nowhere else. */
    const localeOf = (query: unknown) => (query as { locale?: string } | undefined)?.locale;
    const missingOf = (query: unknown) => (query as { missing?: string } | undefined)?.missing;
    /**
     * Reads are public for some resources: without a token they see what the public sees now
     * (published records, within their window where there is a schedule: decision 034).
     */
    const readScope = (admin: unknown, status: 0 | 1 | undefined) =>
      definition.publicRead && !admin ? { status: undefined, isPublic: true } : { status };

    if (api.enabled('count'))
      operation(app, api.count, async ({ query }, caller) => ({
        data: {
          count: await service.count({
            ...readScope(caller.admin, query.status),
            search: query.searchedText,
            filters: filtersOf(query),
            locale: localeOf(query),
            missing: missingOf(query),
          }),
        },
      }));

    if (api.enabled('list'))
      operation(app, api.list, async ({ query }, caller) => ({
        data: await service.list({
          ...readScope(caller.admin, query.status),
          search: query.searchedText,
          filters: filtersOf(query),
          limit: query.limit,
          skip: query.skip,
          sortBy: query.sort_by,
          locale: localeOf(query),
          missing: missingOf(query),
        }),
      }));

    // The trash (decision 032). Its static paths (/trash/, /trash/count/, ...) win over /:id/
    // whatever the order (find-my-way prefers static segments); registered first all the same.
    if (api.enabled('trash')) {
      const days = app.config.trashDays;
      route(app, api.trash, async (request) => ({
        data: await service.trash({
          search: request.query.searchedText,
          limit: request.query.limit,
          skip: request.query.skip,
        }),
      }));
      route(app, api.trashCount, async (request) => ({
        data: { count: await service.trashCount({ search: request.query.searchedText }), days },
      }));
      route(app, api.bulkRestore, async (request) => {
        const told: Told = {};
        const restored = await service.bulkRestore(request.body.ids, told);
        tell(request, 'restore', told);
        return { message: TrashMessages.restoredMany(restored), data: { restored } };
      });
      route(app, api.bulkPermanent, async (request) => {
        const told: Told = {};
        const deleted = await service.bulkPermanent(request.body.ids, told);
        tell(request, 'delete_forever', told);
        return { message: TrashMessages.deletedForeverMany(deleted), data: { deleted } };
      });
      route(app, api.restore, async (request) => {
        const told: Told = {};
        const data = await service.restore(request.params.id, told);
        tell(request, 'restore', told);
        return versioned(200, { message: TrashMessages.restored(noun), data });
      });
      route(app, api.permanent, async (request) => {
        const told: Told = {};
        await service.permanent(request.params.id, told);
        tell(request, 'delete_forever', told);
        return { message: TrashMessages.deletedForever(noun), data: { id: request.params.id } };
      });
    }

    if (api.enabled('getById'))
      route(app, api.getById, async (request) =>
        versioned(200, { data: await service.getById(request.params.id, localeOf(request.query)) }),
      );

    if (api.enabled('create'))
      route(app, api.create, async (request) => {
        const by = writer(request);
        const data = await service.create(request.body as Record<string, unknown>, by, localeOf(request.query));
        tell(request, 'create', by.told);
        return versioned(201, { ...saved(`${noun} created.`, by.notes), data });
      });

    if (api.enabled('update'))
      route(app, api.update, async (request) => {
        const body = request.body as Record<string, unknown>;
        let id = request.params.id;
        // Only where the contract takes it (updateAtZero): id 0 is the one record, made when none exists.
        if (id === 0) {
          const [current] = await service.list({ limit: 1, skip: 0 });
          if (!current) {
            const by = writer(request);
            const data = await service.create(body, by, localeOf(request.query));
            tell(request, 'create', by.told);
            return versioned(200, { ...saved(`${noun} created.`, by.notes), data });
          }
          id = (current as { id: number }).id;
        }
        const keys = Object.keys(body);
        if (keys.length === 1 && keys[0] === 'status' && api.enabled('setStatus')) {
          const status = statusValue.parse(body.status);
          const told: Told = {};
          const data = await service.setStatus(id, status, parseIfMatch(request.headers['if-match']), told);
          tell(request, status === 1 ? 'publish' : 'unpublish', told);
          return versioned(200, { message: status === 1 ? `${noun} published.` : `${noun} unpublished.`, data });
        }
        const by = writer(request);
        const data = await service.update(id, body, by, localeOf(request.query));
        tell(request, savedAction(by.told), by.told);
        return versioned(200, { ...saved(`${noun} updated.`, by.notes), data });
      });

    if (api.enabled('bulkRemove'))
      route(app, api.bulkRemove, async (request) => {
        const told: Told = {};
        const deleted = await service.bulkRemove(request.body.ids, request.admin?.id ?? null, told);
        tell(request, 'delete', told);
        return { message: `${deleted} deleted.`, data: { deleted } };
      });

    if (api.enabled('remove'))
      route(app, api.remove, async (request) => {
        const told: Told = {};
        await service.remove(
          request.params.id,
          request.admin?.id ?? null,
          parseIfMatch(request.headers['if-match']),
          told,
        );
        tell(request, 'delete', told);
        return { message: `${noun} deleted.`, data: { id: request.params.id } };
      });

    if (api.enabled('reorder'))
      route(app, api.reorder, async (request) => {
        const told: Told = {};
        await service.reorder(request.body.items, told);
        tell(request, 'reorder', told);
        return { message: 'Order updated.', data: { updated: request.body.items.length } };
      });

    if (api.enabled('revisions')) {
      route(app, api.revisions, async (request) => ({
        data: await service.revisions(
          request.params.id,
          { limit: request.query.limit, skip: request.query.skip },
          localeOf(request.query),
        ),
      }));
      route(app, api.revision, async (request) => ({
        data: await service.revision(request.params.id, request.params.revisionId),
      }));
      route(app, api.restoreRevision, async (request) => {
        const by = writer(request);
        const data = await service.restoreRevision(request.params.id, request.params.revisionId, by);
        tell(request, 'restore_revision', by.told);
        return versioned(200, { message: RevisionMessages.restored, data });
      });
    }

    if (api.enabled('move'))
      route(app, api.move, async (request) => {
        const told: Told = {};
        const data = await service.move(
          request.params.id,
          request.body.to,
          { status: request.body.status, search: request.body.searchedText },
          told,
        );
        tell(request, 'reorder', told);
        return { message: 'Order updated.', data };
      });
  };
}
