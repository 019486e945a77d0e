import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkResponsesAgainstSchemas } from './response-check.ts';

// Untyped routes: they answer what their schema forbids, on purpose.
const app = Fastify();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const response: Record<number, z.ZodType> = { 200: z.object({ ok: z.literal(true) }) };
  app.get('/fits', { schema: { response } }, async () => ({ ok: true }));
  app.get('/undocumented-status', { schema: { response } }, async (_request, reply) =>
    reply.status(418).send({ ok: true }),
  );
  // A string payload skips the serializer, as a hand-written body would.
  app.get('/outside-schema', { schema: { response } }, async (_request, reply) =>
    reply.type('application/json').send('{"ok":false}'),
  );
  app.get('/not-json', { schema: { response } }, async (_request, reply) => reply.type('text/html').send('<p>'));
  app.get('/documents-nothing', async (_request, reply) => reply.status(418).send('teapot'));
  checkResponsesAgainstSchemas(app);
  await app.ready();
});
afterAll(() => app.close());

describe('the API tests check every answer against its documented responses', () => {
  it('lets an answer through that fits its schema', async () => {
    expect((await app.inject({ url: '/fits' })).json()).toEqual({ ok: true });
  });

  it('fails on a status the route does not document', async () => {
    await expect(app.inject({ url: '/undocumented-status' })).rejects.toThrow(
      'GET /undocumented-status: answered 418, which /undocumented-status does not document (200).',
    );
  });

  it('fails on a body outside the documented schema', async () => {
    await expect(app.inject({ url: '/outside-schema' })).rejects.toThrow(/body outside its documented schema \(ok:/);
  });

  it('fails on an answer that is not JSON', async () => {
    await expect(app.inject({ url: '/not-json' })).rejects.toThrow(/text\/html/);
  });

  it('leaves routes that document no responses alone', async () => {
    expect((await app.inject({ url: '/documents-nothing' })).statusCode).toBe(418);
  });
});
