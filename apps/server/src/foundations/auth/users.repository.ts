import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso, toCount } from '../../db/dialect.ts';
import type { UserRole } from '@atrium/contract/roles';
import type { UserState } from '@atrium/contract/users';
import type { Users } from '../../db/tables.generated.ts';
import { sessionOpen } from './refresh-tokens.repository.ts';

export type UserRow = Selectable<Users>;
export type NewUser = Omit<Insertable<Users>, 'id' | 'created_at' | 'updated_at' | 'token_version'>;
/** What a request's token is checked against (decision 035: the role and state too, so a change applies at once). */
export type SessionUser = Pick<UserRow, 'id' | 'email' | 'token_version' | 'role' | 'state' | 'two_factor_enabled'>;

async function countActiveAdminsExcept(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('role', '=', 'administrator')
    .where('state', '=', 'active')
    .where('id', '<>', id)
    .executeTakeFirst();
  return toCount(row?.count);
}

/** All SQL on the users table. Emails are stored lower-cased; lookups fold case as well. */
export function createUsersRepository(db: Db) {
  return {
    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirst();
      return toCount(row?.count);
    },

    getById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * What a request's token is checked against, in one statement: the columns that check reads
     * (a primary-key read) and, for a token naming its session, whether that session (refresh
     * family) still has an unrevoked row (an indexed probe). The database is the one place every
     * process sees a revocation at once, so no cache stands between it and the check.
     */
    async getSession(id: number, sessionId?: string): Promise<(SessionUser & { sessionOpen: boolean }) | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'email', 'token_version', 'role', 'state', 'two_factor_enabled'])
        .select((eb) =>
          (sessionId === undefined
            ? eb.lit(1)
            : eb
                .case()
                .when(sessionOpen(eb.val(sessionId), eb.val(id)))
                .then(eb.lit(1))
                .else(eb.lit(0))
                .end()
          ).as('session_open'),
        )
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const { session_open, ...user } = row;
      return { ...user, sessionOpen: Number(session_open) === 1 };
    },

    /** Every user, administrators first, then by email (the users screen). */
    list(): Promise<UserRow[]> {
      return db.selectFrom('users').selectAll().orderBy('role', 'asc').orderBy('email', 'asc').execute();
    },

    /** How many active administrators there are besides this user (a first, unlocked look; `change` decides). */
    countActiveAdminsExcept(id: number): Promise<number> {
      return countActiveAdminsExcept(db, id);
    },

    async signedIn(id: number, at: string): Promise<void> {
      await db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', id).execute();
    },

    /**
     * Sets role, state (and, on deactivation, raises token_version: every access token ends) in
     * one statement; with `keepAdmin`, first locks the active administrators' rows (on PostgreSQL
     * a concurrent change waits for this one) and refuses (undefined) a change that would leave
     * none. Run inside `transaction`.
     */
    async change(
      trx: Db,
      id: number,
      values: { role?: UserRole; state?: UserState },
      options: { keepAdmin: boolean; endTokens: boolean },
    ): Promise<UserRow | 'last-admin' | undefined> {
      if (options.keepAdmin) {
        await trx
          .updateTable('users')
          .set((eb) => ({ role: eb.ref('role') }))
          .where('role', '=', 'administrator')
          .where('state', '=', 'active')
          .execute();
        if ((await countActiveAdminsExcept(trx, id)) === 0) return 'last-admin';
      }
      return trx
        .updateTable('users')
        .set((eb) => ({
          ...values,
          ...(options.endTokens ? { token_version: eb('token_version', '+', 1) } : {}),
          updated_at: nowIso(),
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    /** Removes a user (their refresh tokens, reset tokens and invitations go with them). */
    async remove(trx: Db, id: number): Promise<boolean> {
      const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** An invited user becomes active with a name and a password (decision 035). */
    async activate(
      trx: Db,
      id: number,
      values: Pick<UserRow, 'first_name' | 'last_name' | 'password_hash'>,
    ): Promise<UserRow | undefined> {
      return trx
        .updateTable('users')
        .set({ ...values, state: 'active', updated_at: nowIso() })
        .where('id', '=', id)
        .where('state', '=', 'invited')
        .returningAll()
        .executeTakeFirst();
    },

    /** Runs `work` in one transaction: pass `trx` to this and other repositories' writes. */
    transaction<R>(work: (trx: Db) => Promise<R>): Promise<R> {
      return db.transaction().execute(work);
    },

    getByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .executeTakeFirst();
    },

    /** The email in any case, or the exact username (usernames never contain '@', so the two cannot clash). */
    getByIdentifier(identifier: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) =>
          eb.or([eb(eb.fn('lower', ['email']), '=', identifier.toLowerCase()), eb('username', '=', identifier)]),
        )
        .executeTakeFirst();
    },

    getByUsername(username: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
    },

    async insert(user: NewUser, trx: Db = db): Promise<UserRow> {
      const now = nowIso();
      return trx
        .insertInto('users')
        .values({ ...user, email: user.email.toLowerCase(), token_version: 0, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Sets a new hash and raises token_version, which ends every access token issued before. */
    async setPassword(id: number, passwordHash: string, trx: Db = db): Promise<UserRow | undefined> {
      return trx
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          token_version: eb('token_version', '+', 1),
          updated_at: nowIso(),
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async updateProfile(
      id: number,
      values: Partial<Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'profile_image'>>,
    ): Promise<UserRow | undefined> {
      return db
        .updateTable('users')
        .set({ ...values, ...(values.email ? { email: values.email.toLowerCase() } : {}), updated_at: nowIso() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
