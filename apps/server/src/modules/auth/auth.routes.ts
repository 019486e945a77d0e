import { done, fail, ok } from '@atrium/contract/api';
import {
  adminUserSchema,
  changePasswordBodySchema,
  loginBodySchema,
  passwordResetBodySchema,
  passwordResetConfirmBodySchema,
  profileUpdateFields,
} from '@atrium/contract/auth';
import { AuthMessages } from '@atrium/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUploadedFile, type UploadedFile } from '../media/uploaded-file.ts';
import { createAuthService, TooManyAttemptsError } from './auth.service.ts';
import { clientAddress } from './client-address.ts';

/** A picture from a multipart body; '' (or null in JSON) removes the current one. */
const pictureField = z
  .union([z.custom<UploadedFile>(isUploadedFile, { error: 'Must be a file.' }), z.literal(''), z.null()])
  .meta({ type: 'string', format: 'binary', description: "A picture; '' (or null in JSON) removes the current one." });

const profileUpdateBody = z.strictObject({ ...profileUpdateFields, profile_image: pictureField.optional() });

/** Spec 1 §7 (Auth): sign-in, password reset, password change and the profile. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
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
  const tags = ['auth'];
  const security = [{ bearer: [] }];
  // Per client address; the 429 goes through the error handler, so it has the usual envelope.
  const perMinute = (max: number) => ({
    max,
    timeWindow: 60_000,
    keyGenerator: clientAddress,
    errorResponseBuilder: () => new TooManyAttemptsError(),
  });
  const limits = app.config.rateLimit;

  app.post(
    '/admin-login/',
    {
      config: { rateLimit: perMinute(limits.loginPerMinute) },
      schema: {
        tags,
        summary: 'Sign in with the email (any case) or the username',
        body: loginBodySchema,
        response: { 200: ok(z.object({ access: z.string(), user: adminUserSchema })), 400: fail, 401: fail, 429: fail },
      },
    },
    async (request) => {
      const data = await service.login(request.body.identifier, request.body.password, clientAddress(request));
      return { success: true as const, message: AuthMessages.loginSuccess, data };
    },
  );

  app.post(
    '/password-reset/',
    {
      config: { rateLimit: perMinute(limits.resetPerMinute) },
      schema: {
        tags,
        summary: 'Mail a reset link; answers the same whether the account exists or not',
        body: passwordResetBodySchema,
        response: { 200: done, 400: fail, 429: fail },
      },
    },
    async (request) => {
      await service.requestReset(request.body.email);
      return { success: true as const, message: AuthMessages.resetSent };
    },
  );

  app.post(
    '/password-reset-confirm/',
    {
      config: { rateLimit: perMinute(limits.loginPerMinute) },
      schema: {
        tags,
        summary: 'Set a new password with the token from the reset mail (single use, 5 minutes)',
        body: passwordResetConfirmBodySchema,
        response: { 200: done, 400: fail, 429: fail },
      },
    },
    async (request) => {
      await service.confirmReset(request.body.token, request.body.new_password);
      return { success: true as const, message: AuthMessages.resetSuccess };
    },
  );

  // Routes with `auth: 'admin'` check the token on arrival, before any body is parsed or file stored.
  app.post(
    '/admin-change-password/',
    {
      config: { auth: 'admin', rateLimit: perMinute(limits.loginPerMinute) },
      schema: {
        tags,
        security,
        summary: 'Change the password; returns a fresh token, every other token ends',
        body: changePasswordBodySchema,
        response: { 200: ok(z.object({ access: z.string() })), 400: fail, 401: fail, 429: fail },
      },
    },
    async (request) => {
      const data = await service.changePassword(
        request.admin!.id,
        request.body.old_password,
        request.body.new_password,
      );
      return { success: true as const, message: AuthMessages.changeSuccess, data };
    },
  );

  app.get(
    '/admin-profile/',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        security,
        summary: 'The signed-in administrator',
        response: { 200: ok(adminUserSchema), 401: fail },
      },
    },
    async (request) => ({ success: true as const, data: await service.getProfile(request.admin!.id) }),
  );

  app.patch(
    '/admin-profile/update/',
    {
      config: { auth: 'admin', multipart: { files: { profile_image: app.config.uploads.maxImageBytes } } },
      schema: {
        tags,
        security,
        summary: 'Update email, names and picture (JSON or multipart)',
        consumes: ['application/json', 'multipart/form-data'],
        body: profileUpdateBody,
        response: { 200: ok(adminUserSchema), 400: fail, 401: fail, 409: fail, 413: fail, 415: fail },
      },
    },
    async (request) => {
      const data = await service.updateProfile(request.admin!.id, request.body);
      return { success: true as const, message: AuthMessages.profileSuccess, data };
    },
  );
};
