import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffAccess } from '@atrium/contract/endpoint';
import { roleMayUse, type UserRole } from '@atrium/contract/roles';
import { TwoFactorMessages } from '@atrium/contract/two-factor';
import { UserMessages } from '@atrium/contract/users';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { createTokenService, type TokenService } from '../foundations/auth/tokens.ts';
import { createStepUp } from '../foundations/auth/step-up.ts';
import { createUsersRepository } from '../foundations/auth/users.repository.ts';

/** The signed-in user of a request (an administrator or an editor: decision 035). */
export type Admin = {
  id: number;
  email: string;
  tokenVersion: number;
  role: UserRole;
  /** Decision 036: REQUIRE_2FA is set and this user has no second factor yet. */
  mustEnrol: boolean;
  /** Decision 068: the session (refresh family) the token was issued for; its row holds the sudo window. */
  sessionId?: string;
};

/**
 * A route's access, declared in its config: `{ auth: 'editor' }` needs a valid token of an
 * active user of either role, `{ auth: 'admin' }` an administrator's (an editor gets 403);
 * `{ auth: 'optional' }` reads one when sent (public reads that show more to a signed-in user).
 * A bad token, or one of a deactivated user, is a 401 in every case. Routes without it are public.
 */
type RouteAuth = StaffAccess | 'optional';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** Decision 036: reachable by a user REQUIRE_2FA still asks to enrol (the profile and the enrolment). */
    twoFactorEnrolment?: boolean;
    /**
     * Decision 068: a takeover path (a passkey added or removed, new recovery codes): refused
     * (403, StepUpMessages.required) unless the session's sudo window is open, before the body is read.
     */
    stepUp?: boolean;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** The request must carry a valid token of an active user (either role). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** An admin when a valid token is sent, null when none is; a bad token is still a 401. */
    readAdmin: (request: FastifyRequest) => Promise<Admin | null>;
  }
  interface FastifyRequest {
    admin: Admin | null;
  }
  interface FastifyContextConfig {
    /** Set on routes that check the admin token in a hook: their answers are never stored. */
    adminOnly?: boolean;
  }
}

const reads = new Set(['GET', 'HEAD']);

export default fp(
  async function authPlugin(app: FastifyInstance, opts: { jwtSecret: string }) {
    app.decorate('tokens', createTokenService(opts.jwtSecret, Date.now, app.config.sessions.accessMinutes));
    const users = createUsersRepository(app.db);
    const stepUp = createStepUp({ db: app.db, clock: app.clock });
    app.decorateRequest('admin', null);

    async function readAdmin(request: FastifyRequest): Promise<Admin | null> {
      const header = request.headers.authorization;
      if (!header) return null;
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw new UnauthorizedError();
      const claims = await app.tokens.verify(token);
      if (!claims) throw new UnauthorizedError('Your session has expired. Please log in again.');
      // One read per request: the role and state as they are now (decision 035), so a role change
      // or a deactivation applies to the next call, not at the token's end; and whether the
      // token's session is still open, so signing out, ending a session or every other session
      // refuses its access tokens on their next call too (decision 086).
      const user = await users.getSession(claims.userId, claims.sessionId);
      // A password change or reset (or a deactivation) raises token_version, ending every token issued before it.
      if (!user || user.token_version !== claims.tokenVersion || user.state !== 'active' || !user.sessionOpen) {
        throw new UnauthorizedError('Your session has expired. Please log in again.');
      }
      request.admin = {
        id: user.id,
        email: user.email,
        tokenVersion: user.token_version,
        role: user.role,
        mustEnrol: app.config.requireTwoFactor && Number(user.two_factor_enabled) !== 1,
        ...(claims.sessionId ? { sessionId: claims.sessionId } : {}),
      };
      return request.admin;
    }

    /** Requests that asked for an admin from their handler (a list that is not public). */
    const adminChecked = new WeakSet<FastifyRequest>();
    async function requireAdmin(request: FastifyRequest): Promise<void> {
      adminChecked.add(request);
      if (!(await readAdmin(request))) throw new UnauthorizedError();
    }

    app.decorate('readAdmin', readAdmin);
    app.decorate('requireAdmin', requireAdmin);

    // On arrival, before any body is parsed, validated or streamed to disk: a caller without a
    // valid token costs a token check, never a read of what it sends.
    app.addHook('onRequest', async (request) => {
      const auth = request.routeOptions.config.auth;
      if (auth === 'admin' || auth === 'editor') {
        await requireAdmin(request);
        if (!roleMayUse(request.admin!.role, auth)) throw new ForbiddenError(UserMessages.forbidden);
        // Decision 036: until enrolled, the token reaches the profile and the enrolment alone.
        if (request.admin!.mustEnrol && request.routeOptions.config.twoFactorEnrolment !== true) {
          throw new ForbiddenError(TwoFactorMessages.enrolFirst);
        }
        if (request.routeOptions.config.stepUp === true) await stepUp.require(request.admin!);
      } else if (auth === 'optional') {
        // A user who must enrol reads what the public reads.
        if ((await readAdmin(request))?.mustEnrol) request.admin = null;
      }
    });

    // Marked when the route is declared, so even an answer given before the check runs (a 400
    // or 413 of the body) is covered.
    app.addHook('onRoute', (route) => {
      const auth = route.config?.auth;
      if (auth === 'admin' || auth === 'editor' || routeHooks(route).includes(requireAdmin)) {
        route.config = { ...route.config, adminOnly: true };
      }
    });
    // Signed-in answers must stay out of every cache (browser history, shared proxies), whatever
    // their status: answers to a request with a token, of an admin-only route, and of every write
    // (sign-in's answer carries a token; a write's answer is never one to reuse).
    app.addHook('onSend', async (request, reply) => {
      if (
        request.headers.authorization !== undefined ||
        request.routeOptions.config.adminOnly === true ||
        adminChecked.has(request) ||
        !reads.has(request.method)
      ) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'atrium-auth', dependencies: ['atrium-db'] },
);

function routeHooks(route: RouteOptions): unknown[] {
  return [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flatMap((hook) =>
    hook === undefined ? [] : Array.isArray(hook) ? hook : [hook],
  );
}
