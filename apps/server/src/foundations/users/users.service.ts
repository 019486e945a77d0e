import { createHash, randomBytes } from 'node:crypto';
import type { AdminUser } from '@atrium/contract/auth';
import type { UserRole } from '@atrium/contract/roles';
import {
  INVITATION_HOURS,
  UserMessages,
  type AcceptInvitationBody,
  type UpdateUserBody,
  type User,
} from '@atrium/contract/users';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect.ts';
import type { Config } from '../../env.ts';
import { AppError, ConflictError, NotFoundError } from '../../errors.ts';
import type { Clock } from '../../service-deps.ts';
import { toAdminUser } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/password.ts';
import { createSessions, type IssuedRefresh, type SessionOrigin } from '../auth/sessions.ts';
import type { TokenService } from '../auth/tokens.ts';
import { createUsersRepository, type UserRow } from '../auth/users.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createInvitationsRepository } from './invitations.repository.ts';
import { invitationEmail } from './invitation-email.ts';

const INVITATION_MS = INVITATION_HOURS * 3_600_000;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export type UsersServiceDeps = {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'sessions' | 'requireTwoFactor'>;
  clock: Clock;
  mailer: Pick<Mailer, 'send'>;
  tokens: TokenService;
};

/** Who is acting: the signed-in administrator. */
export type Actor = { id: number; email: string };

/** What a change did, for the audit log. */
/** A user's change: the user after it, what it was (`was`: role and state before), as the audit log says it. */
export type UserChange = {
  user: User;
  action: 'role_change' | 'deactivate' | 'reactivate' | null;
  was: Pick<User, 'role' | 'state'>;
};

export function toUser(row: UserRow, invitationExpiry: string | null): User {
  const { id, email, username, first_name, last_name, profile_image, role, two_factor_enabled } = toAdminUser(row);
  return {
    id,
    email,
    username,
    first_name,
    last_name,
    profile_image,
    role,
    two_factor_enabled,
    state: row.state,
    last_sign_in_at: row.last_sign_in_at,
    invitation_expires_at: row.state === 'invited' ? invitationExpiry : null,
    created_at: row.created_at,
  };
}

/** A username from the address's local part; unique with a number when taken. */
function usernameCandidates(email: string): string[] {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 140) || 'user';
  return [base, ...Array.from({ length: 20 }, (_, i) => `${base}-${i + 2}`)];
}

/**
 * Decision 035: users, their roles and states, invitations. There is always at least one active
 * administrator: the repository refuses, inside a transaction holding the administrators' rows,
 * a change that would leave none.
 */
