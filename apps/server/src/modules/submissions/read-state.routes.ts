import { fail, idParam, ok } from '@atrium/contract/api';
import { unreadCountSchema } from '@atrium/contract/submissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createReadStateService } from './read-state.service.ts';

/** The inboxes with a new/read state, by the URL segment of their resource. */
const inboxes = [
  { key: 'requestedappointments', table: 'requested_appointments', noun: 'Appointment' },
  { key: 'contact-us', table: 'contact_messages', noun: 'Contact us' },
] as const;

const readAnswer = ok(z.object({ id: z.number(), read_at: z.string() }));

/**
 * Not in the spec: which rows of an inbox no administrator has viewed yet (decision 013). A row
 * is marked read by an explicit POST when the admin opens it (View), not by a GET, so lists,
 * exports and prefetches never change it. The first reading's time is kept.
 */
export const readStateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReadStateService({ db: app.db, clock: app.clock });
  for (const { key, table, noun } of inboxes) {
    const schema = { tags: [key], security: [{ bearer: [] }] };

    app.get(
      `/${key}/unread-count/`,
      {
        config: { auth: 'admin' },
        schema: {
          ...schema,
          summary: 'How many rows no administrator has viewed yet (the navigation badge)',
          response: { 200: ok(unreadCountSchema), 401: fail },
        },
      },
      async () => ({ success: true as const, data: { count: await service.unreadCount(table) } }),
    );

    app.post(
      `/${key}/:id/read/`,
      {
        config: { auth: 'admin' },
        schema: {
          ...schema,
          summary: 'Marks the row read (the admin viewed it); again is harmless and keeps the first time',
          params: idParam,
          response: { 200: readAnswer, 400: fail, 401: fail, 404: fail },
        },
      },
      async (request) => {
        const data = await service.markRead(table, request.params.id, noun);
        return { success: true as const, message: `${noun} marked read.`, data };
      },
    );
  }
};
