import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UnauthorizedError } from '../errors.ts';
import { createTokenService, type TokenService } from '../modules/auth/tokens.ts';

export type Admin = { id: number; email: string; tokenVersion: number };

/**
 * A route's access, declared in its config: `{ auth: 'admin' }` needs a valid admin token;
 * `{ auth: 'optional' }` reads one when sent (public reads that show more to an admin). A bad
 * token is a 401 either way. Routes without it are public.
 */
export type RouteAuth = 'admin' | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** The request must carry a valid admin token. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** An admin when a valid token is sent, null when none is; a bad token is still a 401. */
    readAdmin: (request: FastifyRequest) => Promise<Admin | null>;
  }
  interface FastifyRequest {
    admin: Admin | null;
  }
}

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { jwtSecret: string }) {
    app.decorate('tokens', createTokenService(opts.jwtSecret));
    app.decorateRequest('admin', null);

    async function readAdmin(request: FastifyRequest): Promise<Admin | null> {
      const header = request.headers.authorization;
      if (!header) return null;
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new UnauthorizedError();
      const claims = await app.tokens.verify(token);
      if (!claims) throw new UnauthorizedError('Your session has expired. Please log in again.');
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'token_version'])
        .where('id', '=', claims.userId)
        .executeTakeFirst();
      // A password change or reset raises token_version, ending every token issued before it.
      if (!user || user.token_version !== claims.tokenVersion) {
        throw new UnauthorizedError('Your session has expired. Please log in again.');
      }
      request.admin = { id: user.id, email: user.email, tokenVersion: user.token_version };
      return request.admin;
    }

    async function requireAdmin(request: FastifyRequest): Promise<void> {
      if (!(await readAdmin(request))) throw new UnauthorizedError();
    }

    app.decorate('readAdmin', readAdmin);
    app.decorate('requireAdmin', requireAdmin);

    // On arrival, before any body is parsed, validated or streamed to disk: a caller without a
    // valid token costs a token check, never a read of what it sends.
    app.addHook('onRequest', async (request) => {
      const auth = request.routeOptions.config.auth;
      if (auth === 'admin') await requireAdmin(request);
      else if (auth === 'optional') await readAdmin(request);
    });
  },
  { name: 'atrium-auth', dependencies: ['atrium-db'] },
);