export function createUsersService({ db, config, clock, mailer, tokens }: UsersServiceDeps) {
  const users = createUsersRepository(db);
  const invitations = createInvitationsRepository(db);
  const sessions = createSessions({ db, config, clock, tokens });
  const lastAdmin = () => new ConflictError(UserMessages.lastAdmin);
  const invalidInvitation = () => new AppError(400, UserMessages.invalidInvitation);

  async function requireUser(id: number): Promise<UserRow> {
    const user = await users.getById(id);
    if (!user) throw new NotFoundError(UserMessages.notFound);
    return user;
  }

  /** Decision 037: a user's live sessions, for an administrator (404 for no such user). */
  async function sessionsOf(id: number) {
    await requireUser(id);
    return sessions.list(id);
  }

  /** Ends every session of a user; returns them (for the audit entry) and how many ended. */
  async function endSessionsOf(id: number): Promise<{ user: UserRow; ended: number }> {
    const user = await requireUser(id);
    return { user, ended: await sessions.endAllBut(id) };
  }

  /** A new link for an invited user: earlier ones close; the mail goes through the outbox. */
  async function sendInvitation(user: UserRow, invitedBy: Actor, trx: Db = db): Promise<string> {
    const now = clock.now();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + INVITATION_MS).toISOString();
    await invitations.closeAllOf(user.id, now.toISOString(), trx);
    await invitations.insert({ userId: user.id, tokenHash: sha256(token), expiresAt, invitedBy: invitedBy.id }, trx);
    return token;
  }

  async function mail(user: UserRow, invitedBy: Actor, token: string) {
    const link = `${config.publicUrl}/admin/accept-invitation?token=${token}`;
    const message = invitationEmail({
      to: user.email,
      invitedBy: invitedBy.email,
      role: user.role,
      link,
      hours: INVITATION_HOURS,
    });
    await mailer.send(message, { outboxLog: { link } });
  }

  async function one(row: UserRow): Promise<User> {
    const expiries = row.state === 'invited' ? await invitations.newestExpiries() : new Map<number, string>();
    return toUser(row, expiries.get(row.id) ?? null);
  }

  return {
    sessionsOf,
    endSessionsOf,
    async list(): Promise<User[]> {
      const [rows, expiries] = await Promise.all([users.list(), invitations.newestExpiries()]);
      return rows.map((row) => toUser(row, expiries.get(row.id) ?? null));
    },

    async invite(email: string, role: UserRole, actor: Actor): Promise<User> {
      const address = email.trim().toLowerCase();
      if (await users.getByEmail(address))
        throw new ConflictError(UserMessages.emailExists, { email: UserMessages.emailExists });
      let created: { row: UserRow; token: string } | undefined;
      for (const username of usernameCandidates(address)) {
        if (await users.getByUsername(username)) continue;
        try {
          created = await users.transaction(async (trx) => {
            const row = await users.insert(
              {
                email: address,
                username,
                first_name: '',
                last_name: '',
                profile_image: null,
                password_hash: '',
                role,
                state: 'invited',
              },
              trx,
            );
            return { row, token: await sendInvitation(row, actor, trx) };
          });
          break;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // The address was taken meanwhile; otherwise the username: try the next one.
          if (await users.getByEmail(address))
            throw new ConflictError(UserMessages.emailExists, { email: UserMessages.emailExists });
        }
      }
      if (!created) throw new ConflictError(UserMessages.emailExists);
      await mail(created.row, actor, created.token);
      return one(created.row);
    },

    async resend(id: number, actor: Actor): Promise<User> {
      const user = await requireUser(id);
      if (user.state !== 'invited') throw new ConflictError(UserMessages.alreadyAccepted);
      const token = await sendInvitation(user, actor);
      await mail(user, actor, token);
      return one(user);
    },

    /** A role change, a deactivation (sessions end at once) or a reactivation. */
    async update(id: number, body: UpdateUserBody, actor: Actor): Promise<UserChange> {
      const user = await requireUser(id);
      const role = body.role ?? user.role;
      const state = body.active === undefined ? user.state : body.active ? 'active' : 'deactivated';
      if (body.active !== undefined && user.state === 'invited') throw new ConflictError(UserMessages.notAcceptedYet);
      const deactivating = state === 'deactivated' && user.state !== 'deactivated';
      // Only a change that takes an active administrator away can leave none.
      const losesAdmin =
        user.role === 'administrator' && user.state === 'active' && (role !== 'administrator' || state !== 'active');
      // The last administrator hears that rule first, whoever asks (it can only be themselves).
      if (losesAdmin && (await users.countActiveAdminsExcept(id)) === 0) throw lastAdmin();
      if (deactivating && id === actor.id) throw new ConflictError(UserMessages.notSelfDeactivate);
      const updated = await users.transaction(async (trx) => {
        const changed = await users.change(
          trx,
          id,
          { role, state },
          { keepAdmin: losesAdmin, endTokens: deactivating },
        );
        if (changed === 'last-admin') throw lastAdmin();
        if (!changed) throw new NotFoundError(UserMessages.notFound);
        if (deactivating) await sessions.endAllOf(id, trx);
        return changed;
      });
      const action =
        role !== user.role ? 'role_change' : state !== user.state ? (deactivating ? 'deactivate' : 'reactivate') : null;
      return { user: await one(updated), action, was: { role: user.role, state: user.state } };
    },

    async remove(id: number, actor: Actor): Promise<User> {
      const user = await requireUser(id);
      const isActiveAdmin = user.role === 'administrator' && user.state === 'active';
      if (isActiveAdmin && (await users.countActiveAdminsExcept(id)) === 0) throw lastAdmin();
      if (id === actor.id) throw new ConflictError(UserMessages.notSelfDelete);
      await users.transaction(async (trx) => {
        if (isActiveAdmin) {
          // The same guard as a demotion: lock, count the others, then delete.
          const kept = await users.change(trx, id, {}, { keepAdmin: true, endTokens: false });
          if (kept === 'last-admin') throw lastAdmin();
        }
        if (!(await users.remove(trx, id))) throw new NotFoundError(UserMessages.notFound);
      });
      return toUser(user, null);
    },

    /**
     * The invitee sets a name and a password with the mailed link (single use, 72 hours) and is
     * signed in: an access token and a refresh family, as a sign-in gives.
     */
    /** Refuses a link that is used, expired or unknown, as `accept` would, and changes nothing. */
    async checkInvitation(token: string): Promise<void> {
      if (!(await invitations.isOpen(sha256(token), clock.now().toISOString()))) throw invalidInvitation();
    },

    async accept(
      body: AcceptInvitationBody,
      origin: SessionOrigin,
    ): Promise<{ access: string; user: AdminUser; refresh: IssuedRefresh }> {
      const tokenHash = sha256(body.token);
      // Cheap check first: a bad link should not cost an Argon2 hash.
      if (!(await invitations.isOpen(tokenHash, clock.now().toISOString()))) throw invalidInvitation();
      const passwordHash = await hashPassword(body.password);
      const user = await users.transaction(async (trx) => {
        const now = clock.now().toISOString();
        const userId = await invitations.claim(tokenHash, now, trx);
        if (userId === undefined) throw invalidInvitation();
        await invitations.closeAllOf(userId, now, trx);
        const activated = await users.activate(trx, userId, {
          first_name: body.first_name,
          last_name: body.last_name ?? '',
          password_hash: passwordHash,
        });
        if (!activated) throw invalidInvitation();
        return activated;
      });
      await users.signedIn(user.id, clock.now().toISOString());
      const refresh = await sessions.start(user, origin);
      const access = await tokens.sign({
        userId: user.id,
        tokenVersion: user.token_version,
        sessionId: refresh.familyId,
      });
      return { access, user: toAdminUser(user, config.requireTwoFactor), refresh };
    },
  };
}
