import {
  adminProfile,
  changePassword,
  confirmPasswordReset,
  login,
  requestPasswordReset,
  updateAdminProfile,
} from '@atrium/contract/endpoints/auth';
import { AuthMessages } from '@atrium/contract/messages';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { createAuthService, TooManyAttemptsError } from './auth.service.ts';
import { clientAddress } from './client-address.ts';

/** Spec 1 §7 (Auth), as packages/contract/src/endpoints/auth.ts declares it. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const service = createAuthService({
    db: app.db,
    config: app.config,
    clock: app.clock,
    log: app.log,
    mailer: app.mailer,
    media: app.media,
    tokens: app.tokens,
  });
  app.addHook('onClose', service.settled);
  // Per client address; the 429 goes through the error handler, so it has the usual envelope.
  const perMinute = (max: number) => ({
    config: {
      rateLimit: {
        max,
        timeWindow: 60_000,
        keyGenerator: clientAddress,
        errorResponseBuilder: () => new TooManyAttemptsError(),
      },
    },
  });
  const limits = app.config.rateLimit;

  route(
    app,
    login,
    async (request) => ({
      message: AuthMessages.loginSuccess,
      data: await service.login(request.body.identifier, request.body.password, clientAddress(request)),
    }),
    perMinute(limits.loginPerMinute),
  );

  route(
    app,
    requestPasswordReset,
    async (request) => {
      await service.requestReset(request.body.email);
      return { message: AuthMessages.resetSent };
    },
    perMinute(limits.resetPerMinute),
  );

  route(
    app,
    confirmPasswordReset,
    async (request) => {
      await service.confirmReset(request.body.token, request.body.new_password);
      return { message: AuthMessages.resetSuccess };
    },
    perMinute(limits.loginPerMinute),
  );

  // Admin routes check the token on arrival, before any body is parsed or file stored.
  route(
    app,
    changePassword,
    async (request) => ({
      message: AuthMessages.changeSuccess,
      data: await service.changePassword(request.admin!.id, request.body.old_password, request.body.new_password),
    }),
    perMinute(limits.loginPerMinute),
  );

  route(app, adminProfile, async (request) => ({ data: await service.getProfile(request.admin!.id) }));

  route(app, updateAdminProfile, async (request) => ({
    message: AuthMessages.profileSuccess,
    data: await service.updateProfile(request.admin!.id, request.body),
  }));
};
