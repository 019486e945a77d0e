import cookie from '@fastify/cookie';
import type { LoginResult } from '@atrium/contract/auth';
import {
  adminProfile,
  changePassword,
  confirmPasswordReset,
  login,
  logout,
  refreshSession,
  requestPasswordReset,
  updateAdminProfile,
} from '@atrium/contract/endpoints/auth';
import {
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignIn,
  passkeySignInOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from '@atrium/contract/endpoints/passkeys';
import { PasskeyMessages } from '@atrium/contract/passkeys';
import { confirmEmailChange, stepUp } from '@atrium/contract/endpoints/step-up';
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactor,
  twoFactorSignIn,
} from '@atrium/contract/endpoints/two-factor';
import { EmailChangeMessages, StepUpMessages } from '@atrium/contract/step-up';
import { acceptInvitation, checkInvitation } from '@atrium/contract/endpoints/users';
import { TwoFactorMessages } from '@atrium/contract/two-factor';
import { UserMessages } from '@atrium/contract/users';
import { AuthMessages } from '@atrium/contract/messages';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { requestOrigin } from '../audit/audit.plugin.ts';
import { createAuthService, TooManyAttemptsError, WrongSecondFactorError } from './auth.service.ts';
import { clientAddress } from './client-address.ts';
import { clearRefreshCookie, readRefreshCookie, requireSessionHeader, setRefreshCookie } from './session-cookie.ts';
import { sessionRoutes } from './sessions.routes.ts';
import { type IssuedRefresh, ReusedTokenError, type SessionOrigin } from './sessions.ts';
import { createPasskeys } from './passkeys.ts';
import { createTwoFactor } from './two-factor.ts';
import { recordUserAction } from '../users/users.routes.ts';
import { createUsersService } from '../users/users.service.ts';

const origin = (request: FastifyRequest): SessionOrigin => ({
  address: clientAddress(request),
  userAgent: request.headers['user-agent'],
});

