import { endMyOtherSessions, endMySession, listMySessions } from '@atrium/contract/endpoints/sessions';
import { SessionMessages } from '@atrium/contract/sessions';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../errors.ts';
import { route } from '../../plugins/endpoints.ts';
import { requestOrigin } from '../audit/audit.plugin.ts';
import { readRefreshCookie } from './session-cookie.ts';
import { createSessions } from './sessions.ts';

/** Recorded as `session_end` below, not by the audit plugin as a generic delete. */
const recordedHere = { config: { audit: false } };

/**
 * Decision 037: one's own sessions. Registered inside the auth routes (after @fastify/cookie),
 * under /api/auth/, so the refresh cookie arrives and marks "this device". The access token is
 * the credential; the cookie only says which session is this one.
 */
export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const sessions = createSessions({ db: app.db, config: app.config, clock: app.clock, tokens: app.tokens });
  const me = (request: FastifyRequest) => request.admin!;
  const record = (request: FastifyRequest, ended: number, which: string) =>
    app.audit.record({
      action: 'session_end',
      resource: 'auth',
      userId: me(request).id,
      actorEmail: me(request).email,
      summary: { user: me(request).email, sessions: ended, which },
      ...requestOrigin(request),
    });

  route(app, listMySessions, async (request) => ({
    data: await sessions.list(me(request).id, readRefreshCookie(request)),
  }));

  route(
    app,
    endMySession,
    async (request) => {
      if (!(await sessions.endOne(me(request).id, request.params.id)))
        throw new NotFoundError(SessionMessages.notFound);
      await record(request, 1, 'one');
      return { message: SessionMessages.ended, data: { ended: 1 } };
    },
    recordedHere,
  );

  route(
    app,
    endMyOtherSessions,
    async (request) => {
      const ended = await sessions.endAllBut(me(request).id, readRefreshCookie(request));
      if (ended > 0) await record(request, ended, 'all others');
      return { message: SessionMessages.endedOthers(ended), data: { ended } };
    },
    recordedHere,
  );
};
