import type { AuditAction } from '@atrium/contract/endpoints/audit';
import * as resourceDeclarations from '@atrium/contract/endpoints/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddress } from '../auth/client-address.ts';
import { MAX_TITLES } from './audit-note.ts';
import { type AuditRecord, type AuditService, createAuditService } from './audit.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}

/** The update paths of the singleton resources (contact details, ...): their writes are settings. */
const settingsPaths = new Set(
  (Object.values(resourceDeclarations) as unknown[])
    .filter((value): value is { spec: { singleton?: boolean }; update: { path: string } } =>
      Boolean(value && typeof value === 'object' && 'spec' in value && 'update' in value),
    )
    .filter((value) => value.spec.singleton === true)
    .map((value) => `/api${value.update.path}`),
);

/**
 * The action of a successful administrator call that did not say its own (auditNote), from its
 * method and route only: the body's keys say nothing of what happened (a redirect's `{status}`
 * is its HTTP code, decision 085).
 */
export function actionOf(method: string, url: string): AuditAction | null {
  if (/\/export(\.csv|\/)?$/.test(url)) return 'export';
  if (method === 'GET' || method === 'HEAD') return null;
  if (/\/(reorder|move)\/?$/.test(url)) return 'reorder';
  if (/\/revisions\/[^/]+\/restore\/?$/.test(url)) return 'restore_revision';
  if (/\/restore\/?$/.test(url)) return 'restore';
  // Out of the trash for good (decision 032): one record or several.
  if (method === 'DELETE' && /\/permanent\/?$/.test(url)) return 'delete_forever';
  if (method === 'DELETE') return 'delete';
  if (settingsPaths.has(url)) return 'settings';
  if (method === 'POST' && !url.includes(':') && !/\/update\/?$/.test(url)) return 'create';
  return 'update';
}

/** Actions whose bulk form's ids are worth keeping: what went, or came back. */
const idsRecorded = new Set<AuditAction>(['delete', 'delete_forever', 'restore']);

/** The first segment under /api: `faqs` for /api/faqs/:id/. */
const resourceOf = (url: string) => url.replace(/^\/api\//, '').split('/')[0] || url;

/** The id a created record got, from the answer's envelope (`data.id`). */
function createdId(payload: unknown): number | string | null {
  if (typeof payload !== 'string' || payload.length > 1_000_000) return null;
  try {
    const id = (JSON.parse(payload) as { data?: { id?: unknown } }).data?.id;
    return typeof id === 'number' || typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** Who made the request and from where, as every entry records it. */
export function requestOrigin(request: FastifyRequest): Pick<AuditRecord, 'address' | 'userAgent'> {
  const agent = request.headers['user-agent'];
  return { address: clientAddress(request), userAgent: typeof agent === 'string' ? agent : null };
}

/**
 * Decision 031: every administrator write is recorded once, here, not per route: a 2xx answer
 * to a route whose access is `admin` or `editor` (decision 035) and whose method writes (or an export) becomes an entry.
 * A route that records its own (the password change) sets `config.audit: false`. Sign-ins and
 * password resets have no administrator yet; the auth routes record those themselves.
 */
export default fp(
  async function auditPlugin(app: FastifyInstance) {
    const audit = createAuditService({ db: app.db, config: app.config, clock: app.clock, log: app.log });
    app.decorate('audit', audit);

    app.addHook('onSend', async (request, reply, payload) => {
      const config = request.routeOptions.config as { auth?: string; audit?: boolean };
      const url = request.routeOptions.url;
      const signedIn = config.auth === 'admin' || config.auth === 'editor';
      if (!signedIn || config.audit === false || !url || !request.admin) return payload;
      if (reply.statusCode < 200 || reply.statusCode > 299) return payload;
      const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      const keys = Object.keys(body);
      const note = request.auditNote;
      const action = note?.action ?? actionOf(request.method, url);
      if (!action) return payload;
      const params = (request.params ?? {}) as Record<string, unknown>;
      const param = params.id ?? Object.values(params)[0];
      const recordId =
        typeof param === 'string' || typeof param === 'number'
          ? param
          : action === 'create'
            ? createdId(payload)
            : null;
      const ids = Array.isArray(body.ids) && body.ids.every((id) => typeof id === 'number') ? body.ids : undefined;
      const query = (request.query ?? {}) as Record<string, unknown>;
      const kept = ids && idsRecorded.has(action) ? { ids } : {};
      const summary =
        action === 'export'
          ? Object.keys(query).length
            ? { filters: Object.keys(query).sort() }
            : null
          : note && (note.title !== undefined || note.changes || note.titles)
            ? {
                ...(note.title !== undefined ? { title: note.title.slice(0, 300) } : {}),
                ...(note.changes?.length ? { changes: note.changes } : {}),
                ...(note.titles?.length ? { titles: note.titles.slice(0, MAX_TITLES) } : {}),
                ...kept,
              }
            : keys.length
              ? { fields: keys.sort(), ...kept }
              : null;
      await audit.record({
        action,
        resource: resourceOf(url),
        recordId,
        userId: request.admin.id,
        actorEmail: request.admin.email,
        summary,
        ...requestOrigin(request),
      });
      return payload;
    });
  },
  { name: 'atrium-audit', dependencies: ['atrium-db', 'atrium-auth'] },
);
