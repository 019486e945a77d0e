import { SESSION_HEADER } from '@atrium/contract/endpoints/auth';
import { AuthMessages } from '@atrium/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import type { IssuedRefresh } from './sessions.ts';

/** Decision 026: the refresh token's cookie, sent only to the refresh and sign-out calls. */
export const REFRESH_COOKIE = 'atrium_refresh';
const REFRESH_COOKIE_PATH = '/api/auth/';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Secure everywhere but plain http on this machine: a PUBLIC_URL of http://localhost or
 * http://127.0.0.1, or a request that came over http to one of those names (a developer's
 * server). A browser would not keep a Secure cookie set over http.
 */
export function secureCookie(publicUrl: string, request: Pick<FastifyRequest, 'protocol' | 'hostname'>): boolean {
  const url = new URL(publicUrl);
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return false;
  return !(request.protocol === 'http' && LOCAL_HOSTS.has(request.hostname));
}

export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, refresh: IssuedRefresh): void {
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    httpOnly: true,
    secure: secureCookie(request.server.config.publicUrl, request),
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    expires: refresh.expiresAt,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    secure: secureCookie(request.server.config.publicUrl, request),
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
  });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE] || undefined;
}

/**
 * The cookie is SameSite=Strict; the header is a second lock: a cross-site form cannot set it,
 * and a cross-site fetch that does needs a preflight this server never grants.
 */
export function requireSessionHeader(request: FastifyRequest): void {
  if (!request.headers[SESSION_HEADER]) throw new AppError(403, AuthMessages.sessionHeaderMissing);
}
