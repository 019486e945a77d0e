import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The address every sign-in and reset limit counts by: request.ip, which follows
 * X-Forwarded-For only from the proxies TRUST_PROXY names. An IPv6 address stands for its /64,
 * as in @fastify/rate-limit's own key, since one host commonly holds a whole /64.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}
