import type { AuditAction } from '@atrium/contract/endpoints/audit';
import { resetTwoFactor } from '@atrium/contract/endpoints/two-factor';
import { inviteUser, listUsers, removeUser, resendInvitation, updateUser } from '@atrium/contract/endpoints/users';
import { endUserSessions, listUserSessions } from '@atrium/contract/endpoints/sessions';
import { SessionMessages } from '@atrium/contract/sessions';
import { TwoFactorMessages } from '@atrium/contract/two-factor';
import type { FieldChange } from '@atrium/contract/revisions';
import { UserRoleLabels } from '@atrium/contract/roles';
import { type User, UserMessages, UserStateLabels } from '@atrium/contract/users';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { requestOrigin } from '../audit/audit.plugin.ts';
import { createSecurityNotices } from '../auth/security-notices.ts';
import { createTwoFactor } from '../auth/two-factor.ts';
import { createUsersService, toUser } from './users.service.ts';

/** Users recorded by name (decision 031): the actions below, not the plugin's generic create/update. */
const recordedHere = { config: { audit: false } };

/** Decision 035: the users screen's calls, administrators only (the contract declares `access: 'admin'`). */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  const service = createUsersService({
    db: app.db,
    config: app.config,
    clock: app.clock,
    mailer: app.mailer,
    tokens: app.tokens,
  });
  const actor = (request: FastifyRequest) => ({ id: request.admin!.id, email: request.admin!.email });
  const record = (request: FastifyRequest, action: AuditAction, user: Named, changes?: FieldChange[]) =>
    recordUserAction(app, request, action, user, changes);

  route(app, listUsers, async () => ({ data: await service.list() }));

  route(
    app,
    inviteUser,
    async (request) => {
      const user = await service.invite(request.body.email, request.body.role, actor(request));
      await record(request, 'invite', user, [roleChange(undefined, user)]);
      return { message: UserMessages.invited(user.email), data: user };
    },
    recordedHere,
  );

  route(
    app,
    resendInvitation,
    async (request) => {
      const user = await service.resend(request.params.id, actor(request));
      await record(request, 'invite_resend', user);
      return { message: UserMessages.resent(user.email), data: user };
    },
    recordedHere,
  );

  route(
    app,
    updateUser,
    async (request) => {
      const { user, action, was } = await service.update(request.params.id, request.body, actor(request));
      if (action) await record(request, action, user, userChanges(was, user));
      const message =
        action === 'deactivate'
          ? UserMessages.deactivatedUser(user.email)
          : action === 'reactivate'
            ? UserMessages.reactivated(user.email)
            : UserMessages.roleChanged(user.email, user.role);
      return { message, data: user };
    },
    recordedHere,
  );

  // Decision 036: the user signs in with their password alone until they enrol again.
  const twoFactor = createTwoFactor({ db: app.db, config: app.config, clock: app.clock });
  const notices = createSecurityNotices({ outbox: app.outbox, config: app.config, clock: app.clock });
  route(
    app,
    resetTwoFactor,
    async (request) => {
      const row = await twoFactor.reset(request.params.id);
      const user = toUser(row, null);
      await record(request, 'two_factor_reset', user);
      // Decision 068: the user is told, whoever turned it off.
      await notices.notify(row, { kind: 'two_factor_reset', by: request.admin!.email }, null);
      return { message: TwoFactorMessages.reset(user.email), data: user };
    },
    recordedHere,
  );

  route(
    app,
    removeUser,
    async (request) => {
      const user = await service.remove(request.params.id, actor(request));
      await record(request, 'delete', user);
      return { message: UserMessages.deleted(user.email), data: { id: user.id } };
    },
    recordedHere,
  );

  // Decision 037: a user's sessions; ending them revokes every refresh family of the user.
  route(app, listUserSessions, async (request) => ({ data: await service.sessionsOf(request.params.id) }));

  route(
    app,
    endUserSessions,
    async (request) => {
      const { user, ended } = await service.endSessionsOf(request.params.id);
      if (ended > 0) await record(request, 'session_end', user);
      return { message: SessionMessages.endedAll(ended, user.email), data: { ended } };
    },
    recordedHere,
  );
};

/** Who a user entry is about: enough to name them. */
type Named = { id: number; email: string; first_name?: string | null; last_name?: string | null };

/** A user as the audit log names them (decision 088): their name and email, or the email alone before they accept. */
function userTitle(user: Named): string {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name ? `${name} (${user.email})` : user.email;
}

const roleChange = (was: User['role'] | undefined, user: User): FieldChange => ({
  field: 'role',
  label: 'Role',
  ...(was ? { before: UserRoleLabels[was] } : {}),
  after: UserRoleLabels[user.role],
});

/** What a change of a user did, in the screen's words: role and state, old → new. */
function userChanges(was: Pick<User, 'role' | 'state'>, user: User): FieldChange[] {
  const changes = was.role === user.role ? [] : [roleChange(was.role, user)];
  if (was.state !== user.state)
    changes.push({
      field: 'state',
      label: 'Status',
      before: UserStateLabels[was.state],
      after: UserStateLabels[user.state],
    });
  return changes;
}

/**
 * One audit entry about a user: who acted, on whom (decision 088: `title`, their name and email,
 * no secret to an administrator and kept after they are deleted), and what changed in words.
 */
export function recordUserAction(
  app: FastifyInstance,
  request: FastifyRequest,
  action: AuditAction,
  user: Named,
  changes?: FieldChange[],
) {
  return app.audit.record({
    action,
    resource: 'users',
    recordId: user.id,
    userId: request.admin?.id ?? user.id,
    actorEmail: request.admin?.email ?? (action === 'invitation_accept' ? user.email : null),
    summary: { title: userTitle(user), ...(changes?.length ? { changes } : {}) },
    ...requestOrigin(request),
  });
}
