import {
  bulkDeleteBodySchema,
  countQuerySchema,
  fail,
  idParam,
  listQuerySchema,
  ok,
  reorderBodySchema,
  statusValue,
} from '@atrium/contract/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { bodySchemas } from './bodies.ts';
import type { Operation, ResourceDefinition } from './define-resource.ts';
import { createResourceService } from './service.ts';

const errorResponses = {
  400: fail,
  401: fail,
  404: fail,
  409: fail,
  413: fail,
  415: fail,
};

type RouteSchema = { response: Record<number, ZodType> } & Record<string, unknown>;

/** Turns a definition into the spec's routes: list, count, get, create, update/status, delete, bulk delete, reorder. */
export function resourcePlugin(definition: ResourceDefinition): FastifyPluginAsyncZod {
  return async (app) => {
    const service = createResourceService({ db: app.db, media: app.media }, definition);
    const base = `/${definition.key}`;
    /**
     * What every route of the resource shares, stated once: its OpenAPI tag and bearer
     * security, and the error answers beside its own. Who may call a route is its `config.auth`
     * (plugins/auth.ts checks it before the body is read).
     */
    const shared = <S extends RouteSchema>(schema: S) => ({
      schema: {
        tags: [definition.key],
        security: [{ bearer: [] }],
        ...schema,
        response: { ...schema.response, ...errorResponses },
      },
    });
    const sortKeys = service.sortKeys as [string, ...string[]];

    const filterShape = Object.fromEntries(
      Object.entries(definition.filters ?? {}).map(([param, f]) => [param, f.schema.optional()]),
    );
    const listQuery = listQuerySchema(sortKeys).extend(filterShape);
    const countQuery = countQuerySchema.extend(filterShape);
    const { create: createBody, update: updateBody } = bodySchemas(definition);
    const multipart = {
      files: Object.fromEntries(
        Object.entries(definition.files ?? {}).map(([f, kind]) => [
          f,
          app.config.uploads[kind === 'image' ? 'maxImageBytes' : 'maxVideoBytes'],
        ]),
      ),
    };
    const record = definition.wireSchema;

    /** Reads are public for some resources: without a token they see published records only. */
    const readAuth = definition.publicRead ? 'optional' : 'admin';
    const readScope = (request: FastifyRequest, status: 0 | 1 | undefined) =>
      definition.publicRead && !request.admin ? 1 : status;
    const enabled = (op: Operation) => {
      const ops = definition.operations ?? {};
      if (op in ops) return ops[op] !== false;
      if (definition.singleton) return !['remove', 'bulkRemove', 'reorder', 'setStatus'].includes(op);
      return true;
    };
    const filtersOf = (query: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(definition.filters ?? {}).map((k) => [k, query[k]]));

    if (enabled('count'))
      app.get(
        `${base}/count/`,
        {
          config: { auth: readAuth },
          ...shared({
            querystring: countQuery,
            response: { 200: ok(z.object({ count: z.number() })) },
          }),
        },
        async (request) => {
          const q = request.query as z.infer<typeof countQuerySchema> & Record<string, unknown>;
          const status = readScope(request, q.status);
          const count = await service.count({
            status,
            search: q.searchedText,
            filters: filtersOf(q),
          });
          return { success: true as const, data: { count } };
        },
      );

    if (enabled('list'))
      app.get(
        `${base}/`,
        {
          config: { auth: readAuth },
          ...shared({
            querystring: listQuery,
            response: { 200: ok(z.array(record)) },
          }),
        },
        async (request) => {
          const q = request.query as z.infer<ReturnType<typeof listQuerySchema>> & Record<string, unknown>;
          const status = readScope(request, q.status);
          const data = await service.list({
            status,
            search: q.searchedText,
            filters: filtersOf(q),
            limit: q.limit,
            skip: q.skip,
            sortBy: q.sort_by,
          });
          return { success: true as const, data };
        },
      );

    if (enabled('getById'))
      app.get(
        `${base}/:id/`,
        {
          config: { auth: 'admin' },
          ...shared({
            params: idParam,
            response: { 200: ok(record) },
          }),
        },
        async (request) => ({
          success: true as const,
          data: await service.getById(request.params.id),
        }),
      );

    if (enabled('create'))
      app.post(
        `${base}/`,
        {
          config: { auth: 'admin', multipart },
          ...shared({
            consumes: ['application/json', 'multipart/form-data'],
            body: createBody,
            response: { 201: ok(record) },
          }),
        },
        async (request, reply) => {
          const data = await service.create(request.body as Record<string, unknown>);
          return reply.status(201).send({
            success: true as const,
            message: `${definition.noun} created.`,
            data,
          });
        },
      );

    if (enabled('update'))
      app.patch(
        `${base}/:id/`,
        {
          config: { auth: 'admin', multipart },
          ...shared({
            description: 'Updates any subset of the fields; a JSON body of only {status} publishes or unpublishes.',
            consumes: ['application/json', 'multipart/form-data'],
            params: idParam,
            body: updateBody,
            response: { 200: ok(record) },
          }),
        },
        async (request) => {
          const body = request.body as Record<string, unknown>;
          const keys = Object.keys(body);
          if (keys.length === 1 && keys[0] === 'status' && enabled('setStatus')) {
            const status = statusValue.parse(body.status);
            const data = await service.setStatus(request.params.id, status);
            return {
              success: true as const,
              message: status === 1 ? `${definition.noun} published.` : `${definition.noun} unpublished.`,
              data,
            };
          }
          const data = await service.update(request.params.id, body);
          return {
            success: true as const,
            message: `${definition.noun} updated.`,
            data,
          };
        },
      );

    if (enabled('bulkRemove'))
      app.delete(
        `${base}/bulk-delete/`,
        {
          config: { auth: 'admin' },
          ...shared({
            body: bulkDeleteBodySchema,
            response: {
              200: ok(z.object({ deleted: z.number() })),
            },
          }),
        },
        async (request) => {
          const deleted = await service.bulkRemove(request.body.ids);
          return {
            success: true as const,
            message: `${deleted} deleted.`,
            data: { deleted },
          };
        },
      );

    if (enabled('remove'))
      app.delete(
        `${base}/:id/`,
        {
          config: { auth: 'admin' },
          ...shared({
            params: idParam,
            response: {
              200: ok(z.object({ id: z.number() })),
            },
          }),
        },
        async (request) => {
          await service.remove(request.params.id);
          return {
            success: true as const,
            message: `${definition.noun} deleted.`,
            data: { id: request.params.id },
          };
        },
      );

    if (enabled('reorder'))
      app.post(
        `${base}/reorder/`,
        {
          config: { auth: 'admin' },
          ...shared({
            body: reorderBodySchema,
            response: {
              200: ok(z.object({ updated: z.number() })),
            },
          }),
        },
        async (request) => {
          await service.reorder(request.body.items);
          return {
            success: true as const,
            message: 'Order updated.',
            data: { updated: request.body.items.length },
          };
        },
      );
  };
}
