import { inboxReadState } from '@atrium/contract/endpoints/submissions';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { createReadStateService } from './read-state.service.ts';

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
  const service = createReadStateService({ db: app.db, clock: app.clock });
  for (const { key, table, noun } of inboxes) {
    const { unreadCount, markRead } = inboxReadState[key];
    route(app, unreadCount, async () => ({ data: { count: await service.unreadCount(table) } }));
    route(app, markRead, async (request) => ({
      message: `${noun} marked read.`,
      data: await service.markRead(table, request.params.id, noun),
    }));
  }
};