/** Requirements 1 §7 (Auth), as packages/contract/src/endpoints/auth.ts declares it. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(cookie);
  // Decision 037: one's own sessions read the cookie to mark this device.
  await app.register(sessionRoutes);
  const service = createAuthService({
    db: app.db,
    config: app.config,
    clock: app.clock,
    log: app.log,
    mailer: app.mailer,
    outbox: app.outbox,
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

  /**
   * The end of every way in (password, second factor, passkey): the `sign_in` audit entry, the
   * refresh cookie of the new family, and the login's answer.
   */
  async function completeSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    { refresh, ...data }: LoginResult & { refresh: IssuedRefresh },
    summary?: Record<string, unknown>,
  ) {
    await app.audit.record({
      action: 'sign_in',
      resource: 'auth',
      userId: data.user.id,
      actorEmail: data.user.email,
      summary,
      ...requestOrigin(request),
    });
    setRefreshCookie(request, reply, refresh);
    return { message: AuthMessages.loginSuccess, data };
  }

  route(
    app,
    login,
    async (request, reply) => {
      let signedIn;
      try {
        signedIn = await service.login(request.body.identifier, request.body.password, origin(request));
      } catch (error) {
        // Decision 031: a failed sign-in names the identifier tried (no user: it may not exist).
        await app.audit.record({
          action: 'sign_in_failed',
          resource: 'auth',
          actorEmail: request.body.identifier,
          ...requestOrigin(request),
        });
        throw error;
      }
      // Decision 036: the password was right; the second step signs in (and is recorded then).
      if ('challenge' in signedIn) return { message: TwoFactorMessages.codeRequired, data: signedIn };
      return completeSignIn(request, reply, signedIn);
    },
    perMinute(limits.loginPerMinute),
  );

  // Decision 036: the second step, limited like the first (its own per-minute bucket, and the
  // per-account failure count in the service).
  route(
    app,
    twoFactorSignIn,
    async (request, reply) => {
      const { refresh, usedRecovery, ...data } = await service
        .secondStep(request.body.challenge, request.body.code, origin(request))
        .catch(async (error: unknown) => {
          if (error instanceof WrongSecondFactorError) {
            await app.audit.record({
              action: 'sign_in_failed',
              resource: 'auth',
              userId: error.userId,
              actorEmail: error.email,
              summary: { step: 'second factor' },
              ...requestOrigin(request),
            });
          }
          throw error;
        });
      if (usedRecovery) {
        await app.audit.record({
          action: 'recovery_code_used',
          resource: 'auth',
          userId: data.user.id,
          actorEmail: data.user.email,
          ...requestOrigin(request),
        });
      }
      return completeSignIn(request, reply, { refresh, ...data });
    },
    perMinute(limits.loginPerMinute),
  );

  // Decision 026: no body and no access token; the cookie and the header are all they read.
  route(
    app,
    refreshSession,
    async (request, reply) => {
      requireSessionHeader(request);
      try {
        const { refresh, ...data } = await service.refresh(readRefreshCookie(request), origin(request));
        setRefreshCookie(request, reply, refresh);
        return { data };
      } catch (error) {
        clearRefreshCookie(request, reply);
        if (error instanceof ReusedTokenError) {
          await app.audit.record({
            action: 'session_reuse',
            resource: 'auth',
            userId: error.userId,
            ...requestOrigin(request),
          });
        }
        throw error;
      }
    },
    perMinute(limits.refreshPerMinute),
  );

  route(
    app,
    logout,
    async (request, reply) => {
      requireSessionHeader(request);
      await service.logout(readRefreshCookie(request));
      clearRefreshCookie(request, reply);
      return { message: AuthMessages.loggedOut };
    },
    perMinute(limits.refreshPerMinute),
  );

  // Decision 036: passkey sign-in (discoverable credentials), limited like the password's.
  const passkeys = createPasskeys({ db: app.db, config: app.config, clock: app.clock, log: app.log });
  route(app, passkeySignInOptions, async () => ({ data: await passkeys.signInOptions() }), {
    config: { audit: false, ...perMinute(limits.loginPerMinute).config },
  });
  route(
    app,
    passkeySignIn,
    async (request, reply) => {
      const user = await passkeys.signIn(request.body.response);
      return completeSignIn(request, reply, await service.signInAs(user, origin(request)), { method: 'passkey' });
    },
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
      const user = await service.confirmReset(request.body.token, request.body.new_password, origin(request));
      await app.audit.record({
        action: 'password_reset',
        resource: 'auth',
        userId: user.id,
        actorEmail: user.email,
        ...requestOrigin(request),
      });
      return { message: AuthMessages.resetSuccess };
    },
    perMinute(limits.loginPerMinute),
  );

  // Decision 035: the invitee's link, a name and a password; limited like the reset's confirmation.
  const users = createUsersService({
    db: app.db,
    config: app.config,
    clock: app.clock,
    mailer: app.mailer,
    tokens: app.tokens,
  });
  route(
    app,
    checkInvitation,
    async (request) => {
      await users.checkInvitation(request.body.token);
      return { message: UserMessages.invitationOpen };
    },
    perMinute(limits.loginPerMinute),
  );
  route(
    app,
    acceptInvitation,
    async (request, reply) => {
      const { refresh, ...data } = await users.accept(request.body, origin(request));
      await recordUserAction(app, request, 'invitation_accept', data.user);
      setRefreshCookie(request, reply, refresh);
      return { message: UserMessages.accepted, data };
    },
    perMinute(limits.loginPerMinute),
  );

  // Signed-in routes check the token on arrival, before any body is parsed or file stored.
  route(
    app,
    changePassword,
    async (request, reply) => {
      const { refresh, ...data } = await service.changePassword(
        request.admin!.id,
        request.body.old_password,
        request.body.new_password,
        origin(request),
      );
      await app.audit.record({
        action: 'password_change',
        resource: 'auth',
        userId: request.admin!.id,
        actorEmail: request.admin!.email,
        ...requestOrigin(request),
      });
      setRefreshCookie(request, reply, refresh);
      return { message: AuthMessages.changeSuccess, data };
    },
    // Recorded above as a password change, not by the audit plugin as a write.
    { config: { ...perMinute(limits.loginPerMinute).config, audit: false } },
  );

  route(app, adminProfile, async (request) => ({ data: await service.getProfile(request.admin!.id) }), {
    config: { twoFactorEnrolment: true },
  });

  // Decision 036: one's own second factor. Recorded by name, not as generic writes; a code check
  // is limited like the sign-in.
  const twoFactor = createTwoFactor({ db: app.db, config: app.config, clock: app.clock });
  const recordTwoFactor = (
    request: FastifyRequest,
    action: 'two_factor_enable' | 'two_factor_disable' | 'recovery_code_used' | 'step_up' | 'recovery_codes_new',
  ) =>
    app.audit.record({
      action,
      resource: 'auth',
      userId: request.admin!.id,
      actorEmail: request.admin!.email,
      ...requestOrigin(request),
    });
  const enrolment = { twoFactorEnrolment: true, audit: false };
  route(app, startTwoFactor, async (request) => ({ data: await twoFactor.start(request.admin!.id) }), {
    config: { ...enrolment, ...perMinute(limits.loginPerMinute).config },
  });
  route(
    app,
    confirmTwoFactor,
    async (request) => {
      const codes = await service.confirmTwoFactor(request.admin!.id, request.body.code, origin(request));
      await recordTwoFactor(request, 'two_factor_enable');
      return { message: TwoFactorMessages.enabled, data: { recovery_codes: codes } };
    },
    { config: { ...enrolment, ...perMinute(limits.loginPerMinute).config } },
  );
  // One's own passkeys (decision 036). Adding or removing one needs the sudo window (decision 068):
  // a passkey signs in with neither password nor code, and outlives a password change.
  route(app, listPasskeys, async (request) => ({ data: await passkeys.list(request.admin!.id) }));
  route(
    app,
    passkeyRegistrationOptions,
    async (request) => ({ data: await passkeys.registrationOptions(request.admin!) }),
    { config: { audit: false, stepUp: true, ...perMinute(limits.loginPerMinute).config } },
  );
  route(
    app,
    registerPasskey,
    async (request) => {
      const passkey = await passkeys.register(request.admin!.id, request.body.name, request.body.response);
      await service.notify(request.admin!.id, { kind: 'passkey_added', name: passkey.name }, origin(request));
      return { message: PasskeyMessages.added(passkey.name), data: passkey };
    },
    { config: { stepUp: true, ...perMinute(limits.loginPerMinute).config } },
  );
  route(app, renamePasskey, async (request) => ({
    message: PasskeyMessages.renamed,
    data: await passkeys.rename(request.admin!.id, request.params.id, request.body.name),
  }));
  route(
    app,
    removePasskey,
    async (request) => {
      const passkey = await passkeys.remove(request.admin!.id, request.params.id);
      await service.notify(request.admin!.id, { kind: 'passkey_removed', name: passkey.name }, origin(request));
      return { message: PasskeyMessages.removed(passkey.name) };
    },
    { config: { stepUp: true } },
  );

  // Its own proof (password or code) is the step-up: decision 068.
  route(
    app,
    disableTwoFactor,
    async (request) => {
      const { usedRecovery } = await service.disableTwoFactor(request.admin!, request.body, origin(request));
      if (usedRecovery) await recordTwoFactor(request, 'recovery_code_used');
      await recordTwoFactor(request, 'two_factor_disable');
      return { message: TwoFactorMessages.disabled };
    },
    { config: { audit: false, ...perMinute(limits.loginPerMinute).config } },
  );

  // Decision 068: new recovery codes without turning two-factor off, in the sudo window.
  route(
    app,
    regenerateRecoveryCodes,
    async (request) => {
      const codes = await service.regenerateRecoveryCodes(request.admin!.id, origin(request));
      await recordTwoFactor(request, 'recovery_codes_new');
      return { message: TwoFactorMessages.recoveryCodesNew, data: { recovery_codes: codes } };
    },
    { config: { audit: false, stepUp: true } },
  );

  // Decision 068: the password or a code opens this session's sudo window for STEP_UP_MINUTES.
  // Under /api/auth/ like the sessions; the access token's session is what it marks, not the cookie.
  route(
    app,
    stepUp,
    async (request) => {
      const { until, usedRecovery } = await service.stepUp(request.admin!, request.body, origin(request));
      if (usedRecovery) await recordTwoFactor(request, 'recovery_code_used');
      await recordTwoFactor(request, 'step_up');
      return { message: StepUpMessages.confirmed, data: { until } };
    },
    { config: { audit: false, ...perMinute(limits.loginPerMinute).config } },
  );

  // Decision 068: the page the new address's link opens sends this from its button; the link's
  // token is the credential (another device may open it), single use.
  route(
    app,
    confirmEmailChange,
    async (request) => {
      const user = await service.confirmEmailChange(request.body.token, origin(request));
      await app.audit.record({
        action: 'email_change',
        resource: 'auth',
        userId: user.id,
        actorEmail: user.email,
        ...requestOrigin(request),
      });
      return { message: EmailChangeMessages.confirmed(user.email) };
    },
    perMinute(limits.loginPerMinute),
  );

  // A new email needs the sudo window, checked in the service once the body says the address changes.
  route(app, updateAdminProfile, async (request) => {
    const { user, pendingEmail } = await service.updateProfile(request.admin!, request.body, origin(request));
    return { message: pendingEmail ? EmailChangeMessages.sent(pendingEmail) : AuthMessages.profileSuccess, data: user };
  });
};
