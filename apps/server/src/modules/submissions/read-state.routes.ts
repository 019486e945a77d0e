import { inboxReadState } from '@atrium/contract/endpoints/submissions';
import type { FastifyPluginAsync } from 'fastify';
import { NotFoundError } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';

/** The tables behind the inboxes with a new/read state, by the URL segment of their resource. */
const inboxes = [
  { key: 'requestedappointments', table: 'requested_appointments', noun: 'Appointment' },
  { key: 'contact-us', table: 'contact_messages', noun: 'Contact us' },
] as const;

/**
 * Not in the spec (decision 013), as packages/contract/src/endpoints/submissions.ts declares it:
 * rows are marked read by an explicit POST, never by a GET, so lists, exports and prefetches
 * never change them. The first reading's time is kept.
 */
export const readStateRoutes: FastifyPluginAsync = async (app) => {
  for (const { key, table, noun } of inboxes) {
    const { unreadCount, markRead } = inboxReadState[key];

    route(app, unreadCount, async () => {
      const row = await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('read_at', 'is', null)
        .where('status', '!=', 2)
        .executeTakeFirst();
      return { data: { count: Number(row?.n ?? 0) } };
    });

    route(app, markRead, async (request) => {
      const { id } = request.params;
      await app.db
        .updateTable(table)
        .set({ read_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
      const row = await app.db
        .selectFrom(table)
        .select(['id', 'read_at'])
        .where('id', '=', id)
        .where('status', '!=', 2)
        .executeTakeFirst();
      if (!row?.read_at) throw new NotFoundError(`${noun} not found.`);
      return { message: `${noun} marked read.`, data: { id: row.id, read_at: row.read_at } };
    });
  }
};
